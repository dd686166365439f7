// Prices are whole euros, written the page language's way by Intl.NumberFormat: `€1,970` in English,
// `1.970 €` in German, `1 970 €` in French.
import type { Locale } from './locales';

const formats = new Map<string, Intl.NumberFormat>();
function format(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let numberFormat = formats.get(key);
  if (!numberFormat) {
    numberFormat = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, numberFormat);
  }
  return numberFormat;
}

/** A price in euros for display: no decimals for whole euros (`€1,970`), two otherwise (`€29.50`). */
export function formatPrice(euros: number, locale: Locale): string {
  if (!Number.isFinite(euros)) throw new Error(`Cannot format the price ${euros}: expected a number of euros.`);
  return format(locale, Number.isInteger(euros) ? 0 : 2).format(euros);
}
