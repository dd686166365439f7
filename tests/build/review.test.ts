// The review's screenshots are deterministic and see a writer's edit: a page of each kind of the test build,
// shot twice, compares as unchanged; the edited copy of the project (tests/support/edited-site.ts) leaves
// every script and stylesheet the same bytes (so the review can skip a page whose HTML is unchanged), differs
// from the test build on every page it edits, and its shots of /plan, at both widths and in both themes, show
// the new plan feature and price.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareSites, type RouteComparison } from '../../scripts/review/compare.mjs';
import { identicalPages } from '../../scripts/review/identical-pages.mjs';
import { shootableRoutes, shootSites, type ShotSite } from '../../scripts/review/shoot.mjs';
import { SHOTS } from '../../scripts/review/shots.mjs';
import { formatPrice } from '../../src/i18n/format-price';
import { requireBuild } from '../support/built-site';
import { EDITED_DIST, EDITS, editedBuild } from '../support/edited-site';
import { FIRST_OF_KIND_ROUTES, localeOf } from '../support/routes';
import { SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

requireBuild(SITE_DIR);
const shots = mkdtempSync(join(tmpdir(), 'review-shots-'));
afterAll(() => rmSync(shots, { recursive: true, force: true }));

/**
 * One page of each kind in the first language (every single page, one category, one service): each kind's
 * islands, images and animations must shoot alike twice; more pages of a kind add time, not coverage.
 */
const sampleRoutes = FIRST_OF_KIND_ROUTES;
/**
 * Two of the review's four shots of each page, so that each width and each theme is shot: the one the page's
 * text is read in (the widest, in the light theme) and the narrow one in the dark theme. All four would double
 * the time of every shooting and add no width, theme or kind of page.
 */
const sampleShots = { desktop: SHOTS.desktop, 'mobile-dark': SHOTS['mobile-dark'] };
/** The words the edits put on /plan, as the page writes them. */
const planWords = EDITS.filter((edit) => edit.route === ROUTES.plans).map(({ value, route }) =>
  typeof value === 'number' ? formatPrice(value, localeOf(route)) : value,
);
let differentPages: string[] = [];
const sides: Record<'first' | 'second' | 'edited', ShotSite & { dir: string }> = {} as never;
const changed = (comparisons: RouteComparison[]) =>
  comparisons.filter((entry) => entry.status !== 'unchanged').map((entry) => entry.route);
/** The scripts and stylesheets of a build: their names carry a hash of their bytes. */
const assets = (dir: string) => readdirSync(join(dir, '_astro')).filter((name) => /\.(js|css)$/.test(name));

beforeAll(async () => {
  editedBuild();
  const testRoutes = shootableRoutes(SITE_DIR);
  const common = shootableRoutes(EDITED_DIST).filter((route) => testRoutes.includes(route));
  const identical = identicalPages(SITE_DIR, EDITED_DIST, common);
  differentPages = common.filter((route) => !identical.has(route));
  const folders = { first: SITE_DIR, second: SITE_DIR, edited: EDITED_DIST };
  const routes = { first: sampleRoutes, second: sampleRoutes, edited: [ROUTES.plans] };
  const names = Object.keys(folders) as (keyof typeof folders)[];
  const results = await shootSites(
    names.map((name) => ({ dir: folders[name], out: join(shots, name), routes: routes[name] })),
    { shots: sampleShots },
  );
  names.forEach((name, index) => (sides[name] = { ...results[index], dir: join(shots, name) }));
}, 600_000);

describe('review screenshots', () => {
  const labels = Object.keys(sampleShots);

  it('shoot the same build twice alike: every route unchanged', () => {
    const comparisons = compareSites(sides.first, sides.second, labels);
    expect(comparisons.length).toBe(sampleRoutes.length);
    expect(changed(comparisons)).toEqual([]);
  });

  it('find every edited page changed, while an edit of content leaves every script and stylesheet alike', () => {
    expect(assets(EDITED_DIST).sort()).toEqual(assets(SITE_DIR).sort());
    for (const { route } of EDITS) expect(differentPages, route).toContain(route);
  });

  // Decodes and compares four pairs of whole-page shots of /plan pixel by pixel, which takes longer than most tests.
  it(`show the plan's new feature and price on /plan, against either shooting`, () => {
    for (const base of [sides.first, sides.second]) {
      const comparisons = compareSites({ ...base, routes: [ROUTES.plans] }, sides.edited, labels);
      expect(changed(comparisons)).toEqual([ROUTES.plans]);
      const plan = comparisons.find((entry) => entry.route === ROUTES.plans)!;
      const added = plan.text.filter((line) => line.op === 'added').map((line) => line.text);
      for (const words of planWords) expect(added.join('\n'), words).toContain(words);
      for (const label of labels) expect(plan.shots[label].changedPixels, label).toBeGreaterThan(0);
    }
  }, 60_000);
});
