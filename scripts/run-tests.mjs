#!/usr/bin/env node
// The whole suite, as `npm test` runs it: two lines of steps side by side (the machine it is tuned for has two
// cores), each line running its steps one after the other, and each step's output printed whole when it ends,
// with its time. A step that reads a test build waits for the step that makes it (scripts/run-lines.mjs).
// Exits 1 if any step failed or was not run.
// Usage: node scripts/run-tests.mjs
import { spawn } from 'node:child_process';
import { runLines } from './run-lines.mjs';

/**
 * The steps, npm scripts with their arguments, line by line. The type check and the test builds both write
 * Astro's generated types in .astro/, so they take turns on one line, beside lint, the unit tests and the dev
 * server's tests, which need no build. Each line keeps about one core busy and waits for the other only for a
 * build: the edited copy's end-to-end tests (one browser worker; those tagged @content, which
 * read their words from content/, scripts/test-e2e-edited.mjs) start as soon as that copy is built, while the
 * other line still runs its tests, and the build tests follow the dev server's tests there. Then come the
 * edited copy's unit and build tests (scripts/test-edited-content.mjs), and last the other end-to-end tests,
 * whose workers and browsers fill both cores once the build tests end.
 */
const LINES = [
  ['lint', 'test:unit', 'test:dev', 'test:build-output'],
  [
    'check',
    'test:build',
    'test:build-edited',
    'test:e2e:edited -- --workers=1',
    'test:edited',
    'test:e2e -- --grep-invert @content',
  ],
];
/** The builds each later step reads. */
const TEST_BUILD = 'test:build';
const EDITED_BUILD = 'test:build-edited';
const NEEDS = {
  'test:build-output': [TEST_BUILD, EDITED_BUILD],
  'test:e2e:edited -- --workers=1': [EDITED_BUILD],
  'test:edited': [EDITED_BUILD],
  'test:e2e -- --grep-invert @content': [TEST_BUILD],
};

/** Runs `npm run <script> [arguments]`, resolving with its exit code; prints its output whole, with its time. */
function runScript(script) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], {
      shell: process.platform === 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
      // The build tests take the edited copy that test:build-edited made instead of making their own.
      env: { ...process.env, EDITED_SITE_BUILT: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n──── npm run ${script} (${seconds} s, exit ${status}) ────\n${output}`);
      done(status);
    });
  });
}

const failed = await runLines(
  LINES,
  NEEDS,
  async (script) => (await runScript(script)) === 0,
  (script, missing) =>
    process.stdout.write(`\n──── npm run ${script}: not run, as ${missing.join(' and ')} failed ────\n`),
);
if (failed.length) console.log(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
process.exit(failed.length ? 1 : 0);
