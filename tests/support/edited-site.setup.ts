// Vitest's globalSetup for the build tests: the edited copy (tests/support/edited-site.ts) is built once,
// before any test file starts, whichever of them run.
import { buildEditedSite } from './edited-site';

export default function setup() {
  const started = Date.now();
  buildEditedSite();
  console.log(`built the edited copy in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
