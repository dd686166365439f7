// The page's language links (the header's menu, the small-screen menu and the footer): the page in every
// language it is written in and, where the page names a fallback (Astro.locals.languageFallback), every other
// language too, leading to that nearest page, so that a visitor can change language from any page. The
// hreflang alternates list only the languages the page is written in (SeoHead.astro).
import { LOCALES, type Locale } from './locales';

/** Each language the links list, in the site's order, with the page path its link leads to in it. */
export function languageLinks({
  path,
  languages,
  languageFallback,
}: Pick<App.Locals, 'path' | 'languages' | 'languageFallback'>): { code: Locale; path: string }[] {
  if (languageFallback === undefined) return languages.map((code) => ({ code, path }));
  return LOCALES.map((code) => ({ code, path: languages.includes(code) ? path : languageFallback }));
}
