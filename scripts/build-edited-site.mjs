#!/usr/bin/env node
// Makes the edited copy of the project (tests/support/edited-site.ts: a writer's edits, ten times the content,
// a draft) and builds it into its dist/, as the build tests' global setup would. `npm test` runs this beside
// the test builds, so that the build tests and the end-to-end tests of the edited build can then run side by
// side; with EDITED_SITE_BUILT set, the build tests take this build instead of making their own.
// Usage: node scripts/build-edited-site.mjs
import { resolve } from 'node:path';
import { loadModule } from './content-check/load-ts.mjs';

const started = Date.now();
const { buildEditedSite, editedBuild, EDITED_DIR } = await loadModule(resolve('tests/support/edited-site.ts'));
await buildEditedSite();
try {
  editedBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`built the edited copy in ${EDITED_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
