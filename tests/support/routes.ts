// The page routes the site must have, and the routes actually built, for tests that walk the whole site.
import { builtRoutes as listBuilt } from '../../scripts/built-files.mjs';
import { loadCategories, loadServices } from './content';
import { SITE_DIR } from './sites';

/** The pages the site always has, whatever its content. */
export const SINGLE_PAGE_ROUTES = ['/home', '/about', '/contact', '/plan', '/services', '/home/privacy'];
/** One page /services/<slug> per file in content/categories/, in menu order. */
export const CATEGORY_SLUGS = loadCategories().map((category) => category.id);
/** One page /service/<slug> per file in content/services/. */
export const SERVICE_SLUGS = loadServices().map((service) => service.id);

/** Every page route the site must serve (the root and unknown paths redirect and are tested apart). */
export const PAGE_ROUTES = [
  ...SINGLE_PAGE_ROUTES,
  ...CATEGORY_SLUGS.map((slug) => `/services/${slug}`),
  ...SERVICE_SLUGS.map((slug) => `/service/${slug}`),
];

/** The routes of the test build, from its HTML files (without the root redirect). */
export function builtRoutes(dir = SITE_DIR): string[] {
  return listBuilt(dir).filter((route) => route !== '/');
}
