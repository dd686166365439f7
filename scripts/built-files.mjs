// Lists what a built site holds: its files, its HTML pages and their routes, and which of its files a URL names.
// The one walker over a build folder, shared by the integrations, the scripts (bench, screenshots) and the tests.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every file of a build, as a path relative to `dir` with `/` separators, sorted: `plan/index.html`.
 * @param {string} dir
 * @returns {string[]}
 */
export function builtFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Every HTML page of a build with its route, sorted by route: `plan/index.html` → `/plan`,
 * `index.html` → `/`, `404.html` → `/404`. `file` is the page's path on disk.
 * @param {string} dir
 * @returns {{ route: string, file: string }[]}
 */
export function htmlPages(dir) {
  return builtFiles(dir)
    .filter((path) => path.endsWith('.html'))
    .map((path) => ({ route: routeOf(path), file: join(dir, path) }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/**
 * The routes of a build's pages, from their `index.html` files (so without the 404 page), sorted.
 * @param {string} [dir]
 * @returns {string[]}
 */
export function builtRoutes(dir = 'dist') {
  return builtFiles(dir)
    .filter((path) => path === 'index.html' || path.endsWith('/index.html'))
    .map(routeOf)
    .sort();
}

/**
 * The route of a page's path in the build: `plan/index.html`, `plan/` and `plan` → `/plan`, `404.html` → `/404`.
 * @param {string} path
 * @returns {string}
 */
export function routeOf(path) {
  return `/${path}`.replace(/(\/index)?\.html$/, '').replace(/(.)\/+$/, '$1') || '/';
}

/**
 * The site's file a URL names, as a path inside the build folder (`illustrations/a.svg`, `de/home/`), or
 * undefined for another site's URL.
 * @param {string} url as a page writes it: absolute, from the root, or relative to the page
 * @param {string} pageRoute the route of the page that writes it, e.g. `/de/home`
 * @param {string} base the base path the site is built for, ending in `/`
 * @returns {string | undefined}
 */
export function builtPath(url, pageRoute, base) {
  const page = new URL(pageRoute === '/' ? base : `${base.replace(/\/$/, '')}${pageRoute}/`, 'http://site');
  const resolved = new URL(url, page);
  if (resolved.origin !== 'http://site' || !resolved.pathname.startsWith(base)) return undefined;
  return decodeURIComponent(resolved.pathname.slice(base.length));
}
