// How each language is named and tagged, from the Unicode data every JavaScript engine carries (Intl).
import type { Locale } from './locales';

/** A language in its own words, capitalised as a menu item: `de` → `Deutsch`, `fr` → `Français`. */
export function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The Open Graph form of a language, with its most likely region: `de` → `de_DE`, `en` → `en_US`. */
export function ogLocale(locale: Locale): string {
  const full = new Intl.Locale(locale).maximize();
  return full.region ? `${full.language}_${full.region}` : full.language;
}
