// The site at ten times today's content: a scratch copy of the project whose every category and service file
// is copied nine times with new slugs (tests/support/scaled-content.ts), built once per run of the build tests
// (Vitest's globalSetup for the `build` project) as `npm run build` builds it, with the test build's settings,
// for scale.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectCopy } from './project-copy';
import { multiplyContent } from './scaled-content';
import { SCALED_PROJECT_DIR, TEST_API_BASE } from './sites';

/** How many times the scaled copy holds each category and service. */
export const FACTOR = 10;
const SCALED_DIR = resolve(SCALED_PROJECT_DIR);
export const SCALED_DIST = join(SCALED_DIR, 'dist');
const MANIFEST = join(SCALED_DIR, 'scaled-site.json');

interface Manifest {
  status: number | null;
  output: string;
  counts: { categories: number; services: number };
}

/** Makes the scaled copy and builds it; what the build printed and the new counts are kept for the tests. */
export async function buildScaledSite(): Promise<void> {
  const project = projectCopy(SCALED_DIR);
  const counts = multiplyContent(project.dir, FACTOR);
  const { status, output } = await project.build(TEST_API_BASE);
  writeFileSync(MANIFEST, JSON.stringify({ status, output, counts } satisfies Manifest));
}

/** What the build of the scaled copy printed and how many categories and services it has; throws if it failed. */
export function scaledBuild(): Manifest {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  if (manifest.status !== 0) throw new Error(`The build of the scaled copy failed:\n${manifest.output.slice(-4000)}`);
  return manifest;
}
