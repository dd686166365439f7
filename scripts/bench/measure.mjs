// Runs Lighthouse over every page in every profile, and the control page where a profile has a TBT target, all
// at the run's CPU slowdown (Lighthouse's default of 4 unless --cpu-slowdown gives another).
import { mkdirSync, writeFileSync } from 'node:fs';
import { figures, median, medianOf } from './figures.mjs';
import { seconds } from './format.mjs';
import { audit } from './lighthouse.mjs';
import { withCpuSlowdown } from './profiles.mjs';
import { CONTROL } from './site.mjs';

/**
 * Measures each profile: one row per page (the median of its runs) and, for a profile with a TBT target,
 * the control page's TBT. Also returns what the report says about the setting: the Lighthouse and browser
 * versions, and Lighthouse's CPU benchmark index of every page run.
 */
export async function measureProfiles({ profiles, pages, runs, origin, reports, cpuSlowdown }) {
  const results = [];
  const samples = [];
  for (const [name, profile] of profiles) {
    const count = profile.runs ?? runs;
    const flags = withCpuSlowdown(profile.flags, cpuSlowdown);
    const rows = [];
    for (const page of pages) {
      const pageSamples = await measurePage({ origin, page, name, profile, flags, count, reports });
      samples.push(...pageSamples);
      rows.push([page, medianOf(pageSamples.map((sample) => sample.figures))]);
    }
    const control =
      profile.targets.tbt !== undefined
        ? await measureControl({ origin, name, profile, flags, count, reports })
        : undefined;
    results.push({ name, profile, count, rows, control });
  }
  return {
    results,
    lighthouseVersion: samples.find((sample) => sample.lighthouseVersion)?.lighthouseVersion,
    browser: samples.find((sample) => sample.browser)?.browser,
    benchmarkIndices: samples.map((sample) => sample.benchmarkIndex),
  };
}

/** The runs of one page in one profile, each kept as a JSON report in `reports` when given. */
async function measurePage({ origin, page, name, profile, flags, count, reports }) {
  const samples = [];
  for (let run = 1; run <= count; run += 1) {
    const { lhr, report, browser } = await audit(`${origin}${page}`, flags);
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(`${reports}/${name}${page.replace(/\//g, '_')}-${run}.json`, report);
    }
    const measured = figures(lhr);
    console.log(
      `${profile.title} ${page} run ${run}/${count}: performance ${measured.performance}, ` +
        `LCP ${seconds(measured.lcp)}, TBT ${Math.round(measured.tbt)} ms, CLS ${measured.cls.toFixed(3)}`,
    );
    samples.push({
      figures: measured,
      browser,
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
  }
  return samples;
}

/** The control page's TBT and performance score over `count` runs: each one's median and every run's figure. */
async function measureControl(options) {
  const runs = (await measurePage({ ...options, page: CONTROL })).map((sample) => sample.figures);
  const tbt = runs.map((run) => run.tbt);
  const performance = runs.map((run) => run.performance);
  return { tbt: median(tbt), tbtRuns: tbt, performance: median(performance), performanceRuns: performance };
}
