#!/usr/bin/env node
// The unit and build tests that take their expected words from content/, run on the edited copy of the
// project (tests/support/edited-site.ts: new words in every kind of file, a new price, a translation
// removed, ten times the content) with CONTENT_DIR on its content and E2E_EDITED_SITE on its build: they pass
// there too, so no test pins a writer's copy. scripts/test-e2e-edited.mjs does the same for the end-to-end
// tests. `npm run test:build-edited` makes the copy; run it first.
// Usage: node scripts/test-edited-content.mjs
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { requireEditedCopy } from './edited-copy.mjs';

/** The build tests that compare the built pages with content/. */
const BUILD_TESTS_READING_CONTENT = [
  'tests/build/footer.test.ts',
  'tests/build/service-pages.test.ts',
  'tests/build/category-pages.test.ts',
  'tests/build/blog.test.ts',
  'tests/build/language-lists.test.ts',
  'tests/build/main-navigation.test.ts',
  'tests/build/plan-pages.test.ts',
  'tests/build/contact-form.test.ts',
];
/** The unit tests that read content/ through tests/support/content.ts. */
const unitTestsReadingContent = readdirSync('tests/unit')
  .filter((file) => readFileSync(join('tests/unit', file), 'utf8').includes("from '../support/content'"))
  .map((file) => join('tests/unit', file));

const { content, dist } = requireEditedCopy();
const env = { ...process.env, CONTENT_DIR: content, E2E_EDITED_SITE: dist };
/**
 * The two Vitest runs, side by side, so that the step keeps both cores busy when it runs alone; under `npm test`
 * it shares them with the build tests. The build tests, which walk many pages of the ten-times site, split over
 * two workers.
 */
const runs = [
  { name: 'unit', files: unitTestsReadingContent, workers: 1 },
  { name: 'build', files: BUILD_TESTS_READING_CONTENT, workers: 2 },
];

/** Runs one project's files on the edited copy; resolves with its exit code, printing its output whole. */
const run = ({ name, files, workers }) =>
  new Promise((done) => {
    const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=reports/vitest-${name}-edited.json`];
    const args = ['vitest', 'run', '--project', name, `--maxWorkers=${workers}`, ...reporters, ...files];
    const child = spawn('npx', args, { shell: process.platform === 'win32', env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      process.stdout.write(output);
      done(status);
    });
  });

const statuses = await Promise.all(runs.map(run));
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
