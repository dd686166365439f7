#!/usr/bin/env node
// The whole suite, as `npm test` runs it, round by round: a round's steps run side by side, a step that is a
// list runs its scripts one after the other, and each script's output is printed whole when it ends, with its
// time. Later rounds read the test builds the first one makes, so they run only if those were made; otherwise a
// failure stops nothing, so one run shows every problem. Exits 1 if any step failed.
// Usage: node scripts/run-tests.mjs
import { spawn } from 'node:child_process';

/**
 * npm scripts (with their arguments), round by round. The type check and the test builds both write Astro's
 * generated types in .astro/, so they take turns, and the edited copy's build follows them, beside lint, the
 * unit tests and the dev server's tests, which need no build (each of the two lines keeps about one core busy;
 * the dev server's tests, which start a server and a browser of their own, end the first line about when the
 * builds end the other, so that neither core waits for the other line). The build tests
 * keep one core busy and leave most of the other to the browsers and builds they start, so the end-to-end
 * tests of the edited build, with one worker, and then its unit and build tests run beside them: the tests
 * that read their words from content/ run on that build (scripts/test-e2e-edited.mjs for those tagged
 * @content, scripts/test-edited-content.mjs), whose scripts and stylesheets are the test build's byte for
 * byte (tests/build/review.test.ts). The other end-to-end tests, whose workers and browsers fill the machine's
 * cores, follow on that line and so start while the build tests run their last files, instead of after them.
 */
const ROUNDS = [
  [
    ['lint', 'test:unit', 'test:dev'],
    ['check', 'test:build', 'test:build-edited'],
  ],
  ['test:build-output', ['test:e2e:edited -- --workers=1', 'test:edited', 'test:e2e -- --grep-invert @content']],
];
/** The steps the later rounds cannot do without. */
const BUILDS = ['test:build', 'test:build-edited'];

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
  if (BUILDS.some((script) => failed.includes(script))) break;
  // From the second round on, the build tests take the edited copy the first one built.
  process.env.EDITED_SITE_BUILT = '1';
}
if (failed.length) console.log(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
process.exit(failed.length ? 1 : 0);
