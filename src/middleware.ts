// The page's language, worked out once per page: Astro's i18n routing (astro.config.mjs) reads it from the
// address (the first language at the plain addresses, every other under /<code>/), and every page, component
// and endpoint reads it from `Astro.locals.locale`.
import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales';

export const onRequest = defineMiddleware((context, next) => {
  const current = context.currentLocale;
  context.locals.locale = isLocale(current) ? current : DEFAULT_LOCALE;
  return next();
});
