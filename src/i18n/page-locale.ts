// The language of the page being rendered. Every page lives under src/pages/[...locale]/, whose `locale`
// parameter is empty for the first language and the language code for the others, so any component can ask.
import type { AstroGlobal } from 'astro';
import { withBase } from '../lib/links';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';
import { localizedPath } from './paths';

/** The current page's language. */
export function pageLocale(astro: Pick<AstroGlobal, 'params'>): Locale {
  const param = astro.params.locale;
  return isLocale(param) ? param : DEFAULT_LOCALE;
}

/** A link to a site-root page path in `locale`, under this build's base: `('/plan', 'de')` → `/pr-42/de/plan`. */
export const localHref = (path: string, locale: Locale) => withBase(localizedPath(path, locale));

/** The `locale` parameter of each language's copy of a page, for getStaticPaths. */
export const localeParams = () => LOCALES.map((locale) => ({ locale: locale === DEFAULT_LOCALE ? undefined : locale }));

/** getStaticPaths of a page with one copy per language and no other parameter. */
export const everyLanguage = () => localeParams().map((params) => ({ params }));

/**
 * The `lang` attribute a block needs: its entry's language when that is not the page's (an entry not yet
 * translated, shown in the first language), else none.
 */
export const fallbackLang = (entryLang: Locale, locale: Locale) => (entryLang === locale ? undefined : entryLang);
