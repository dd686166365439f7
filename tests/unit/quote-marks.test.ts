// Quotation marks a text opens and never closes, or closes without opening, in the marks of its language
// (scripts/content-check/quote-marks.mjs).
import { describe, expect, it } from 'vitest';
import { strayQuote } from '../../scripts/content-check/quote-marks.mjs';

const stray = (text: string, locale: string) => {
  const found = strayQuote(text, locale);
  return found && { mark: found.mark, unclosed: found.unclosed };
};

describe('stray quotation marks', () => {
  it("pass when each language's marks pair up, nested ones included", () => {
    expect(stray('No results for “{query}”. Try another word.', 'en')).toBeUndefined();
    expect(stray('Wählen Sie auf der Seite „Tarife“ einen Tarif, »Starter« etwa.', 'de')).toBeUndefined();
    expect(stray('Une page « lien en bio » avec « l’étape “Gagnée” » suivie.', 'fr')).toBeUndefined();
    expect(stray('It\'s "plain" and ‘single’, left alone.', 'en')).toBeUndefined();
  });

  it('find a quote opened and never closed', () => {
    expect(stray('“How does the free trial work?', 'en')).toEqual({ mark: '“', unclosed: true });
    expect(stray('Die Phase „Gewonnen', 'de')).toEqual({ mark: '„', unclosed: true });
    expect(stray('« vous nous manquez', 'fr-CA')).toEqual({ mark: '«', unclosed: true });
    expect(stray('“One” and “two', 'en')).toEqual({ mark: '“', unclosed: true });
  });

  it('find a closing mark that nothing opened, such as English quotes in a German text', () => {
    expect(stray('How does it work?”', 'en')).toEqual({ mark: '”', unclosed: false });
    expect(stray('Die Phase “Gewonnen”', 'de')).toEqual({ mark: '“', unclosed: false });
    expect(stray('une affaire passe à l’étape Gagnée »', 'fr')).toEqual({ mark: '»', unclosed: false });
  });

  it("leave another language's marks and languages without a rule alone", () => {
    expect(stray('Ein Zitat: «Hallo»', 'en')).toBeUndefined();
    expect(stray('“Ciao', 'it')).toBeUndefined();
  });
});
