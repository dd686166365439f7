// @ts-check
// The addresses the site will have, known before it is built: the fixed pages in src/pages/ and one page per
// entry of the collections behind the two dynamic routes.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Which collection's entries fill each dynamic route of src/pages/ (one page per entry id). */
export const DYNAMIC_ROUTES = { '/services/[slug]': 'categories', '/service/[slug]': 'services' };

/** Pages that exist but are never a link's target. */
const NOT_LINK_TARGETS = new Set(['/404', '/500']);

/**
 * @param {string} root
 * @param {{ collection: { name: string }, id: string | undefined }[]} entries
 * @returns {Set<string>} paths from the site root without a trailing slash, e.g. `/service/crm-solution`
 */
export function siteRoutes(root, entries) {
  const routes = new Set();
  const pages = join(root, 'src/pages');
  const walk = (/** @type {string} */ folder, /** @type {string} */ prefix) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      if (item.name.startsWith('_')) continue;
      if (item.isDirectory()) {
        walk(join(folder, item.name), `${prefix}/${item.name}`);
        continue;
      }
      if (!/\.(astro|md|mdx|ts|js)$/.test(item.name)) continue;
      const name = item.name.replace(/\.(astro|md|mdx|ts|js)$/, '');
      const route = name === 'index' ? prefix || '/' : `${prefix}/${name}`;
      if (!route.includes('[')) {
        if (!NOT_LINK_TARGETS.has(route)) routes.add(route);
        continue;
      }
      const collection = DYNAMIC_ROUTES[/** @type {keyof typeof DYNAMIC_ROUTES} */ (route)];
      if (!collection) {
        throw new Error(
          `Content check: src/pages has the dynamic route ${route}; say which collection fills it in DYNAMIC_ROUTES (scripts/content-check/site-routes.mjs).`,
        );
      }
      for (const entry of entries) {
        if (entry.collection.name === collection && entry.id) routes.add(route.replace(/\[[^\]]+\]/, entry.id));
      }
    }
  };
  walk(pages, '');
  return routes;
}
