import { describe, expect, it } from 'vitest';
import { entryId, isTranslationId, translationId } from '../../src/i18n/entry-ids';
import { languageName, ogLocale } from '../../src/i18n/language-names';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '../../src/i18n/locales';
import { fallbackLang, listLanguage } from '../../src/i18n/page-locale';
import { languageFile, localizedPath, splitLocale } from '../../src/i18n/paths';

/** A language of the settings served under a prefix, when the settings list one. */
const other = PREFIXED_LOCALES[0];

describe('localizedPath', () => {
  it('leaves every path of the first language as it is', () => {
    expect(localizedPath('/plan', DEFAULT_LOCALE)).toBe('/plan');
  });
  it.skipIf(!other)('puts the language in front of a page path', () => {
    expect(localizedPath('/plan', other!)).toBe(`/${other}/plan`);
    expect(localizedPath('/services/sales#faq', other!)).toBe(`/${other}/services/sales#faq`);
    expect(localizedPath('/', other!)).toBe(`/${other}`);
  });
  it.skipIf(!other)('leaves files, anchors, other sites and already localized paths alone', () => {
    for (const path of ['/illustrations/a.svg', '/sitemap-index.xml', '#main', 'https://x.org/plan', 'mailto:a@b.c'])
      expect(localizedPath(path, other!)).toBe(path);
    expect(localizedPath(`/${other}/plan`, other!)).toBe(`/${other}/plan`);
  });
});

describe('splitLocale', () => {
  it('gives a plain path to the first language', () => {
    expect(splitLocale('/plan')).toEqual({ locale: DEFAULT_LOCALE, path: '/plan' });
  });
  it.skipIf(!other)('takes the language off a prefixed path', () => {
    expect(splitLocale(`/${other}/service/reputation`)).toEqual({ locale: other, path: '/service/reputation' });
    expect(splitLocale(`/${other}`)).toEqual({ locale: other, path: '/' });
  });
});

describe('languageFile', () => {
  it.skipIf(!other)('puts a per-language file in its language folder, the first language at the root', () => {
    expect(languageFile('/social-card.png', DEFAULT_LOCALE)).toBe('/social-card.png');
    expect(languageFile('/social-card.png', other!)).toBe(`/${other}/social-card.png`);
  });
});

describe('entry ids', () => {
  it('names an entry by its file name, made an address as Astro does', () => {
    expect(entryId('categories/sales.mdx')).toBe('sales');
    expect(entryId('services/CRM Solution.mdx')).toBe('crm-solution');
    expect(isTranslationId('sales')).toBe(false);
  });
  it.skipIf(!other)('names a translation by its language and the same file name', () => {
    expect(entryId(`${other}/categories/sales.mdx`)).toBe(`${other}/sales`);
    expect(translationId('sales', other!)).toBe(`${other}/sales`);
    expect(isTranslationId(`${other}/sales`)).toBe(true);
  });
});

describe('language names and tags', () => {
  it('names each language in its own words, capitalised for a menu', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('fr')).toBe('Français');
    expect(languageName('en')).toBe('English');
  });
  it('tags a language for Open Graph with its likely region', () => {
    expect(ogLocale('de')).toBe('de_DE');
    expect(ogLocale('fr')).toBe('fr_FR');
    expect(ogLocale('pt-BR')).toBe('pt_BR');
  });
  it("marks a block only when it is not in the page's language", () => {
    expect(fallbackLang('en', 'de')).toBe('en');
    expect(fallbackLang('de', 'de')).toBeUndefined();
  });

  it("gives a list the page's language when any item is translated, else the first language", () => {
    expect(listLanguage([{ lang: 'en' }, { lang: 'de' }], 'de')).toBe('de');
    expect(listLanguage([{ lang: 'en' }, { lang: 'en' }], 'de')).toBe(DEFAULT_LOCALE);
    expect(listLanguage([], 'de')).toBe(DEFAULT_LOCALE);
  });
});
