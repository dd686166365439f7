#!/usr/bin/env node
// The whole suite, as `npm test` runs it, round by round: a round's steps run side by side, a step that is a
// list runs its scripts one after the other, and each script's output is printed whole when it ends, with its
// time. Later rounds read the test builds the first one makes, so they run only if those were made; otherwise a
// failure stops nothing, so one run shows every problem. Exits 1 if any step failed.
// Usage: node scripts/run-tests.mjs
import { spawn } from 'node:child_process';

/**
 * npm scripts (with their arguments), round by round. The type check and the test builds both write Astro's
 * generated types in .astro/, so they take turns, beside lint and then the unit tests, which need no build
 * (each of the two lines keeps about one core busy). The build tests and the end-to-end runs fill the
 * machine's cores with their workers and browsers, so each has a round of its own (side by side, the unit
 * and the build tests took as long as one after the other); the end-to-end runs come last: the tests that
 * read their words from content/ (@content) run on the build of the edited copy that the build tests make
 * (scripts/test-e2e-edited.mjs), whose scripts and stylesheets are the test build's byte for byte
 * (tests/build/review.test.ts), and the others on the test builds.
 */
const ROUNDS = [
  [
    ['lint', 'test:unit'],
    ['check', 'test:build'],
  ],
  ['test:build-output'],
  [['test:e2e -- --grep-invert @content', 'test:e2e:edited']],
];
/** The step the second round cannot do without. */
const BUILDS = 'test:build';

/** Runs `npm run <script> [arguments]`, resolving with its exit code, its output and how long it took. */
function runScript(script) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], {
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

/** Runs one step: a script, or a list of scripts one after the other; resolves with those that failed. */
async function runStep(step) {
  const failed = [];
  for (const script of [step].flat()) if ((await runScript(script)).status !== 0) failed.push(script);
  return failed;
}

const failed = [];
for (const round of ROUNDS) {
  failed.push(...(await Promise.all(round.map(runStep))).flat());
  if (failed.includes(BUILDS)) break;
}
if (failed.length) console.log(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
process.exit(failed.length ? 1 : 0);
