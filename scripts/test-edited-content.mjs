#!/usr/bin/env node
// The unit and build tests that take their expected words from content/, run on the edited copy of the
// project (tests/support/edited-site.ts: new words in every kind of file, a new price, a translation
// removed, ten times the content) with CONTENT_DIR on its content and E2E_EDITED_SITE on its build: they pass
// there too, so no test pins a writer's copy. scripts/test-e2e-edited.mjs does the same for the end-to-end
// tests. `npm run test:build-edited` makes the copy; run it first.
// Usage: node scripts/test-edited-content.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { requireEditedCopy } from './edited-copy.mjs';

/** The build tests that compare the built pages with content/. */
const BUILD_TESTS_READING_CONTENT = [
  'tests/build/footer.test.ts',
  'tests/build/service-pages.test.ts',
  'tests/build/category-pages.test.ts',
  'tests/build/blog.test.ts',
];
/** The unit tests that read content/ through tests/support/content.ts. */
const unitTestsReadingContent = readdirSync('tests/unit')
  .filter((file) => readFileSync(join('tests/unit', file), 'utf8').includes("from '../support/content'"))
  .map((file) => join('tests/unit', file));

const { content, dist } = requireEditedCopy();
const env = { ...process.env, CONTENT_DIR: content, E2E_EDITED_SITE: dist };
const runs = [
  ['unit', unitTestsReadingContent],
  ['build', BUILD_TESTS_READING_CONTENT],
];
let failed = false;
for (const [name, files] of runs) {
  const { status } = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      name,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=reports/vitest-${name}-edited.json`,
      ...files,
    ],
    { stdio: 'inherit', shell: process.platform === 'win32', env },
  );
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
