// Links and blocks in the page's language. Every page lives under src/pages/[...locale]/, whose `locale`
// parameter is empty for the first language and the language code for the others; the page's language itself
// is worked out once, by src/middleware.ts, into `Astro.locals.locale`.
import { withBase } from '../lib/links';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { localizedPath } from './paths';

/** A link to a site-root page path in `locale`, under this build's base: `('/plan', 'de')` → `/pr-42/de/plan`. */
export const localHref = (path: string, locale: Locale) => withBase(localizedPath(path, locale));

/** The `locale` parameter of a language's copy of a page, for getStaticPaths: none for the first language. */
export const localeParam = (locale: Locale) => (locale === DEFAULT_LOCALE ? undefined : locale);

/** getStaticPaths of a page with one copy per language and no other parameter. */
export const everyLanguage = () => LOCALES.map((locale) => ({ params: { locale: localeParam(locale) } }));

/**
 * The `lang` attribute a block needs: its entry's language when that is not the page's (an entry not yet
 * translated, shown in the first language), else none.
 */
export const fallbackLang = (entryLang: Locale, locale: Locale) => (entryLang === locale ? undefined : entryLang);

/**
 * The language of a list of items each translated or not (FAQ, testimonials): the page's when any item is
 * translated, the items not yet translated then marked one by one; else the first language, the whole list.
 */
export const listLanguage = (items: readonly { lang: Locale }[], locale: Locale) =>
  items.some((item) => item.lang === locale) ? locale : DEFAULT_LOCALE;
