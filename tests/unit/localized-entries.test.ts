// The entries of a collection in a page's language, as the site and the tests both list them: translations laid
// over their entries, untranslated entries in the first language or left out, an untouched copy counted as no
// translation, and the collection's own order.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { untranslatedCopy } from '../../src/lib/untranslated-copies';
import { byId, byOrder } from '../../src/lib/content-order';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '../../src/i18n/locales';
import { localized, localizedEntries, localizedItems } from '../../src/lib/localized-entries';

const other = PREFIXED_LOCALES[0]!;
const plans = [
  { id: 'premium', data: { name: 'Premium', monthly: 497, order: 2 } },
  { id: 'starter', data: { name: 'Starter', monthly: 97, order: 1 } },
];
const starterWords = { id: 'starter', data: { name: 'Einstieg' } };

describe('localizedEntries', () => {
  it("lays each translation's words over its entry, keeps the entry's facts, and lists in the collection's order", () => {
    const shown = localizedEntries(
      { writtenLanguagesOnly: false, order: byOrder },
      plans,
      new Map([['starter', starterWords]]),
      other,
    );
    expect(shown).toEqual([
      { id: 'starter', data: { name: 'Einstieg', monthly: 97, order: 1 }, lang: other },
      { id: 'premium', data: { name: 'Premium', monthly: 497, order: 2 }, lang: DEFAULT_LOCALE },
    ]);
  });

  it('leaves an entry out of a language it is not written in when the collection says so', () => {
    const shown = localizedEntries(
      { writtenLanguagesOnly: true, order: byId },
      plans,
      new Map([['starter', starterWords]]),
      other,
    );
    expect(shown.map((entry) => entry.id)).toEqual(['starter']);
    expect(localizedEntries({ writtenLanguagesOnly: true }, plans, new Map(), DEFAULT_LOCALE)).toHaveLength(2);
  });

  it('keeps the order the entries came in when the collection has none', () => {
    const shown = localizedEntries({ writtenLanguagesOnly: false }, plans, new Map(), DEFAULT_LOCALE);
    expect(shown.map((entry) => entry.id)).toEqual(['premium', 'starter']);
  });
});

describe('localized', () => {
  it('takes a translation whose file a translator has changed, and not an untouched copy of the English text', () => {
    const folder = mkdtempSync(join(tmpdir(), 'localized-'));
    const text = 'name: Starter\n';
    const copy = join(folder, 'copy.yaml');
    writeFileSync(copy, untranslatedCopy(text, 'content/plans/starter.yaml', 'German'));
    const started = join(folder, 'started.yaml');
    writeFileSync(started, 'name: Einstieg\n');
    const entry = { id: 'starter', data: { name: 'Starter', monthly: 97 } };

    const fromCopy = localized(entry, { id: 'starter', data: { name: 'Starter' }, filePath: copy }, other);
    expect(fromCopy).toEqual({ ...entry, lang: DEFAULT_LOCALE });
    const fromStarted = localized(entry, { id: 'starter', data: { name: 'Einstieg' }, filePath: started }, other);
    expect(fromStarted).toMatchObject({ data: { name: 'Einstieg', monthly: 97 }, lang: other, filePath: started });
  });

  it('ignores a translation on a page in the first language', () => {
    const entry = { id: 'starter', data: { name: 'Starter' } };
    expect(localized(entry, starterWords, DEFAULT_LOCALE)).toEqual({ ...entry, lang: DEFAULT_LOCALE });
  });
});

describe('localizedItems', () => {
  const faq = [
    { id: 'cancel', order: 2, question: 'Can I cancel?' },
    { id: 'trial', order: 1, question: 'Is there a trial?' },
  ];

  it("pairs a list's items with the translation's by id, each item in its own language, in the list's order", () => {
    const translation = { id: 'faq', data: [{ id: 'cancel', question: 'Kann ich kündigen?' }] };
    const shown = localizedItems({ writtenLanguagesOnly: false, order: byOrder }, faq, translation, other);
    expect(shown).toEqual([
      { id: 'trial', data: faq[1], lang: DEFAULT_LOCALE },
      { id: 'cancel', data: { ...faq[0], question: 'Kann ich kündigen?' }, lang: other },
    ]);
  });
});
