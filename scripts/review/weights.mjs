// @ts-check
// What each page weighs on both sides of a review (gzip bytes of its HTML, CSS and JavaScript, measured
// from the files as the byte-budget test measures them) and how that compares with the budgets.
import { readFileSync } from 'node:fs';
import { BUDGET } from '../weights/byte-budgets.ts';
import { BuiltSite, gzipSize, measurePage } from '../weights/page-weight.ts';

/**
 * A page's HTML without its islands' ids. Astro derives an island's `uid` from, among other things, the
 * component's path on disk, so the base, built in another folder, would differ by a few bytes on every
 * page with an island.
 * @param {string} html
 */
export const withoutIslandIds = (html) => html.replace(/(<astro-island\b[^>]*?\suid=")[^"]*"/g, '$1"');

/** The kinds of bytes the review reports, each with its budget per page. */
export const WEIGHT_KINDS = /** @type {const} */ (['html', 'css', 'js']);

/** @typedef {typeof WEIGHT_KINDS[number]} WeightKind */
/** @typedef {Record<WeightKind, number>} PageBytes */
/**
 * @typedef {object} ByteChange
 * @property {number | null} before gzip bytes on the base, null when the page is new
 * @property {number | null} after gzip bytes on the head, null when the page is gone
 * @property {number} delta after − before (a missing side counts as 0)
 * @property {number} budget
 * @property {boolean} overBudget the head's figure is above the budget
 */

/**
 * The HTML, CSS and JavaScript bytes of every route of a build.
 * @param {string} dir
 * @param {string[]} routes
 * @returns {Record<string, PageBytes>}
 */
export function pageBytes(dir, routes) {
  const site = new BuiltSite(dir);
  return Object.fromEntries(
    routes.map((route) => {
      const page = measurePage(site, route);
      const html = gzipSize(withoutIslandIds(readFileSync(site.page(route), 'utf8')));
      return [route, { html, css: page.totals.css, js: page.totals.js }];
    }),
  );
}

/**
 * Before, after and the difference for each kind, against its budget.
 * @param {PageBytes | undefined} before
 * @param {PageBytes | undefined} after
 * @param {PageBytes} [budget]
 * @returns {Record<WeightKind, ByteChange>}
 */
export function byteChanges(before, after, budget = BUDGET) {
  return /** @type {Record<WeightKind, ByteChange>} */ (
    Object.fromEntries(
      WEIGHT_KINDS.map((kind) => {
        const old = before?.[kind] ?? null;
        const now = after?.[kind] ?? null;
        return [
          kind,
          {
            before: old,
            after: now,
            delta: (now ?? 0) - (old ?? 0),
            budget: budget[kind],
            overBudget: now !== null && now > budget[kind],
          },
        ];
      }),
    )
  );
}
