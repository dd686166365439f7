// The review's screenshots are deterministic: a page of each kind of the test build, shot twice, compares
// as unchanged; a copy of the project with one plan's description edited differs from the test build in the
// bytes of /plan alone (so the review shoots no other page), and its shots of /plan, at both widths in both
// themes, show the new words.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareSites, type RouteComparison } from '../../scripts/review/compare.mjs';
import { identicalPages } from '../../scripts/review/identical-pages.mjs';
import { shootableRoutes, shootSites, type ShotSite } from '../../scripts/review/shoot.mjs';
import { SHOTS } from '../../scripts/review/shots.mjs';
import { requireBuild } from '../support/built-site';
import { projectCopy } from '../support/project-copy';
import { CATEGORY_SLUGS, SERVICE_SLUGS, SINGLE_PAGE_ROUTES } from '../support/routes';
import { SITE_DIR, TEST_API_BASE } from '../support/sites';

requireBuild(SITE_DIR);
const project = projectCopy();
const shots = mkdtempSync(join(tmpdir(), 'review-shots-'));
afterAll(() => {
  project.remove();
  rmSync(shots, { recursive: true, force: true });
});

const planFile = `content/plans/${
  readdirSync('content/plans')
    .filter((name) => name.endsWith('.yaml'))
    .sort()[0]
}`;
let newDescription = '';
/**
 * One page of each kind in the first language (every single page, one category, one service): each kind's
 * islands, images and animations must shoot alike twice; more pages of a kind add time, not coverage.
 */
const sampleRoutes = [...SINGLE_PAGE_ROUTES, `/services/${CATEGORY_SLUGS[0]}`, `/service/${SERVICE_SLUGS[0]}`];
let differentPages: string[] = [];
const sides: Record<'first' | 'second' | 'edited', ShotSite & { dir: string }> = {} as never;
const changed = (comparisons: RouteComparison[]) =>
  comparisons.filter((entry) => entry.status !== 'unchanged').map((entry) => entry.route);

beforeAll(async () => {
  project.edit(planFile, (text) => {
    const plan = parseDocument(text);
    newDescription = `${plan.get('description')} Edited by the review test.`;
    plan.set('description', newDescription);
    return plan.toString();
  });
  const editedDist = join(project.dir, 'dist');
  // Built as the test build is (scripts/build-test-sites.mjs), so that only the edit tells them apart.
  const build = project.run(resolve('node_modules/.bin/astro'), ['build'], {
    PUBLIC_API_BASE: TEST_API_BASE,
    BASE_PATH: '/',
    DIST_DIR: editedDist,
  });
  if (build.status !== 0) throw new Error(`The edited copy did not build:\n${build.output.slice(-3000)}`);
  const allRoutes = shootableRoutes(SITE_DIR);
  const identical = identicalPages(SITE_DIR, editedDist, allRoutes);
  differentPages = allRoutes.filter((route) => !identical.has(route));
  const folders = { first: SITE_DIR, second: SITE_DIR, edited: editedDist };
  const routes = { first: sampleRoutes, second: sampleRoutes, edited: differentPages };
  const names = Object.keys(folders) as (keyof typeof folders)[];
  const results = await shootSites(
    names.map((name) => ({ dir: folders[name], out: join(shots, name), routes: routes[name] })),
  );
  names.forEach((name, index) => (sides[name] = { ...results[index], dir: join(shots, name) }));
}, 600_000);

describe('review screenshots', () => {
  const labels = Object.keys(SHOTS);

  it('shoot the same build twice alike: every route unchanged', () => {
    const comparisons = compareSites(sides.first, sides.second, labels);
    expect(comparisons.length).toBe(sampleRoutes.length);
    expect(changed(comparisons)).toEqual([]);
  });

  it(`find /plan alone changed in bytes by one plan's new description`, () => {
    expect(differentPages).toEqual(['/plan']);
  });

  // Decodes and compares eight whole-page shots of /plan pixel by pixel, which takes longer than most tests.
  it(`show one plan's new description on /plan, against either shooting`, () => {
    for (const base of [sides.first, sides.second]) {
      const comparisons = compareSites({ ...base, routes: ['/plan'] }, sides.edited, labels);
      expect(changed(comparisons)).toEqual(['/plan']);
      const plan = comparisons.find((entry) => entry.route === '/plan')!;
      expect(plan.text.filter((line) => line.op === 'added').map((line) => line.text)).toEqual([newDescription]);
      for (const label of labels) expect(plan.shots[label].changedPixels, label).toBeGreaterThan(0);
    }
  }, 60_000);
});
