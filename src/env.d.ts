// What src/middleware.ts gives every page, component and endpoint in `Astro.locals`.
declare namespace App {
  interface Locals {
    /** The page's language (src/middleware.ts). */
    locale: import('./i18n/locales').Locale;
    /** The page's address as content writes it, without base path and language prefix, e.g. `/plan`. */
    path: string;
  }
}
