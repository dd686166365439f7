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
    expect(stray('The sign said “open”, so we went in.', 'en')).toBeUndefined();
    expect(stray('Das Schild sagte „offen“, das Heft »Probe«.', 'de')).toBeUndefined();
    expect(stray('Le panneau disait « ouvert » puis « le mot “entrée” » encore.', 'fr')).toBeUndefined();
    expect(stray('It\'s "plain" and ‘single’, left alone.', 'en')).toBeUndefined();
  });

  it('find a quote opened and never closed', () => {
    expect(stray('“Is the door open?', 'en')).toEqual({ mark: '“', unclosed: true });
    expect(stray('Das Schild sagte „offen', 'de')).toEqual({ mark: '„', unclosed: true });
    expect(stray('« le panneau disait', 'fr-CA')).toEqual({ mark: '«', unclosed: true });
    expect(stray('“One” and “two', 'en')).toEqual({ mark: '“', unclosed: true });
  });

  it('find a closing mark that nothing opened, such as English quotes in a German text', () => {
    expect(stray('Is the door open?”', 'en')).toEqual({ mark: '”', unclosed: false });
    expect(stray('Das Schild sagte “offen”', 'de')).toEqual({ mark: '“', unclosed: false });
    expect(stray('le panneau disait ouvert »', 'fr')).toEqual({ mark: '»', unclosed: false });
  });

  it("leave another language's marks and languages without a rule alone", () => {
    expect(stray('Ein Zitat: «Moin»', 'en')).toBeUndefined();
    expect(stray('“Ciao', 'it')).toBeUndefined();
  });
});
