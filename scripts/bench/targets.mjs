// The targets each profile sets, and what a benchmark's results missed or lost against them.
import { BUDGET } from '../weights/byte-budgets.ts';
import { kb, seconds } from './format.mjs';

/** The most script a page may fetch before the visitor interacts, as sent. */
export const SCRIPT_BEFORE_INTERACTION = BUDGET.scriptBeforeInteraction;

/**
 * Every target a page missed, in every profile, and the script fetched before interaction above its
 * target (`scripts`: `{ [page]: { bytes } }`), as one line each.
 */
export function missedTargets(results, scripts = {}) {
  return [
    ...results.flatMap(({ profile, rows }) => rows.flatMap(([page, row]) => pageMisses(page, profile, row))),
    ...Object.entries(scripts)
      .filter(([, { bytes }]) => bytes > SCRIPT_BEFORE_INTERACTION)
      .map(([page, { bytes }]) => `${page}: script before interaction ${kb(bytes)} > ${kb(SCRIPT_BEFORE_INTERACTION)}`),
  ];
}

/** The audits that cost category points, where the four categories are a target (the mobile preset). */
export function lostPoints(results) {
  return results
    .filter(({ profile }) => profile.targets.categories !== undefined)
    .flatMap(({ profile, rows }) =>
      rows.flatMap(([page, row]) => row.lost.map((line) => `${page} (${profile.title}): ${line}`)),
    );
}

function pageMisses(page, profile, row) {
  const { targets, title } = profile;
  const misses = [];
  if (row.error) misses.push(`${page} (${title}): Lighthouse error: ${row.error}`);
  if (targets.categories !== undefined) {
    for (const [key, label] of [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ]) {
      if (!(row[key] >= targets.categories))
        misses.push(`${page} (${title}): ${label} ${row[key]} < ${targets.categories}`);
    }
  }
  if (targets.lcp !== undefined && !(row.lcp <= targets.lcp))
    misses.push(`${page} (${title}): LCP ${seconds(row.lcp)} > ${seconds(targets.lcp)}`);
  if (targets.tbt !== undefined && !(row.tbt <= targets.tbt))
    misses.push(`${page} (${title}): TBT ${Math.round(row.tbt)} ms > ${targets.tbt} ms`);
  if (targets.cls !== undefined && !(row.cls <= targets.cls))
    misses.push(`${page} (${title}): CLS ${row.cls.toFixed(3)} > ${targets.cls}`);
  return misses;
}
