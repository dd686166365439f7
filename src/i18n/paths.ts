// Page addresses per language: English (the first locale) at `/plan`, the others at `/de/plan`. Content always
// writes the plain address; these functions add or remove the language prefix.
// Relative imports carry their `.ts` extension: scripts and tests run this file in plain Node.
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from './locales.ts';
import { pathIn } from './path-in.ts';

/** The address of a site-root page path in `locale` on this site (see pathIn). */
export const localizedPath = (path: string, locale: Locale): string => pathIn(path, locale, LOCALES);

/** The language of a site path (without base) and the path without its prefix: `/de/plan` → `de`, `/plan`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const [, first, ...rest] = path.split('/');
  if (first && PREFIXED_LOCALES.includes(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path };
}

/** A file built once per language (the social card): `('/social-card.png', 'de')` → `/de/social-card.png`. */
export const languageFile = (path: string, locale: Locale) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`);
