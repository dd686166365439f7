// The targets each profile sets, and what a benchmark's results missed or lost against them.
import { seconds } from './format.mjs';

/** Every target a page missed, in every profile, as one line each. */
export function missedTargets(results) {
  return results.flatMap(({ profile, rows }) => rows.flatMap(([page, row]) => pageMisses(page, profile, row)));
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
