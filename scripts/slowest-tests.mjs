#!/usr/bin/env node
// Lists the slowest test files of the last run, from the reports in reports/, so that a file that grows shows
// in every CI log. A Vitest file's time (tests/support/file-times-reporter.ts) runs from its import to its last
// hook; a Playwright file's is the sum of its tests' times (its tests run on several workers at once).
// Usage: node scripts/slowest-tests.mjs [how many, 10 by default]
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Seconds per test file of one Playwright JSON report: its top-level suites are its files. */
function playwrightFiles(report) {
  const testTime = (suite) =>
    (suite.specs ?? []).reduce(
      (sum, spec) => sum + spec.tests.reduce((s, test) => s + test.results.reduce((r, run) => r + run.duration, 0), 0),
      0,
    ) + (suite.suites ?? []).reduce((sum, inner) => sum + testTime(inner), 0);
  return report.suites.map((suite) => ({ file: `tests/e2e/${suite.file}`, seconds: testTime(suite) / 1000 }));
}

/** Every test file of the reports in `dir` with its seconds, slowest first. */
export function slowestFiles(dir = 'reports') {
  const reports = existsSync(dir) ? readdirSync(dir).filter((name) => /^(playwright|times-).*\.json$/.test(name)) : [];
  return reports
    .flatMap((name) => {
      const report = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8'));
      const files = name.startsWith('playwright') ? playwrightFiles(report) : report;
      const runner = name.replace(/^times-/, '').replace(/\.json$/, '');
      return files.map((/** @type {{ file: string, seconds: number }} */ entry) => ({ ...entry, runner }));
    })
    .sort((a, b) => b.seconds - a.seconds);
}

const count = Number(process.argv[2] ?? 10);
const files = slowestFiles().slice(0, count);
if (files.length) {
  console.log(`The ${files.length} slowest test files:`);
  for (const { file, seconds, runner } of files)
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${file} (${runner})`);
}
