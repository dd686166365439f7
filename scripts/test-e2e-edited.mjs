#!/usr/bin/env node
// The end-to-end tests that read their expected words from content/ (tagged @content), run against the build
// of the edited copy of the project (tests/support/edited-site.ts: new words in
// every kind of file, a new price, a translation removed), with CONTENT_DIR on its content: they pass there
// too, so no test pins a writer's copy. `npm run test:build-edited` makes that build; run it first.
// Usage: node scripts/test-e2e-edited.mjs [more playwright arguments]
import { spawnSync } from 'node:child_process';
import { requireEditedCopy } from './edited-copy.mjs';

const { content, dist } = requireEditedCopy();
const { status } = spawnSync('npx', ['playwright', 'test', '--grep', '@content', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, CONTENT_DIR: content, E2E_EDITED_SITE: dist },
});
process.exit(status ?? 1);
