// @ts-check
// The review's findings as data (summary.json) and as a short Markdown table for the pull request's
// comment (summary.md). One entry per route, changed routes first.
import { viewName } from './shots.mjs';
import { byteChanges, WEIGHT_KINDS } from './weights.mjs';

/** The order routes are listed in: what a reviewer must look at first. */
export const STATUS_ORDER = /** @type {const} */ (['changed', 'added', 'removed', 'unchanged']);

/**
 * @typedef {import('./compare.mjs').RouteComparison} RouteComparison
 * @typedef {import('./weights.mjs').PageBytes} PageBytes
 * @typedef {object} RouteSummary
 * @property {string} route the page's path, e.g. `/plan`
 * @property {import('./compare.mjs').RouteStatus} status
 * @property {Record<string, number>} pixels share of pixels changed by shot label (0 to 1), routes on both sides only
 * @property {Record<string, { before: number, after: number }>} heights the page's height in px by shot label, when it changed
 * @property {{ added: number, removed: number }} text lines of visible text added and removed
 * @property {Record<import('./weights.mjs').WeightKind, import('./weights.mjs').ByteChange>} bytes gzip bytes against the budgets
 * @typedef {import('./shots.mjs').ShotView} ShotView
 * @typedef {{ base: string, head: string, headDirty: boolean, shots: Record<string, ShotView>, routes: RouteSummary[] }} Summary
 */

/**
 * @param {{ route: string, status: string }} a
 * @param {{ route: string, status: string }} b
 */
const byStatusThenRoute = (a, b) =>
  STATUS_ORDER.indexOf(/** @type {any} */ (a.status)) - STATUS_ORDER.indexOf(/** @type {any} */ (b.status)) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0);

/**
 * @param {{ base: string, head: string, headDirty?: boolean, shots: Record<string, ShotView>, comparisons: RouteComparison[],
 *   bytes: { base: Record<string, PageBytes>, head: Record<string, PageBytes> } }} input
 * @returns {Summary}
 */
export function summarize({ base, head, headDirty = false, shots, comparisons, bytes }) {
  const routes = comparisons
    .map((comparison) => {
      const compared = Object.entries(comparison.shots);
      return {
        route: comparison.route,
        status: comparison.status,
        pixels: Object.fromEntries(compared.map(([label, shot]) => [label, shot.share])),
        heights: Object.fromEntries(
          compared.filter(([, shot]) => shot.before.height !== shot.after.height).map(([label, shot]) => [label, { before: shot.before.height, after: shot.after.height }]),
        ),
        text: comparison.textChanges,
        bytes: byteChanges(bytes.base[comparison.route], bytes.head[comparison.route]),
      };
    })
    .sort(byStatusThenRoute);
  return { base, head, headDirty, shots, routes };
}

/**
 * How many routes have each status.
 * @param {Summary} summary
 */
export const statusCounts = (summary) =>
  Object.fromEntries(STATUS_ORDER.map((status) => [status, summary.routes.filter((route) => route.status === status).length]));

/** Whether a route's bytes moved or break a budget: then it is worth a row even when it looks the same. */
export const bytesWorthShowing = (/** @type {RouteSummary} */ route) => Object.values(route.bytes).some((change) => change.delta !== 0 || change.overBudget);

/** @param {number} bytes */
export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {number} delta */
export const signedBytes = (delta) => (delta === 0 ? '±0 B' : `${delta > 0 ? '+' : '−'}${Math.abs(delta) < 1024 ? `${Math.abs(delta)} B` : kilobytes(Math.abs(delta))}`);

/** @param {number} share */
export const percent = (share) => (share === 0 ? '0 %' : share < 0.0001 ? '< 0.01 %' : `${(share * 100).toFixed(2)} %`);

/**
 * One cell of bytes: the head's figure and the change, flagged when over the budget.
 * @param {import('./weights.mjs').ByteChange} change
 */
export function bytesCell(change) {
  if (change.after === null) return `gone (${signedBytes(change.delta)})`;
  const over = change.overBudget ? ` ⚠ over ${kilobytes(change.budget)}` : '';
  return `${kilobytes(change.after)} (${signedBytes(change.delta)})${over}`;
}

/**
 * The table for the pull request's comment: every route a reviewer should look at (not unchanged, or
 * whose bytes moved), then how many routes are unchanged.
 * @param {Summary} summary
 */
export function summaryMarkdown(summary) {
  const counts = statusCounts(summary);
  const labels = Object.keys(summary.shots);
  const rows = summary.routes.filter((route) => route.status !== 'unchanged' || bytesWorthShowing(route));
  const lines = [
    `**Visual review** of \`${summary.head.slice(0, 7)}\`${summary.headDirty ? ' (with uncommitted changes)' : ''} against \`${summary.base.slice(0, 7)}\`: ` +
      `${counts.changed} changed, ${counts.added} added, ${counts.removed} removed, ${counts.unchanged} unchanged.`,
  ];
  if (rows.length) {
    const shotHeads = labels.map((label) => viewName(summary.shots[label]));
    lines.push(
      '',
      `| route | status | ${shotHeads.join(' | ')} | text lines | ${WEIGHT_KINDS.map((kind) => `${kind.toUpperCase()} gzip`).join(' | ')} |`,
      `| --- | --- | ${labels.map(() => '---:').join(' | ')} | ---: | ${WEIGHT_KINDS.map(() => '---:').join(' | ')} |`,
    );
    for (const route of rows) {
      const pixels = labels.map((label) => (label in route.pixels ? percent(route.pixels[label]) : '–'));
      const text = route.text.added || route.text.removed ? `+${route.text.added} −${route.text.removed}` : '–';
      const bytes = WEIGHT_KINDS.map((kind) => bytesCell(route.bytes[kind]));
      lines.push(`| \`${route.route}\` | ${route.status} | ${pixels.join(' | ')} | ${text} | ${bytes.join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
