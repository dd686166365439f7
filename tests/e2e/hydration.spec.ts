// Islands wait for the visitor: a page that is only loaded and read fetches no island's JavaScript (the
// plan picker and the contact form hydrate on a first interaction, the stat counters when they come near),
// has no module preloads, and React's shared runtime arrives once, when the first island needs it. Seen on the
// first language's pages: every other language's page runs the same scripts and islands as its twin
// (tests/build/language-scripts.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { BUDGET } from '../../scripts/weights/byte-budgets';
import { scriptBeforeInteraction } from '../../scripts/weights/script-before-interaction.mjs';
import { loadHomePage, loadPlanPage, loadPlans } from '../support/content';
import { ROUTES } from '../../src/i18n/routes';

const PAGES_WITH_SCRIPT = [ROUTES.home, ROUTES.plans, ROUTES.services, ROUTES.contact];
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });
    for (const route of PAGES_WITH_SCRIPT) {
      test(`${route}: no script file is fetched while the page is only loaded and read`, async ({ page }) => {
        const { bytes, files } = await scriptBeforeInteraction(page, route);
        expect(files).toEqual([]);
        expect(bytes).toBeLessThanOrEqual(BUDGET.scriptBeforeInteraction);
        await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
      });
    }
  });
}

/** The script files the page fetches from now on, by path, once per request. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
const countOf = (paths: string[], pattern: RegExp) => paths.filter((path) => pattern.test(path)).length;
/** Astro's React renderer (the island's `renderer-url`): what pulls in React's runtime. */
const RENDERER = /\/_astro\/client\.[^/]+\.js$/;

test('/plan: pointing at the plans fetches the island and React, once', async ({ page }) => {
  const requested = scriptRequests(page);
  await scriptBeforeInteraction(page, ROUTES.plans);
  expect(requested).toEqual([]);
  const island = page.locator('astro-island[component-url*="PlanPicker"]');
  await page.getByRole('button', { name: `${loadPlanPage().ctaLabel}: ${loadPlans()[0]!.data.name}` }).hover();
  await expect(island).not.toHaveAttribute('ssr');
  await page.getByRole('radio').first().focus();
  expect(countOf(requested, /PlanPicker/)).toBe(1);
  expect(countOf(requested, RENDERER)).toBe(1);
  expect(new Set(requested).size).toBe(requested.length);
});

test('/home: React arrives only when the counters come near, once', async ({ page }) => {
  const requested = scriptRequests(page);
  await scriptBeforeInteraction(page, ROUTES.home);
  await page.getByRole('button', { name: loadHomePage().hero.demoLabel }).click();
  await page.keyboard.press('Escape');
  expect(requested).toEqual([]);
  await page.getByRole('region', { name: loadHomePage().stats.title, exact: true }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="StatCounters"]')).not.toHaveAttribute('ssr');
  expect(countOf(requested, RENDERER)).toBe(1);
  expect(new Set(requested).size).toBe(requested.length);
});
