// The address of a page in a language, for any list of languages; src/i18n/paths.ts applies it to the site's
// own. It imports nothing, so the content check can use it on a project whose settings do not load.
// Relative imports carry their `.ts` extension: scripts and tests run this file in plain Node.

/** A path whose last segment has a dot names a file (an image, the sitemap), which every language shares. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0]!.split('/').pop() ?? '');

/**
 * The address of a site-root page path in `locale`, on a site whose languages are `locales` (the first has no
 * prefix): `('/plan', 'de')` → `/de/plan`, `('/', 'de')` → `/de`. Anything else (files, `#anchors`, other sites,
 * `mailto:`, a path that already names a language) and every path in the first language pass through. The content
 * check gives the languages of the project it checks.
 */
export function pathIn(path: string, locale: string, locales: readonly string[]): string {
  if (locale === locales[0] || !path.startsWith('/') || path.startsWith('//') || isFile(path)) return path;
  if (locales.slice(1).includes(path.split('/')[1]!)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
