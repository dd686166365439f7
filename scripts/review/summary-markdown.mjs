// @ts-check
// The review's findings as the short Markdown table of the pull request's comment (and summary.md): one row
// per route a reviewer should open, pages that changed first, each page's languages together; the route
// links to its preview page and to its section of the report. It reads only the summary's data and imports
// only how a field is named to a writer (which imports nothing), so the publishing workflow can run it from
// the default branch, without installing packages, on a summary it has checked.
import { changedFieldLabel } from '../content-check/problem.mjs';

/**
 * @typedef {{ before: number | null, after: number | null, delta: number, budget: number, overBudget: boolean }} ByteChange
 * @typedef {{ source: string, file: string, fields: string[] }} OutdatedTranslation the file of content/ that
 *   changed (`source`), its translation that did not (`file`), and the fields of the source changed since
 * @typedef {object} RouteSummary
 * @property {string} route the page's path, e.g. `/de/plan`
 * @property {string} page the route without its language, e.g. `/plan`
 * @property {string} locale the route's language, e.g. `de`
 * @property {'changed' | 'unchanged' | 'added' | 'removed'} status
 * @property {Record<string, number>} pixels share of pixels changed by shot label (0 to 1), routes on both sides only
 * @property {Record<string, { before: number, after: number }>} heights the page's height in px by shot label, when it changed
 * @property {{ added: number, removed: number }} text lines of text added and removed
 * @property {{ added: number, removed: number }} words words of text added and removed
 * @property {Record<string, ByteChange>} bytes gzip bytes by kind (`html`, `css`, `js`) against the budgets
 * @property {boolean} translationOutdated a translated route whose source in content/ changed while its translation did not
 * @property {OutdatedTranslation[]} outdatedTranslations which files, and which of their fields
 * @typedef {{ width: number, theme: 'light' | 'dark' }} ShotView
 * @typedef {{ base: string, head: string, headDirty: boolean, shots: Record<string, ShotView>, routes: RouteSummary[] }} Summary
 * @typedef {{ report?: string, preview?: string }} SummaryLinks where the report (its index.html) and the
 *   preview (its root, the routes are added to it) are published; without `preview` routes link nowhere
 */

/** The order routes are listed in: what a reviewer must look at first. */
export const STATUS_ORDER = /** @type {const} */ (['changed', 'added', 'removed', 'unchanged']);

/** A route as an id for anchors and radio groups: `/services/sales` → `r-services-sales`. */
export const routeId = (/** @type {string} */ route) => `r${route.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}`;

/** @param {number} bytes */
export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {number} delta */
export const signedBytes = (delta) =>
  delta === 0
    ? '±0 B'
    : `${delta > 0 ? '+' : '−'}${Math.abs(delta) < 1024 ? `${Math.abs(delta)} B` : kilobytes(Math.abs(delta))}`;

/** @param {number} share */
export const percent = (share) => (share === 0 ? '0 %' : share < 0.0001 ? '< 0.01 %' : `${(share * 100).toFixed(2)} %`);

/**
 * How many routes have each status.
 * @param {Summary} summary
 */
export const statusCounts = (summary) =>
  Object.fromEntries(
    STATUS_ORDER.map((status) => [status, summary.routes.filter((route) => route.status === status).length]),
  );

/** Whether a route's bytes moved or break a budget: then it is worth a row even when it looks the same. */
export const bytesWorthShowing = (/** @type {RouteSummary} */ route) =>
  Object.values(route.bytes).some((change) => change.delta !== 0 || change.overBudget);

/** A route a reviewer should open: it looks or reads different, weighs different, or shows outdated words. */
export const worthARow = (/** @type {RouteSummary} */ route) =>
  route.status !== 'unchanged' || route.translationOutdated || bytesWorthShowing(route);

/**
 * The rows to show, grouped by page (`/plan`, `/de/plan`, `/fr/plan` together), the group with the most
 * pressing status first, the first language first within a group.
 * @param {RouteSummary[]} routes
 */
