#!/usr/bin/env node
// Sums the JSON reports of every test runner into one closing line: "N passed, N failed[, N skipped]",
// after the name and first error line of every failed test, so the end of a CI log says what failed.
// Usage: node scripts/test-summary.mjs [exit status of the test command]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** "file › test: first line of its error" for each failed test. */
const failures = [];
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

const reports = existsSync('reports') ? readdirSync('reports').sort() : [];

// One Vitest report per project: reports/vitest-unit.json, reports/vitest-build.json.
for (const name of reports) {
  const project = name.match(/^vitest-?(.*)\.json$/)?.[1];
  if (project === undefined) continue;
  const report = JSON.parse(readFileSync(`reports/${name}`, 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults) {
    const path = relative(process.cwd(), file.name);
    for (const test of file.assertionResults)
      if (test.status === 'failed') failures.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // An error outside any test (a failed import or beforeAll) fails the file with a message of its own.
    if (file.status === 'failed' && file.message) failures.push(`${path}: ${firstLine(file.message)}`);
  }
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
  const { stats, suites, errors } = JSON.parse(readFileSync(`reports/${name}`, 'utf8'));
  for (const spec of specsOf(suites ?? []))
    for (const test of spec.tests)
      if (test.status === 'unexpected' || test.status === 'flaky')
        failures.push(
          `${spec.file}:${spec.line} › ${spec.title} (${test.projectName}, ${test.status}): ${firstLine(test.results.at(-1)?.error?.message)}`,
        );
  for (const error of errors ?? []) failures.push(`playwright${run ? ` ${run}` : ''}: ${firstLine(error.message)}`);
  const failed = stats.unexpected + (stats.flaky ?? 0);
  totals.passed += stats.expected;
  totals.failed += failed;
  totals.skipped += stats.skipped;
  lines.push(
    `playwright${run ? ` ${run}` : ''}: ${stats.expected} passed, ${failed} failed (${stats.flaky ?? 0} flaky), ${stats.skipped} skipped`,
  );
}

/** Every spec of a Playwright JSON report, however deeply its describe blocks nest. */
function specsOf(suites) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
}

const status = Number(process.argv[2] ?? 0);
if (status !== 0 && totals.failed === 0) {
  // A step outside the runners failed (type check, build, or a runner that crashed before reporting).
  totals.failed += 1;
  lines.push('a step of the test command failed outside the test runners (see the log above)');
}
if (failures.length) console.log(`Failed tests:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
