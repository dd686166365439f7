// The figures the benchmark reads from a Lighthouse result, and their medians over several runs.
import { CATEGORIES } from './profiles.mjs';

const MEDIAN_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'transfer',
  'js',
];

/** The median of the finite numbers in a list (NaN when there is none). */
export function median(numbers) {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one Lighthouse run, and the audits that cost points in a category below 100. */
export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const lost = CATEGORIES.filter((id) => score(id) < 100).flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transfer: numeric('total-byte-weight'),
    js: scripts?.transferSize ?? 0,
    lost,
    error: lhr.runtimeError?.message,
  };
}

/** Each figure's median over the runs (a figure at a time, so one slow run cannot drag the others). */
export function medianOf(list) {
  const lost = [...new Set(list.flatMap((run) => run.lost))].map(
    (audit) => `${audit}, in ${list.filter((run) => run.lost.includes(audit)).length} of ${list.length} runs`,
  );
  // TBT swings most from run to run on a busy machine: the table shows every run's figure beside the median.
  const result = { lost, error: list.find((run) => run.error)?.error, tbtRuns: list.map((run) => run.tbt) };
  for (const key of MEDIAN_KEYS) result[key] = median(list.map((run) => run[key]));
  return result;
}