export function groupedRows(routes) {
  const rows = routes.filter(worthARow);
  /** @type {Map<string, RouteSummary[]>} */
  const groups = new Map();
  for (const route of rows) groups.set(route.page, [...(groups.get(route.page) ?? []), route]);
  const rank = (/** @type {RouteSummary[]} */ group) =>
    Math.min(
      ...group.map((route) =>
        route.status === 'unchanged' ? (route.translationOutdated ? 3 : 4) : STATUS_ORDER.indexOf(route.status),
      ),
    );
  const byName = (/** @type {string} */ a, /** @type {string} */ b) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.entries()]
    .sort(([pageA, a], [pageB, b]) => rank(a) - rank(b) || byName(pageA, pageB))
    .flatMap(([, group]) =>
      group.sort((a, b) => Number(a.route !== a.page) - Number(b.route !== b.page) || byName(a.route, b.route)),
    );
}

/**
 * The route's cell: the route, linked to its preview page, and a link to its section of the report.
 * @param {RouteSummary} route
 * @param {SummaryLinks} links
 */
function routeCell(route, links) {
  const name = `\`${route.route}\``;
  const page =
    links.preview && route.status !== 'removed'
      ? `[${name}](${links.preview.replace(/\/+$/, '')}${route.route})`
      : name;
  return links.report ? `${page} · [report](${links.report}#${routeId(route.route)})` : page;
}

/** @param {RouteSummary} route */
function wordsCell(route) {
  const parts = [];
  if (route.status === 'added' || route.status === 'removed') parts.push(route.status);
  else if (route.words.added || route.words.removed) parts.push(`+${route.words.added} −${route.words.removed}`);
  if (route.translationOutdated) {
    const fields = [...new Set(route.outdatedTranslations.flatMap((item) => item.fields))];
    parts.push(
      `⚠ translation outdated${fields.length ? `: ${fields.map((field) => `\`${changedFieldLabel(field)}\``).join(', ')}` : ''}`,
    );
  }
  return parts.join(' · ') || '–';
}

/** @param {RouteSummary} route */
function pixelsCell(route) {
  const shares = Object.values(route.pixels);
  return shares.length ? percent(Math.max(...shares)) : '–';
}

/** @param {RouteSummary} route */
function bytesCellOf(route) {
  return Object.entries(route.bytes)
    .filter(([, change]) => change.delta !== 0 || change.overBudget)
    .map(([kind, change]) => {
      const figure = change.after === null ? 'gone' : kilobytes(change.after);
      return `${kind.toUpperCase()} ${figure} (${signedBytes(change.delta)})${change.overBudget ? ` ⚠ over ${kilobytes(change.budget)}` : ''}`;
    })
    .join(', ');
}

/**
 * The Markdown: a line with the counts (and the report's link), then the table, its bytes column only when
 * some route's bytes moved.
 * @param {Summary} summary
 * @param {SummaryLinks} [links]
 */
export function summaryMarkdown(summary, links = {}) {
  const counts = statusCounts(summary);
  const outdated = summary.routes.filter((route) => route.translationOutdated).length;
  const rows = groupedRows(summary.routes);
  const lines = [
    `**Visual review** of \`${summary.head.slice(0, 7)}\`${summary.headDirty ? ' (with uncommitted changes)' : ''} against \`${summary.base.slice(0, 7)}\`: ` +
      `${counts.changed} changed, ${counts.added} added, ${counts.removed} removed, ${counts.unchanged} unchanged` +
      `${outdated ? `; ${outdated} with an outdated translation` : ''}.${links.report ? ` [Open the report](${links.report})` : ''}`,
  ];
  if (rows.length) {
    const withBytes = rows.some(bytesWorthShowing);
    lines.push(
      '',
      `| route | changed words | pixels changed |${withBytes ? ' bytes (gzip) |' : ''}`,
      `| --- | --- | ---: |${withBytes ? ' --- |' : ''}`,
      ...rows.map(
        (route) =>
          `| ${routeCell(route, links)} | ${wordsCell(route)} | ${pixelsCell(route)} |${withBytes ? ` ${bytesCellOf(route) || '–'} |` : ''}`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
