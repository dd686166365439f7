// Dates as a reader of the page's language writes them: `20 November 2026`, `20. November 2026`,
// `20 novembre 2026`; and as `<time datetime>` wants them: `2026-11-20`.
import type { Locale } from './locales';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A day, long form, in `locale` (read in UTC: content dates carry no time of day). */
export function formatDate(date: Date, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(date);
}

/** The day in ISO 8601, for `datetime` attributes and feeds' structured data. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
