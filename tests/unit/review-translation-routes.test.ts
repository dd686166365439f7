// Which translated pages show an outdated translation's words: a built page's words, and the pieces of a
// translation that stand for the fields changed in its source.
import { describe, expect, it } from 'vitest';
import { pageWords, shownPieces, telltalePieces } from '../../scripts/review/translation-routes.mjs';

describe('pageWords', () => {
  it('reads the text of a page and its islands, entities decoded, scripts left out', () => {
    const html =
      '<h1>Wir bauen die Plattform</h1><script>var x = "Geheimer Text";</script>' +
      '<astro-island props="{&quot;title&quot;:[0,&quot;Demo buchen &amp; starten&quot;]}"></astro-island>';
    const words = pageWords(html);
    expect(words).toContain('Wir bauen die Plattform');
    expect(words).toContain('Demo buchen & starten');
    expect(words).not.toContain('Geheimer');
  });
});

describe('shownPieces', () => {
  it('splits where Markdown, links and placeholders sit, and drops short pieces', () => {
    expect(
      shownPieces('Lesen Sie **unsere Datenschutzerklärung** oder [schreiben Sie uns](/contact) für {plan}'),
    ).toEqual(['unsere Datenschutzerklärung', 'schreiben Sie uns']);
  });
});

describe('telltalePieces', () => {
  const translation = {
    heading: 'Wir bauen die Plattform für wachsende Firmen',
    lead: 'Ein Ort für jedes Gespräch mit Kunden',
  };

  it("takes the translation's value of each changed field", () => {
    expect(telltalePieces(translation, ['heading'])).toEqual(['Wir bauen die Plattform für wachsende Firmen']);
  });

  it('takes every string of the translation when the changed field has no translated value (an added field)', () => {
    expect(telltalePieces(translation, ['faq[new-question]'])).toEqual([
      'Wir bauen die Plattform für wachsende Firmen',
      'Ein Ort für jedes Gespräch mit Kunden',
    ]);
  });
});
