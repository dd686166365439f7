// The page's language and address, worked out once per page, which every page, component and endpoint reads
// from `Astro.locals`: the language by Astro's i18n routing (astro.config.mjs: the first language at the plain
// addresses, every other under /<code>/), the address as content writes it (no base path, no language).
import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, LOCALES, isLocale } from './i18n/locales';
import { splitLocale } from './i18n/paths';
import { sitePath } from './lib/links';

export const onRequest = defineMiddleware((context, next) => {
  const current = context.currentLocale;
  context.locals.locale = isLocale(current) ? current : DEFAULT_LOCALE;
  context.locals.path = splitLocale(sitePath(context.url.pathname, import.meta.env.BASE_URL)).path;
  context.locals.languages = LOCALES;
  return next();
});
