#!/usr/bin/env node
// Builds the two sites the end-to-end tests run against: the root-base build with the contact API pointed
// at the tests' recording server, and the same under base /pr-42/ (as a pull-request preview is served).
import { spawnSync } from 'node:child_process';
import { testSites } from './test-sites.mjs';

// Always the test builds, even while E2E_EDITED_SITE points the tests at an edited build.
const sites = testSites(undefined, '');
const shared = { PUBLIC_API_BASE: `http://127.0.0.1:${sites.apiPort}`, ASTRO_CACHE_DIR: sites.cacheDir };
const builds = [
  { DIST_DIR: sites.siteDir, BASE_PATH: '/' },
  { DIST_DIR: sites.baseSiteDir, BASE_PATH: sites.previewBase },
];
for (const env of builds) {
  const started = Date.now();
  const result = spawnSync('astro', ['build'], { encoding: 'utf8', env: { ...process.env, ...shared, ...env } });
  if (result.status !== 0) {
    // The build log is long (one MDX notice per entry); print it only when something went wrong.
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${env.DIST_DIR}/ (base ${env.BASE_PATH}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
