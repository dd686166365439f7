// @ts-check
// The edited copy of the project that the tests of content edits run against (tests/support/edited-site.ts),
// for the scripts that run them: its content and its build, which `npm run test:build-edited` makes.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTENT_FOLDER } from '../src/lib/content-folder.ts';
import { testSites } from './test-sites.mjs';

/** The edited copy's content and build folders; exits with a message when it has not been built. */
export function requireEditedCopy() {
  const project = resolve(testSites(undefined, '').editedProjectDir);
  const dist = join(project, 'dist');
  if (!existsSync(join(dist, 'home', 'index.html'))) {
    console.error(`No build of the edited copy in ${dist}: npm run test:build-edited makes it.`);
    process.exit(1);
  }
  return { content: join(project, CONTENT_FOLDER), dist };
}
