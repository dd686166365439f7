// @ts-check
// The addresses the site will have, known before it is built: the fixed pages in src/pages/ and one page per
// entry of the collections behind the dynamic routes, in every language: the pages under
// src/pages/[...locale]/ exist at their plain address (`/plan`) and under each other language's (`/de/plan`),
// except those of an entry that shows only in the languages it is written in (a post, src/content-files.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathIn } from '../../src/i18n/path-in.ts';
import { ROUTES } from '../../src/i18n/routes.ts';

/** Which collection's entries fill each dynamic route of src/pages/ (one page per entry id). */
export const DYNAMIC_ROUTES = {
  [ROUTES.category('[slug]')]: 'categories',
  [ROUTES.service('[slug]')]: 'services',
  [ROUTES.post('[slug]')]: 'posts',
};

/**
 * The page of a dynamic route for one entry: `/service/[slug]` and `crm-solution` → `/service/crm-solution`.
 * @param {string} route
 * @param {string} id
 */
const pageOf = (route, id) => route.replace(/\[[^\]]+\]/, id);

/**
 * The page an entry fills in the first language (`/service/crm-solution`), or undefined for an entry of a
 * collection that fills no dynamic route.
 * @param {Pick<RouteEntry, 'collection' | 'id'>} entry
 */
export function entryPage(entry) {
  const route = Object.keys(DYNAMIC_ROUTES).find(
    (key) => DYNAMIC_ROUTES[/** @type {keyof typeof DYNAMIC_ROUTES} */ (key)] === entry.collection.name,
  );
  return route && entry.id ? pageOf(route, entry.id) : undefined;
}

/**
 * Dynamic routes whose pages the site cuts from its lists (the blog's later pages, its tags' pages): no writer
 * links to them, so they are not link targets.
 */
const LIST_ROUTES = new Set([
  ROUTES.blogPage(Number.NaN).replace('NaN', '[page]'),
  ROUTES.tag('[tag]'),
  ROUTES.tag('[tag]', Number.NaN).replace('NaN', '[page]'),
]);

/** The folder of src/pages/ whose pages are built once per language. */
const LANGUAGE_FOLDER = '[...locale]';

/** Pages that exist but are never a link's target. */
const NOT_LINK_TARGETS = new Set(['/404', '/500']);

/** The files of pages, as Astro routes them: `index` is its folder's page; `_` marks a file that is none. */
const PAGE_FILE = /\.(astro|md|mdx|ts|js)$/;

/**
 * Every page file of src/pages/ with its route (`/service/[slug]`, `/home/privacy`) and whether it is built once
 * per language (under src/pages/[...locale]/, its route then without the language).
 * @param {string} root
 * @returns {{ route: string, path: string, everyLanguage: boolean }[]}
 */
export function pageFiles(root) {
  /** @type {{ route: string, path: string, everyLanguage: boolean }[]} */
  const files = [];
  const walk = (/** @type {string} */ folder, /** @type {string} */ prefix, everyLanguage = false) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      if (item.name.startsWith('_')) continue;
      const path = join(folder, item.name);
      if (item.isDirectory()) {
        if (item.name === LANGUAGE_FOLDER) walk(path, prefix, true);
        else walk(path, `${prefix}/${item.name}`, everyLanguage);
      } else if (PAGE_FILE.test(item.name)) {
        const name = item.name.replace(PAGE_FILE, '');
        files.push({ route: name === 'index' ? prefix || '/' : `${prefix}/${name}`, path, everyLanguage });
      }
    }
  };
  walk(join(root, 'src/pages'), '');
  return files;
}

/**
 * The page each single-page collection shows on (`aboutPage` → `/about`): the page of src/pages/[...locale]/ whose
 * file reads it, as `getPage('aboutPage', …)`. A collection that several pages read, or that a route with a
 * parameter reads, is not in the map.
 * @param {string} root
 * @returns {Map<string, string>}
 */
