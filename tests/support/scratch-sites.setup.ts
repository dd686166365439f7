// Vitest's globalSetup for the build tests: the one scratch copy of the project (tests/support/edited-site.ts:
// edited copy and ten times the content) is built once, before any test file starts, whichever of them run.
// Not when the tests read an edited build already (E2E_EDITED_SITE): that is copy-edits.test.ts running them
// against it; nor when `npm test` has just built it (EDITED_SITE_BUILT, scripts/build-edited-site.mjs).
import { buildEditedSite } from './edited-site';

export default async function setup() {
  if (process.env.E2E_EDITED_SITE || process.env.EDITED_SITE_BUILT) return;
  const started = Date.now();
  await buildEditedSite();
  console.log(`built the edited copy in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
