#!/usr/bin/env node
// The whole suite, as `npm test` runs it: lines of npm scripts side by side, each line running its scripts one
// after the other, and each script's output printed whole when it ends, with its time. A script that reads the
// test builds waits until they are made and runs only if they were; otherwise a failure stops nothing, so one
// run shows every problem. Exits 1 if any script failed.
// Usage: node scripts/run-tests.mjs
import { spawn } from 'node:child_process';

/** The builds the end-to-end and build tests read: the test site and preview, and the edited copy's. */
const TEST_BUILDS = ['test:build'];
const ALL_BUILDS = ['test:build', 'test:build-edited'];

/**
 * The scripts (with their arguments), line by line; `needs` names the builds a script waits for. The type
 * check and the test builds both write Astro's generated types in .astro/, so they take turns on one line,
 * while lint and the unit tests, which need no build, run on another. Each line keeps about one core busy,
 * and the machine's cores stay busy from the first minute to the last:
 * - the end-to-end tests of the test builds start as soon as the unit tests end and those builds are made, while
 *   the edited copy still builds; their workers and browsers fill the cores whenever the other lines wait;
 * - the build tests follow the edited copy's build, which some of them read;
 * - the end-to-end tests that read their words from content/ (tagged @content, scripts/test-e2e-edited.mjs) run
 *   on the edited copy's build, with one worker, then its unit and build tests (scripts/test-edited-content.mjs).
 */
const LINES = [
  ['lint', 'test:unit', { script: 'test:e2e -- --grep-invert @content', needs: TEST_BUILDS }],
  ['check', 'test:build', 'test:build-edited', { script: 'test:build-output', needs: ALL_BUILDS }],
  [
    { script: 'test:e2e:edited -- --workers=1', needs: ALL_BUILDS },
    { script: 'test:edited', needs: ALL_BUILDS },
  ],
];

const scriptOf = (step) => (typeof step === 'string' ? step : step.script);
const waitedFor = LINES.flat().flatMap((step) => step.needs ?? []);
const unknown = waitedFor.filter((build) => !LINES.flat().map(scriptOf).includes(build));
if (unknown.length) throw new Error(`run-tests.mjs: no line runs ${unknown.join(', ')}, which a script waits for`);

/** Runs `npm run <script> [arguments]`, resolving with its exit code, its output and how long it took. */
function runScript(script, env = process.env) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], {
      env,
      shell: process.platform === 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n──── npm run ${script} (${seconds} s, exit ${status}) ────\n${output}`);
      done({ script, status, seconds });
    });
  });
}

/** Each script's exit code once it has run (null when it was left out), for the scripts that wait for it. */
const outcomes = new Map();
const outcome = (script) => {
  if (!outcomes.has(script)) outcomes.set(script, Promise.withResolvers());
  return outcomes.get(script);
};

/**
 * Runs a line's scripts one after the other; a script with `needs` waits for those builds and is left out,
 * with a word why, when one of them failed. Resolves with the scripts that failed or were left out.
 */
async function runLine(line) {
  const failed = [];
  for (const step of line) {
    const script = scriptOf(step);
    const needs = step.needs ?? [];
    const statuses = await Promise.all(needs.map((build) => outcome(build).promise));
    const missing = needs.filter((_, index) => statuses[index] !== 0);
    let status = null;
    if (missing.length) process.stdout.write(`\n──── npm run ${script}: not run, ${missing.join(', ')} failed ────\n`);
    else {
      // The build tests read the edited copy's build once it is made, rather than building it themselves.
      const env = needs.includes('test:build-edited') ? { ...process.env, EDITED_SITE_BUILT: '1' } : process.env;
      ({ status } = await runScript(script, env));
    }
    outcome(script).resolve(status);
    if (status !== 0) failed.push(script);
  }
  return failed;
}

const failed = (await Promise.all(LINES.map(runLine))).flat();
if (failed.length) console.log(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
process.exit(failed.length ? 1 : 0);
