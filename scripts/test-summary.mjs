#!/usr/bin/env node
// Sums the JSON reports of every test runner into one closing line: "N passed, N failed[, N skipped]".
// Usage: node scripts/test-summary.mjs [exit status of the test command]
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

const reports = existsSync('reports') ? readdirSync('reports').sort() : [];

// One Vitest report per project: reports/vitest-unit.json, reports/vitest-build.json.
for (const name of reports) {
  const project = name.match(/^vitest-?(.*)\.json$/)?.[1];
  if (project === undefined) continue;
  const report = JSON.parse(readFileSync(`reports/${name}`, 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += skipped;
  lines.push(
    `vitest${project ? ` ${project}` : ''}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
}

// One Playwright report per run: reports/playwright.json, reports/playwright-edited.json (the edited copy).
for (const name of reports) {
  const run = name.match(/^playwright-?(.*)\.json$/)?.[1];
  if (run === undefined) continue;
  const { stats } = JSON.parse(readFileSync(`reports/${name}`, 'utf8'));
  const failed = stats.unexpected + (stats.flaky ?? 0);
  totals.passed += stats.expected;
  totals.failed += failed;
  totals.skipped += stats.skipped;
  lines.push(
    `playwright${run ? ` ${run}` : ''}: ${stats.expected} passed, ${failed} failed (${stats.flaky ?? 0} flaky), ${stats.skipped} skipped`,
  );
}

const status = Number(process.argv[2] ?? 0);
if (status !== 0 && totals.failed === 0) {
  // A step outside the runners failed (type check, build, or a runner that crashed before reporting).
  totals.failed += 1;
  lines.push('a step of the test command failed outside the test runners (see the log above)');
}
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
