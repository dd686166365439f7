/** Helpers that keep every internal link working under any base path (e.g. `/pr-42/` previews). */
import { productionPath } from './preview';
import { ROUTES, isServicesRoute } from '../i18n/routes';

/** Joins a base path and a site-root path: `joinBase('/pr-42/', '/plan')` → `/pr-42/plan`. */
export function joinBase(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (trimmedBase && (path === trimmedBase || path.startsWith(`${trimmedBase}/`))) return path;
  return `${trimmedBase}${path}` || '/';
}

/** A site-root path with this build's base path in front; other hrefs (https, mailto, #) pass through. */
export function withBase(path: string): string {
  return joinBase(import.meta.env.BASE_URL, path);
}

/**
 * The full address of a site-root path under this build's base, for canonical links, sitemaps and structured
 * data. `site` is Astro's `site` (SITE_URL, else the settings' siteUrl; astro.config.mjs always sets it).
 * A pull-request preview names the production address (without its own base): it is not served at `site`.
 */
export function absoluteUrl(path: string, site: URL | undefined): string {
  if (!site) throw new Error('absoluteUrl: `site` is not set in astro.config.mjs');
  return new URL(productionPath(withBase(path), import.meta.env.BASE_URL), site).href;
}

/** True for links that leave the site (they open in a new tab). `mailto:` and `tel:` are not "external". */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** Strips the base path and any trailing slash from a URL path, so `/pr-42/services/sales/` → `/services/sales`. */
export function sitePath(pathname: string, base: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const withoutBase = trimmedBase && pathname.startsWith(trimmedBase) ? pathname.slice(trimmedBase.length) : pathname;
  const clean = withoutBase.replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * Whether a nav link is the current page. Services stays current on every category and service page.
 */
export function isCurrentLink(href: string, currentPath: string): boolean {
  if (href === ROUTES.services) return isServicesRoute(currentPath);
  if (href === ROUTES.home) return currentPath === ROUTES.home;
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** A WhatsApp chat link with a prefilled message. */
export function whatsappHref(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/** A mailto link with an optional subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A tel: link from a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