export function pageCollections(root) {
  /** @type {Map<string, string[]>} collection → the pages that read it */
  const readBy = new Map();
  for (const { route, path, everyLanguage } of pageFiles(root)) {
    if (!everyLanguage || !path.endsWith('.astro')) continue;
    for (const [, read] of readFileSync(path, 'utf8').matchAll(/\bgetPage\(\s*['"](\w+)['"]/g)) {
      const collection = /** @type {string} */ (read);
      readBy.set(collection, [...(readBy.get(collection) ?? []), route]);
    }
  }
  return new Map(
    [...readBy].flatMap(([collection, routes]) =>
      routes.length === 1 && !routes[0]?.includes('[') ? [[collection, /** @type {string} */ (routes[0])]] : [],
    ),
  );
}

/**
 * The page that shows an entry's text, by its address in the first language: its dynamic route's page
 * (entryPage), or the page its single-page collection shows on (pageCollections).
 * @param {Pick<RouteEntry, 'collection' | 'id'>} entry
 * @param {Map<string, string>} pages pageCollections(root)
 */
export const textPage = (entry, pages) => entryPage(entry) ?? pages.get(entry.collection.name);

/**
 * @typedef {{ collection: { name: string, writtenLanguagesOnly: boolean }, id: string | undefined, isTranslation: boolean, locale: string, data?: unknown }} RouteEntry
 */

/**
 * Whether an entry is a draft (`draft: true`, which only its file in content/ holds, as a fact): its own or,
 * for a translation, the entry it translates. A production build leaves a draft's page out; `npm run dev`
 * and pull-request previews show it.
 * @param {RouteEntry[]} entries every entry, translations included
 * @returns {(entry: RouteEntry) => boolean}
 */
export function draftTest(entries) {
  const key = (/** @type {RouteEntry} */ entry) => `${entry.collection.name}/${entry.id}`;
  const drafts = new Set(
    entries
      .filter((entry) => !entry.isTranslation && /** @type {{ draft?: unknown }} */ (entry.data ?? {}).draft === true)
      .map(key),
  );
  return (entry) => drafts.has(key(entry));
}

/**
 * The pages of drafts, by their address in the first language (`/blog/x`).
 * @param {RouteEntry[]} entries every entry, translations included
 * @param {(entry: RouteEntry) => boolean} isDraft draftTest(entries)
 * @returns {Set<string>}
 */
export function draftRoutes(entries, isDraft) {
  return new Set(
    entries.flatMap((entry) => {
      const page = !entry.isTranslation && isDraft(entry) ? entryPage(entry) : undefined;
      return page ? [page] : [];
    }),
  );
}

/**
 * @param {string} root
 * @param {RouteEntry[]} entries
 * @param {readonly string[]} locales the settings' languages; the first has no prefix
 * @returns {Set<string>} paths from the site root without a trailing slash, e.g. `/service/crm-solution`
 */
export function siteRoutes(root, entries, locales) {
  /** @type {Set<string>} */
  const routes = new Set();
  /** @type {Set<string>} */
  const everyLanguage = new Set();
  for (const { route, everyLanguage: perLanguage } of pageFiles(root)) {
    const into = perLanguage ? everyLanguage : routes;
    if (!route.includes('[')) {
      if (!NOT_LINK_TARGETS.has(route)) into.add(route);
      continue;
    }
    if (LIST_ROUTES.has(route)) continue;
    const collection = DYNAMIC_ROUTES[/** @type {keyof typeof DYNAMIC_ROUTES} */ (route)];
    if (!collection) {
      throw new Error(
        `Content check: src/pages has the dynamic route ${route}; say which collection fills it in DYNAMIC_ROUTES (scripts/content-check/site-routes.mjs).`,
      );
    }
    for (const entry of entries) {
      if (entry.collection.name !== collection || !entry.id) continue;
      const page = pageOf(route, entry.id);
      if (entry.collection.writtenLanguagesOnly) routes.add(pathIn(page, entry.locale, locales));
      // A page in every language, translated or not; a translation makes no page of its own.
      else if (!entry.isTranslation) into.add(page);
    }
  }
  for (const route of everyLanguage) for (const locale of locales) routes.add(pathIn(route, locale, locales));
  return routes;
}
