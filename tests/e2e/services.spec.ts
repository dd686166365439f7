import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { loadCategories, loadCategoryPage, loadServicesPage, serviceEntries } from '../support/content';
import { endingWith } from '../support/patterns';
import { CATEGORY_SLUGS } from '../support/routes';
import { ROUTES } from '../../src/i18n/routes';

const categoryCopy = loadCategoryPage();
const services = serviceEntries();
const categories = loadCategories();
const CATEGORY_NAMES = categories.map((category) => category.data.name);
/** A category's content, by its slug. */
const categoryOf = (slug: string) => categories.find((category) => category.id === slug)!.data;
const nameOf = (slug: string) => categoryOf(slug).name;
/** The category content/pages/services.yaml marks current when the overview opens, and one it does not. */
const { initialCategory, listLabel } = loadServicesPage();
const INITIAL = CATEGORY_NAMES[CATEGORY_SLUGS.findIndex((slug) => slug === initialCategory)]!;
const NOT_INITIAL = CATEGORY_NAMES.find((name) => name !== INITIAL)!;

// What the overview and the category pages list, in every language, and what each category page holds, is
// checked in their built HTML by tests/build/category-pages.test.ts; here, where their links lead and how
// the pages are laid out.
test.describe('services overview links', () => {
  const { seeMoreLabel, servicesLabel } = loadServicesPage();

  test('a See more link leads to its category page', async ({ page }) => {
    await page.goto(ROUTES.services);
    const slug = CATEGORY_SLUGS[2]!;
    await page.locator(`section#${slug}`).getByRole('link', { name: seeMoreLabel }).click();
    await expect(page).toHaveURL(endingWith(ROUTES.category(slug)));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a service page's link under its category leads to it", async ({ page }) => {
    await page.goto(ROUTES.services);
    const [service] = services;
    const section = page.getByRole('region', { name: nameOf(service!.category), exact: true });
    await expect(section.getByRole('heading', { level: 3, name: servicesLabel, exact: true })).toBeVisible();
    await section.getByRole('link', { name: service!.name, exact: true }).click();
    await expect(page).toHaveURL(endingWith(ROUTES.service(service!.id)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service!.heading);
  });
});

test.describe('category pages', () => {
  test('the blocks alternate sides: the picture left of the text in the first, right of it in the second', async ({
    page,
  }) => {
    await page.goto(ROUTES.category(CATEGORY_SLUGS[0]));
    const blocks = page
      .getByRole('main')
      .getByRole('region')
      .filter({ hasNot: page.getByRole('heading', { name: categoryCopy.servicesTitle, exact: true }) });
    const side = async (index: number) => {
      const image = await blocks.nth(index).getByRole('img').boundingBox();
      const heading = await blocks.nth(index).getByRole('heading', { level: 2 }).boundingBox();
      return image!.x < heading!.x ? 'left' : 'right';
    };
    expect([await side(0), await side(1)]).toEqual(['left', 'right']);
  });

  test('a service card on a category page leads to that service page', async ({ page }) => {
    const [service] = services;
    await page.goto(ROUTES.category(service!.category));
    const section = page.getByRole('region', { name: categoryCopy.servicesTitle, exact: true });
    // The whole card is clickable: a click in its middle, on the summary, follows the link.
    await section.getByRole('listitem').filter({ hasText: service!.summary }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.service(service!.id)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service!.heading);
  });

  test('the trial button takes the visitor to the plans', async ({ page }) => {
    const slug = CATEGORY_SLUGS[0]!;
    await page.goto(ROUTES.category(slug));
    const { cta } = categoryOf(slug).footer;
    await page.getByRole('contentinfo').getByRole('link', { name: cta.label, exact: true }).click();
    await expect(page).toHaveURL(endingWith(cta.href));
  });
});

async function hydrated(page: Page) {
  // The scroll-spy script marks the list once it has started (it starts when the browser is idle).
  await expect(page.locator('nav[data-category-list]')).toHaveAttribute('data-ready', 'true');
}

const categoryList = (page: Page) => page.getByRole('navigation', { name: listLabel });
const current = (page: Page) => categoryList(page).locator('a[aria-current="true"]');

test.describe('services overview', () => {
  test('the active category starts as the one the content names and follows scrolling', async ({ page }) => {
    await page.goto(ROUTES.services);
    await hydrated(page);
    await expect(current(page)).toHaveText(INITIAL);
    // The observer's first report at the top of the page must not replace the initial category.
    await page.waitForTimeout(400);
    await expect(current(page)).toHaveText(INITIAL);
    await expect(current(page)).toHaveCount(1);

    for (const [slug, name] of ['commerce', 'reporting', 'sales'].map((slug) => [slug, nameOf(slug)])) {
      await page.locator(`#${slug}`).evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await expect(current(page)).toHaveText(name);
      await expect(current(page)).toHaveCount(1);
    }
  });

  test('the active category is visibly highlighted', async ({ page }) => {
    await page.goto(ROUTES.services);
    await hydrated(page);
    const background = (link: Locator) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
    const list = categoryList(page);
    expect(await background(list.getByRole('link', { name: INITIAL }))).not.toBe(
      await background(list.getByRole('link', { name: NOT_INITIAL })),
    );
  });

  test('a click scrolls smoothly to the section, updates the hash and keeps the clicked category active', async ({
    page,
  }) => {
    await page.goto(ROUTES.services);
    await hydrated(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await categoryList(page)
      .getByRole('link', { name: nameOf('reporting') })
      .click();
    await expect(page).toHaveURL(/\/services#reporting$/);
    await expect(current(page)).toHaveText(nameOf('reporting'));
    const section = page.locator('#reporting');
    await expect(section).toBeInViewport({ ratio: 0.5 });
    // Not hidden under the sticky header.
    await expect.poll(async () => (await section.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    await page.waitForTimeout(600);
    await expect(current(page)).toHaveText(nameOf('reporting'));

    await categoryList(page)
      .getByRole('link', { name: nameOf('automation') })
      .press('Enter');
    await expect(page).toHaveURL(/#automation$/);
    await expect(page.locator('#automation')).toBeInViewport({ ratio: 0.5 });
    await expect(current(page)).toHaveText(nameOf('automation'));
  });

  test('under prefers-reduced-motion the jump is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(ROUTES.services);
    await hydrated(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await categoryList(page)
      .getByRole('link', { name: nameOf('integration') })
      .click();
    // No animation frames needed: the section is in view as soon as the click has been handled.
    expect(await page.locator('#integration').evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(
      true,
    );
    await expect(current(page)).toHaveText(nameOf('integration'));
  });

  test('opening /services#<slug> starts with that category active', async ({ page }) => {
    await page.goto('/services#membership');
    await hydrated(page);
    await expect(current(page)).toHaveText(nameOf('membership'));
  });

  test('without JavaScript the list is plain anchor links with the initial category marked current', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTES.services);
    await expect(current(page)).toHaveText(INITIAL);
    await categoryList(page)
      .getByRole('link', { name: nameOf('commerce') })
      .click();
    await expect(page).toHaveURL(/#commerce$/);
    await expect(page.locator('#commerce')).toBeInViewport();
    await context.close();
  });

  test('axe finds no violations after scrolling and clicking', async ({ page }) => {
    await page.goto(ROUTES.services);
    await hydrated(page);
    await categoryList(page)
      .getByRole('link', { name: nameOf('sales') })
      .click();
    await expect(current(page)).toHaveText(nameOf('sales'));
    await expectNoAxeViolations(page);
  });
});

test.describe('services overview on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list becomes a sticky horizontal strip above the sections, without sideways page scroll', async ({
    page,
  }) => {
    await page.goto(ROUTES.services);
    await hydrated(page);
    const list = categoryList(page).getByRole('list');
    const links = list.getByRole('link');
    const first = (await links.first().boundingBox())!;
    const second = (await links.nth(1).boundingBox())!;
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x);
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect((await links.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const strip = (await list.boundingBox())!;
    expect(strip.y).toBeLessThan((await page.locator('#sales').boundingBox())!.y);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Sticky under the header, and the active item scrolls into the strip.
    await categoryList(page)
      .getByRole('link', { name: nameOf('integration') })
      .click();
    await expect(current(page)).toHaveText(nameOf('integration'));
    await expect.poll(async () => Math.round((await list.boundingBox())!.y)).toBe(64);
    await expect(current(page)).toBeInViewport();
    const section = page.locator('#integration');
    await expect.poll(async () => (await section.boundingBox())!.y).toBeGreaterThanOrEqual(strip.height + 64);
    await expectNoAxeViolations(page);
  });

  test('category pages do not scroll sideways at 375 px', async ({ page }) => {
    for (const slug of CATEGORY_SLUGS) {
      await page.goto(ROUTES.category(slug));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, slug).toBeLessThanOrEqual(0);
    }
  });
});
