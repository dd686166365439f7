// The /service/<slug> pages, one per file in content/services/; lead-generation is a full page like its siblings.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  categoryEntries,
  loadCategoryPage,
  loadNavigation,
  loadServicePage,
  loadServices,
  serviceEntries,
} from '../support/content';
import { endingWith, startingWith } from '../support/patterns';
import { LOCALES, SERVICE_SLUGS, localizedRoute } from '../support/routes';

const categoryCopy = loadCategoryPage();

/** A service page's content, by its slug. */
const serviceOf = (slug: string) => loadServices().find((service) => service.id === slug)!.data;
const { categoryPrefix, highlightsTitle, relatedTitle } = loadServicePage();

for (const slug of SERVICE_SLUGS) {
  test.describe(`/service/${slug}`, () => {
    test('shows its heading and a Get started link that goes to /plan', async ({ page }) => {
      const { cta } = serviceOf(slug);
      await page.goto(`/service/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const getStarted = page.getByRole('main').getByRole('link', { name: cta.label });
      expect(await getStarted.count()).toBeGreaterThanOrEqual(1);
      for (const link of await getStarted.all()) await expect(link).toHaveAttribute('href', cta.href);
      await getStarted.first().click();
      await expect(page).toHaveURL(endingWith(cta.href));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('links to the category it is part of above its heading, and that link works', async ({ page }) => {
      const service = serviceEntries().find(({ id }) => id === slug)!;
      const category = categoryEntries().find(({ id }) => id === service.category)!;
      await page.goto(`/service/${slug}`);
      const name = `${categoryPrefix} ${category.name}`;
      const partOf = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(partOf).toBeVisible();
      await expect(partOf).toHaveAttribute('href', `/services/${category.id}`);
      const heading = page.getByRole('heading', { level: 1 });
      expect((await partOf.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
      await partOf.click();
      await expect(page).toHaveURL(new RegExp(`/services/${category.id}$`));
      await expect(heading).toHaveText(category.heading);
      // The category page is the one named in the link: its name is the current item of the Services menu.
      await expect(page.locator('a[aria-current="page"]', { hasText: category.name }).first()).toBeAttached();
      // And it lists this service among its cards.
      const cards = page.getByRole('region', { name: categoryCopy.servicesTitle, exact: true });
      const card = cards.getByRole('link', { name: service.name, exact: true });
      await expect(card).toHaveAttribute('href', `/service/${slug}`);
    });
  });
}

test('every service page lists three to six highlights with ticks and offers three related services', async ({
  page,
}) => {
  for (const slug of SERVICE_SLUGS) {
    await page.goto(`/service/${slug}`);
    const highlights = page.getByRole('complementary', { name: highlightsTitle }).getByRole('listitem');
    expect(await highlights.count(), slug).toBeGreaterThanOrEqual(3);
    expect(await highlights.count(), slug).toBeLessThanOrEqual(6);
    const related = page.getByRole('region', { name: relatedTitle }).getByRole('link');
    await expect(related, slug).toHaveCount(3);
    for (const link of await related.all()) {
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/service\/[a-z-]+$/);
      expect(href).not.toBe(`/service/${slug}`);
    }
  }
});

test('/service/lead-generation is a full page with real copy, not an empty shell', async ({ page }) => {
  await page.goto('/service/lead-generation');
  await expect(page).toHaveTitle(startingWith(serviceOf('lead-generation').title));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\w+(\s+\w+){3,}/);
  const main = page.getByRole('main');
  expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
  const paragraphs = await main.locator('.prose-copy p').allInnerTexts();
  expect(paragraphs.length).toBeGreaterThanOrEqual(3);
  for (const text of paragraphs) expect(text.split(/\s+/).length, text).toBeGreaterThanOrEqual(15);
  expect(await main.locator('.prose-copy li').count()).toBeGreaterThanOrEqual(3);
});

test('a related service card leads to that service', async ({ page }) => {
  await page.goto('/service/crm-solution');
  const first = page.getByRole('region', { name: relatedTitle }).getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// In every language: the page's words, its link to its category and its structured data in that language.
for (const locale of LOCALES) {
  const local = (route: string) => localizedRoute(route, locale);
  const service = serviceEntries(locale).find(({ id }) => id === 'lead-generation')!;
  const category = categoryEntries(locale).find(({ id }) => id === service.category)!;

  test(`${local('/service/lead-generation')} names its category above its heading and tells search engines where it sits`, async ({
    page,
  }) => {
    await page.goto(local('/service/lead-generation'));
    await expect(page).toHaveTitle(startingWith(service.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
    const partOf = page
      .getByRole('main')
      .getByRole('link', { name: `${loadServicePage(locale).categoryPrefix} ${category.name}`, exact: true });
    await expect(partOf).toHaveAttribute('href', local(`/services/${category.id}`));
    await expect(page.getByRole('main').getByRole('link', { name: service.cta.label }).first()).toHaveAttribute(
      'href',
      local(service.cta.href),
    );

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.map((text) => JSON.parse(text)).flatMap((data) => data['@graph'] ?? [data]);
    const described = graph.find((item) => item['@type'] === 'Service');
    expect(described?.name).toBe(service.name);
    expect(described?.url).toMatch(endingWith(local('/service/lead-generation')));
    const crumbs = graph.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    // Home and Services in the words of the main navigation, then the category and the service.
    const navLabel = (href: string) => loadNavigation(locale).links.find((link) => link.href === href)!.label;
    expect(crumbs.map((crumb: { name: string }) => crumb.name)).toEqual([
      navLabel('/home'),
      navLabel('/services'),
      category.name,
      service.name,
    ]);
  });
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no service page scrolls sideways at 320 px and the Get started buttons are easy to tap', async ({ page }) => {
    for (const slug of SERVICE_SLUGS) {
      await page.goto(`/service/${slug}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, slug).toBeLessThanOrEqual(0);
      const box = await page
        .getByRole('main')
        .getByRole('link', { name: serviceOf(slug).cta.label })
        .first()
        .boundingBox();
      expect(box?.height, slug).toBeGreaterThanOrEqual(44);
    }
  });

  test('axe finds no violations on a service page at 320 px', async ({ page }) => {
    await page.goto('/service/billing-management');
    await expectNoAxeViolations(page);
  });
});
