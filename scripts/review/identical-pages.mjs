// @ts-check
// Which pages two builds render alike without drawing them: a page whose HTML and every file it loads (its
// stylesheets and what they load, scripts, images) are the same bytes in both builds looks the same in a
// browser, so the review needs no screenshot of it. Built files carry content hashes in their names and the
// HTML names them, so this mostly compares HTML; public/ files (illustrations, the logo) keep their names
// and are compared by content.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The HTML file of a route: `/plan` → `plan/index.html`. */
export const htmlFileOf = (/** @type {string} */ route) =>
  route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;

/**
 * The site-root paths a document refers to: `href`/`src`/`srcset` values and CSS `url()`s that start with `/`
 * (relative ones resolved against `from`, the document's own path in the build).
 * @param {string} text
 * @param {string} from
 * @returns {string[]}
 */
export function referencedFiles(text, from) {
  const found = new Set();
  const add = (/** @type {string} */ raw) => {
    const value =
      raw
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .split(/[?#]/)[0] ?? '';
    if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return;
    found.add(value.startsWith('/') ? value : posix.join(posix.dirname(`/${from}`), value));
  };
  for (const match of text.matchAll(/\s(?:href|src|component-url|renderer-url)="([^"]+)"/g)) add(match[1] ?? '');
  for (const match of text.matchAll(/\ssrcset="([^"]+)"/g))
    for (const candidate of (match[1] ?? '').split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
  for (const match of text.matchAll(/url\(([^)]+)\)/g)) add(match[1] ?? '');
  for (const match of text.matchAll(/\bimport\s*\(?\s*["'](\.{0,2}\/[^"']+)["']/g)) add(match[1] ?? '');
  for (const match of text.matchAll(/\bfrom\s*["'](\.{0,2}\/[^"']+)["']/g)) add(match[1] ?? '');
  return [...found];
}

/**
 * A digest of a page and everything it loads, following stylesheets and scripts into what they load.
 * A path the build does not hold (a page link, an anchor) adds only its name.
 * @param {string} dir the build folder
 * @param {string} route
 */
export function pageDigest(dir, route) {
  const hash = createHash('sha256');
  const seen = new Set();
  const visit = (/** @type {string} */ path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const file = join(dir, path);
    hash.update(`\0${path}\0`);
    if (!existsSync(file) || !/\.[a-z0-9]+$/i.test(path)) return;
    const bytes = readFileSync(file);
    // An island's uid hashes the component's path on disk, which differs between two checkouts (the review
    // builds the base in a worktree); it only pairs an island with its slots and never changes what is drawn.
    hash.update(
      path.endsWith('.html') ? bytes.toString('utf8').replace(/<astro-island uid="[^"]*"/g, '<astro-island') : bytes,
    );
    if (/\.(html|css|js|mjs|svg)$/.test(path))
      for (const next of referencedFiles(bytes.toString('utf8'), path)) visit(next.slice(1));
  };
  visit(htmlFileOf(route));
  return hash.digest('hex');
}

/**
 * The routes both builds have whose pages are the same bytes, with everything they load.
 * @param {string} baseDir
 * @param {string} headDir
 * @param {string[]} routes routes both builds have
 * @returns {Set<string>}
 */
export function identicalPages(baseDir, headDir, routes) {
  return new Set(routes.filter((route) => pageDigest(baseDir, route) === pageDigest(headDir, route)));
}
