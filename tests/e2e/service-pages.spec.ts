// The /service/<slug> pages, one per file in content/services/.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { categoryEntries, loadServicePage, loadServices, serviceEntries } from '../support/content';
import { endingWith } from '../support/patterns';
import { SERVICE_SLUGS } from '../support/routes';
import { ROUTES } from '../../src/i18n/routes';

/** A service page's content, by its slug. */
const serviceOf = (slug: string) => loadServices().find((service) => service.id === slug)!.data;
const { categoryPrefix, relatedTitle } = loadServicePage();

// What every service page holds (heading, links, highlights, related services, structured data) is checked in
// its built HTML, in every language, by tests/build/service-pages.test.ts; that no service page scrolls sideways
// at 320 px and that its Get started button is easy to tap there, with every page, by tests/e2e/shell.spec.ts;
// here, what its links do.
const [slug] = SERVICE_SLUGS;

test(`${ROUTES.service(slug)}: Get started leads to its page`, async ({ page }) => {
  const { cta } = serviceOf(slug!);
  await page.goto(ROUTES.service(slug));
  await page.getByRole('main').getByRole('link', { name: cta.label }).first().click();
  await expect(page).toHaveURL(endingWith(cta.href));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test(`${ROUTES.service(slug)}: the link above its heading leads to its category, current in the Services menu`, async ({
  page,
}) => {
  const service = serviceEntries().find(({ id }) => id === slug)!;
  const category = categoryEntries().find(({ id }) => id === service.category)!;
  await page.goto(ROUTES.service(slug));
  const partOf = page.getByRole('main').getByRole('link', { name: `${categoryPrefix} ${category.name}`, exact: true });
  const heading = page.getByRole('heading', { level: 1 });
  expect((await partOf.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
  await partOf.click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.category(category.id)}$`));
  await expect(heading).toHaveText(category.heading);
  await expect(page.locator('a[aria-current="page"]', { hasText: category.name }).first()).toBeAttached();
});

test('a related service card leads to that service', async ({ page }) => {
  await page.goto(ROUTES.service(slug));
  const first = page.getByRole('region', { name: relatedTitle }).getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('axe finds no violations on a service page at 320 px', async ({ page }) => {
    await page.goto(ROUTES.service('billing-management'));
    await expectNoAxeViolations(page);
  });
});
