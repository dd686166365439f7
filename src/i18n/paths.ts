// Page addresses per language: English (the first locale) at `/plan`, the others at `/de/plan`. Content always
// writes the plain address; these functions add or remove the language prefix.
// Relative imports carry their `.ts` extension: scripts and tests run this file in plain Node.
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from './locales.ts';

/** A path whose last segment has a dot names a file (an image, the sitemap), which every language shares. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0]!.split('/').pop() ?? '');

/**
 * The address of a site-root page path in `locale`: `('/plan', 'de')` → `/de/plan`, `('/', 'de')` → `/de`.
 * Anything else (files, `#anchors`, other sites, `mailto:`) and every path in the first language pass through.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//') || isFile(path)) return path;
  if (splitLocale(path).locale !== DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language of a site path (without base) and the path without its prefix: `/de/plan` → `de`, `/plan`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const [, first, ...rest] = path.split('/');
  if (first && PREFIXED_LOCALES.includes(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path };
}

/** A file built once per language (the social card): `('/social-card.png', 'de')` → `/de/social-card.png`. */
export const languageFile = (path: string, locale: Locale) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`);
