// The byte budgets (scripts/weights/byte-budgets.ts), checked on the production test build (dist-test/, made
// by `npm run test:build`, which `npm test` runs before Vitest) straight from disk: gzip sizes are
// deterministic, so these tests fail on bytes, never on a slow machine. The figures are printed as a table
// on every run.
//
// "First view" = the HTML, every stylesheet, every script the page can load without a click (each
// island's component, renderer and static imports, whatever its client: directive, plus inline scripts)
// and every image not marked loading="lazy" (the largest candidate of a srcset). It is an upper bound of
// what a visitor downloads before scrolling.
//
// "Script before interaction" = the inline scripts and the script files a page loads while the visitor only
// reads it: islands that hydrate on interaction or on scrolling into view are left out, along with all they
// import (React among it).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuild } from '../support/built-site';
import { BUDGET, KB } from '../../scripts/weights/byte-budgets';
import { BuiltSite, measurePage, weightTable, type PageWeight } from '../../scripts/weights/page-weight';
import {
  DEFAULT_LOCALE,
  NOT_FOUND_ROUTES,
  ROOT_ROUTES,
  builtRoutes,
  localeOf,
  localizedRoute,
  unlocalized,
} from '../support/routes';
import { SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

/**
 * Interactivity only where a page needs it, in every language: the demo modal and stat counters (home), the
 * plan switch and popup (plan), the scroll-spy (services) and the contact form (contact). Every other page
 * ships no JavaScript but the theme's (its first-paint script and its switch's) and search's bootstrap, all
 * inline.
 */
const PAGES_WITH_ISLANDS: readonly string[] = [ROUTES.home, ROUTES.plans, ROUTES.services, ROUTES.contact];
/**
 * The site-wide not-found page, which a host may serve for any unknown address, carries one inline line that
 * sends an address under /de/ to /de/home; it loads no script file.
 */
const LANGUAGE_PICKER_PAGE = '/404';
/** What that one line may weigh. */
const LANGUAGE_PICKER_BYTES = 300;

requireBuild(SITE_DIR);
const site = new BuiltSite(SITE_DIR);
const routes = [...ROOT_ROUTES, ...builtRoutes(), ...NOT_FOUND_ROUTES];
const weights = new Map<string, PageWeight>();
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

beforeAll(() => {
  for (const route of routes) weights.set(route, measurePage(site, route));
  console.log(
    `Page weight of ${SITE_DIR}/ (KB, gzip; first view leaves out loading="lazy" images)\n${weightTable([...weights.values()])}`,
  );
});

describe('byte budgets', () => {
  for (const route of routes) {
    it(`${route} stays within its budget`, () => {
      const page = weights.get(route)!;
      // A file the build lacks would count as zero bytes and flatter the figures.
      expect.soft(page.missing, 'files the page references but the build lacks').toEqual([]);
      expect.soft(page.html, `HTML ${kb(page.html)} gzip`).toBeLessThanOrEqual(BUDGET.html);
      expect.soft(page.totals.css, `CSS ${kb(page.totals.css)} gzip`).toBeLessThanOrEqual(BUDGET.css);
      expect.soft(page.totals.js, `JS ${kb(page.totals.js)} gzip`).toBeLessThanOrEqual(BUDGET.js);
      expect
        .soft(
          page.totals.scriptBeforeInteraction,
          `script before interaction ${kb(page.totals.scriptBeforeInteraction)} gzip: ${page.jsBeforeInteraction.map((j) => j.url).join(', ') || 'inline only'}`,
        )
        .toBeLessThanOrEqual(BUDGET.scriptBeforeInteraction);
      if (!PAGES_WITH_ISLANDS.includes(unlocalized(route))) {
        expect.soft(page.islands, 'islands on a page that should have none').toEqual([]);
        expect
          .soft(
            page.js.map((j) => j.url),
            'JavaScript on a page without islands',
          )
          .toEqual([]);
        const allowed = BUDGET.themeJs + BUDGET.searchJs + (route === LANGUAGE_PICKER_PAGE ? LANGUAGE_PICKER_BYTES : 0);
        expect
          .soft(page.inlineJs, 'inline JavaScript on a page without islands, beyond the theme and search scripts')
          .toBeLessThanOrEqual(allowed);
      }
      expect.soft(page.fonts, 'web fonts (the site uses the system font stack)').toEqual([]);
      const unsized = page.images.filter((i) => i.tag !== 'link' && !i.sized).map((i) => i.candidates[0]);
      expect.soft(unsized, 'images without width and height (they shift the layout)').toEqual([]);
    });
  }

  it(`no image in the build is above ${BUDGET.image / KB} KB`, () => {
    const heavy = site
      .allImages()
      .filter((image) => image.transfer > BUDGET.image)
      .map((i) => `${i.url} ${kb(i.transfer)}`);
    expect(heavy).toEqual([]);
  });

  it(`the first view of /home weighs at most ${BUDGET.homeFirstView / KB} KB in every language`, () => {
    for (const route of routes.filter((path) => unlocalized(path) === ROUTES.home)) {
      const home = weights.get(route)!;
      expect(home.totals.firstView, `${route} first view ${kb(home.totals.firstView)}`).toBeLessThanOrEqual(
        BUDGET.homeFirstView,
      );
    }
  });

  it('the site-wide not-found page loads no script file: the theme and search scripts and the language picker are inline', () => {
    const page = weights.get(LANGUAGE_PICKER_PAGE)!;
    expect(page.js).toEqual([]);
    expect(page.inlineJs).toBeLessThanOrEqual(BUDGET.themeJs + BUDGET.searchJs + LANGUAGE_PICKER_BYTES);
  });

  it('react-toastify ships with /contact only, in every language', () => {
    const withToastify = [...weights.values()]
      .filter((page) => page.js.some((j) => /Toastify__/.test(readFileSync(site.file(j.url)!, 'utf8'))))
      .map((page) => page.route);
    expect(withToastify.filter((route) => unlocalized(route) !== ROUTES.contact)).toEqual([]);
    expect(withToastify.length).toBeGreaterThan(0);
  });

  it('no page ships more JavaScript than its twin in the first language', () => {
    const translated = routes.filter((route) => localeOf(route) !== DEFAULT_LOCALE);
    expect(translated.length).toBeGreaterThan(0);
    const heavier = translated.flatMap((route) => {
      const own = weights.get(route)!.totals.js;
      // A page the first language lacks (a tag whose words differ) is held to its kind's: the blog's list.
      const first = localizedRoute(unlocalized(route), DEFAULT_LOCALE);
      const twin = (weights.get(first) ?? weights.get(ROUTES.blog)!).totals.js;
      return own > twin ? [`${route} ${kb(own)} > ${kb(twin)}`] : [];
    });
    expect(heavier).toEqual([]);
  });
});
