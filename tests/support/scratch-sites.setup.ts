// Vitest's globalSetup for the build tests: the scratch copies of the project, one of edited copy
// (tests/support/edited-site.ts) and one of ten times the content (tests/support/scaled-site.ts), are built
// once, side by side, before any test file starts, whichever of them run. Not when the tests read an edited build already
// (E2E_EDITED_SITE): that is copy-edits.test.ts running them against the edited copy.
import { buildEditedSite } from './edited-site';
import { buildScaledSite } from './scaled-site';

export default async function setup() {
  if (process.env.E2E_EDITED_SITE) return;
  const started = Date.now();
  await Promise.all([buildEditedSite(), buildScaledSite()]);
  console.log(`built the edited and the scaled copies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
