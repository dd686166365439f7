// Vitest's globalSetup for the build tests: the scratch copies of the project, one of edited copy
// (tests/support/edited-site.ts) and one of ten times the content (tests/support/scaled-site.ts), are built
// once, before any test file starts, whichever of them run. Not when the tests read an edited build already
// (E2E_EDITED_SITE): that is copy-edits.test.ts running them against the edited copy.
import { buildEditedSite } from './edited-site';
import { buildScaledSite } from './scaled-site';

export default function setup() {
  if (process.env.E2E_EDITED_SITE) return;
  for (const [name, build] of [
    ['edited', buildEditedSite],
    ['scaled', buildScaledSite],
  ] as const) {
    const started = Date.now();
    build();
    console.log(`built the ${name} copy in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
