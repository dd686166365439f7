#!/usr/bin/env node
// Builds the two sites the end-to-end tests run against: the root-base build with the contact API pointed
// at the tests' recording server, and the preview of pull request 42 under base /pr-42/, made by
// `npm run build:preview` (without PREVIEW_API_BASE, so its form sends nothing).
import { spawnSync } from 'node:child_process';
import { testSites } from './test-sites.mjs';

// Always the test builds, even while E2E_EDITED_SITE points the tests at an edited build.
const sites = testSites(undefined, '');
// PREVIEW_API_BASE is emptied: set in the caller's environment, it would give the test preview a form.
const shared = {
  PUBLIC_API_BASE: `http://127.0.0.1:${sites.apiPort}`,
  ASTRO_CACHE_DIR: sites.cacheDir,
  PREVIEW_API_BASE: '',
};
const builds = [
  { dir: sites.siteDir, base: '/', command: ['astro', 'build'], env: { DIST_DIR: sites.siteDir, BASE_PATH: '/' } },
  {
    dir: sites.baseSiteDir,
    base: sites.previewBase,
    command: ['node', 'scripts/build-preview.mjs', String(sites.previewNumber), '--out', sites.baseSiteDir],
    env: {},
  },
];
for (const { dir, base, command, env } of builds) {
  const started = Date.now();
  const result = spawnSync(command[0], command.slice(1), {
    encoding: 'utf8',
    env: { ...process.env, ...shared, ...env },
  });
  if (result.status !== 0) {
    // The build log is long (one MDX notice per entry); print it only when something went wrong.
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${dir}/ (base ${base}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
