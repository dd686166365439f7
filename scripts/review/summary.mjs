// @ts-check
// The review's findings as data (summary.json): one entry per route, changed routes first. Its Markdown
// (summary.md, the pull request's comment) is summary-markdown.mjs.
import { splitLocale } from '../../src/i18n/paths.ts';
import { STATUS_ORDER } from './summary-markdown.mjs';
import { wordCounts } from './text-diff.mjs';
import { byteChanges } from './weights.mjs';

export {
  STATUS_ORDER,
  bytesWorthShowing,
  kilobytes,
  percent,
  signedBytes,
  statusCounts,
  summaryMarkdown,
} from './summary-markdown.mjs';

/**
 * @typedef {import('./compare.mjs').RouteComparison} RouteComparison
 * @typedef {import('./weights.mjs').PageBytes} PageBytes
 * @typedef {import('./summary-markdown.mjs').RouteSummary} RouteSummary
 * @typedef {import('./summary-markdown.mjs').OutdatedTranslation} OutdatedTranslation
 * @typedef {import('./shots.mjs').ShotView} ShotView
 * @typedef {import('./summary-markdown.mjs').Summary} Summary
 */

/**
 * @param {{ route: string, status: string }} a
 * @param {{ route: string, status: string }} b
 */
const byStatusThenRoute = (a, b) =>
  STATUS_ORDER.indexOf(/** @type {any} */ (a.status)) - STATUS_ORDER.indexOf(/** @type {any} */ (b.status)) ||
  (a.route < b.route ? -1 : a.route > b.route ? 1 : 0);

/**
 * @param {{ base: string, head: string, headDirty?: boolean, shots: Record<string, ShotView>, comparisons: RouteComparison[],
 *   bytes: { base: Record<string, PageBytes>, head: Record<string, PageBytes> },
 *   outdated?: Record<string, OutdatedTranslation[]> }} input with `outdated`, the translated routes that show
 *   words of a translation whose source changed (see translation-routes.mjs)
 * @returns {Summary}
 */
export function summarize({ base, head, headDirty = false, shots, comparisons, bytes, outdated = {} }) {
  const routes = comparisons
    .map((comparison) => {
      const compared = Object.entries(comparison.shots);
      const { locale, path } = splitLocale(comparison.route);
      const outdatedTranslations = outdated[comparison.route] ?? [];
      return {
        route: comparison.route,
        page: path,
        locale,
        status: comparison.status,
        pixels: Object.fromEntries(compared.map(([label, shot]) => [label, shot.share])),
        heights: Object.fromEntries(
          compared
            .filter(([, shot]) => shot.before.height !== shot.after.height)
            .map(([label, shot]) => [label, { before: shot.before.height, after: shot.after.height }]),
        ),
        text: comparison.textChanges,
        words: wordCounts(comparison.text),
        bytes: byteChanges(bytes.base[comparison.route], bytes.head[comparison.route]),
        translationOutdated: outdatedTranslations.length > 0,
        outdatedTranslations,
      };
    })
    .sort(byStatusThenRoute);
  return { base, head, headDirty, shots, routes };
}
