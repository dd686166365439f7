// What src/middleware.ts gives every page, component and endpoint in `Astro.locals`.
declare namespace App {
  interface Locals {
    /** The page's language (src/middleware.ts). */
    locale: import('./i18n/locales').Locale;
    /** The page's address as content writes it, without base path and language prefix, e.g. `/plan`. */
    path: string;
    /**
     * The languages the page exists in: every language (src/middleware.ts), or fewer where a page sets it, e.g.
     * a post written in some of them. The language links and the hreflang alternates list these.
     */
    languages: readonly import('./i18n/locales').Locale[];
    /**
     * Where the language links lead in a language the page is not written in, when a page sets it: the nearest
     * page every language has, e.g. `/blog` for a post or a tag's list (src/i18n/language-links.ts).
     */
    languageFallback?: string;
  }
}
