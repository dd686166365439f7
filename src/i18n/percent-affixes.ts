// How a language writes a percentage around its number, from Intl: `30%` in English, `30 %` in German and
// French (with a no-break space), `%30` in Turkish. The stat counters count the number and keep these parts.
import type { Locale } from './locales';

/** The text before and after the number of a percentage in `locale`. */
export function percentAffixes(locale: Locale): { prefix: string; suffix: string } {
  const parts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.3);
  const number = parts.findIndex((part) => part.type === 'integer');
  const join = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('');
  return { prefix: join(parts.slice(0, number)), suffix: join(parts.slice(number + 1)) };
}
