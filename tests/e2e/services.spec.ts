import { expect, test, type Locator, type Page } from '@playwright/test';
import { servicesInCategory } from '../../src/lib/category-services';
import { FACT_LEAD_IN } from '../../src/schemas/service-block';
import { expectNoAxeViolations } from '../support/axe';
import {
  categoryEntries,
  loadCategories,
  loadCategoryPage,
  loadNavigation,
  loadServicesPage,
  serviceEntries,
} from '../support/content';
import { endingWith } from '../support/patterns';
import { CATEGORY_SLUGS, LOCALES, localizedRoute } from '../support/routes';

const categoryCopy = loadCategoryPage();
const services = serviceEntries();
const categories = loadCategories();
const CATEGORY_NAMES = categories.map((category) => category.data.name);
/** A category's content, by its slug. */
const categoryOf = (slug: string) => categories.find((category) => category.id === slug)!.data;
const nameOf = (slug: string) => categoryOf(slug).name;
const { footerCta } = loadNavigation();
/** The category content/pages/services.yaml marks current when the overview opens, and one it does not. */
const { initialCategory, listLabel } = loadServicesPage();
const INITIAL = CATEGORY_NAMES[CATEGORY_SLUGS.findIndex((slug) => slug === initialCategory)]!;
const NOT_INITIAL = CATEGORY_NAMES.find((name) => name !== INITIAL)!;

/** Text of the fact outside <strong>/<mark>, and the highlighted parts, so a test can see what is not highlighted. */
async function factParts(fact: Locator) {
  return fact.evaluate((element) => {
    const plain: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('strong, mark')) plain.push(node.textContent ?? '');
    }
    const highlighted = [...element.querySelectorAll('strong, mark')].map((el) => el.textContent ?? '');
    return { plain: plain.join(''), highlighted };
  });
}

// What the overview and the category pages list, in every language: names, links and labels from content/.
for (const locale of LOCALES) {
  const local = (route: string) => localizedRoute(route, locale);
  const categoryCopy = loadCategoryPage(locale);
  const overviewCopy = loadServicesPage(locale);
  const services = serviceEntries(locale);
  const CATEGORY_NAMES = loadCategories(locale).map((category) => category.data.name);
  const { seeMoreLabel } = overviewCopy;
  const categoryList = (page: Page) => page.getByRole('navigation', { name: overviewCopy.listLabel });

  test.describe(`services in ${locale}`, () => {
    test('lists the eight categories, with one section and a See more link for each', async ({ page }) => {
      await page.goto(local('/services'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const links = categoryList(page).getByRole('link');
      await expect(links).toHaveText(CATEGORY_NAMES);
      const seeMore = page.getByRole('main').getByRole('link', { name: seeMoreLabel });
      await expect(seeMore).toHaveCount(CATEGORY_SLUGS.length);
      for (const [index, slug] of CATEGORY_SLUGS.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `#${slug}`);
        const section = page.locator(`section#${slug}`);
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(CATEGORY_NAMES[index]);
        expect(await section.getByRole('listitem').count(), `${slug} feature items`).toBeGreaterThanOrEqual(2);
        await expect(section.getByRole('link', { name: seeMoreLabel })).toHaveAttribute(
          'href',
          local(`/services/${slug}`),
        );
        await expect(seeMore.nth(index)).toHaveAttribute('href', local(`/services/${slug}`));
      }
      await seeMore.nth(2).click();
      await expect(page).toHaveURL(endingWith(local(`/services/${CATEGORY_SLUGS[2]}`)));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test("lists each category's service pages in its section, under the label from content", async ({ page }) => {
      await page.goto(local('/services'));
      for (const { id, name } of categoryEntries(locale)) {
        const section = page.getByRole('region', { name, exact: true });
        const label = section.getByRole('heading', { level: 3, name: overviewCopy.servicesLabel, exact: true });
        const listed = servicesInCategory(services, id);
        if (listed.length === 0) {
          await expect(label, `${name} has no service pages`).toHaveCount(0);
          continue;
        }
        await expect(label).toBeVisible();
        const serviceLinks = section.locator(`a[href^="${local('/service/')}"]`);
        await expect(serviceLinks, name).toHaveText(listed.map((service) => service.name));
        for (const [index, service] of listed.entries()) {
          await expect(serviceLinks.nth(index)).toHaveAttribute('href', local(`/service/${service.id}`));
        }
      }
      const [service] = services;
      const category = categoryEntries(locale).find(({ id }) => id === service.category)!;
      await page
        .getByRole('region', { name: category.name, exact: true })
        .getByRole('link', { name: service.name, exact: true })
        .click();
      await expect(page).toHaveURL(endingWith(local(`/service/${service.id}`)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
    });

    test('each category page shows its service pages as cards, and none when it has none', async ({ page }) => {
      for (const { id, name } of categoryEntries(locale)) {
        await page.goto(local(`/services/${id}`));
        const listed = servicesInCategory(services, id);
        const section = page.getByRole('main').getByRole('region', { name: categoryCopy.servicesTitle, exact: true });
        if (listed.length === 0) {
          await expect(section, `${name} has no service pages`).toHaveCount(0);
          continue;
        }
        await expect(section.getByText(categoryCopy.servicesIntro, { exact: true })).toBeVisible();
        const cards = section.getByRole('listitem');
        await expect(cards, name).toHaveCount(listed.length);
        for (const [index, service] of listed.entries()) {
          const card = cards.nth(index);
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.name);
          await expect(card.getByRole('link')).toHaveAccessibleName(service.name);
          await expect(card.getByRole('link')).toHaveAttribute('href', local(`/service/${service.id}`));
          await expect(card.getByText(service.summary, { exact: true })).toBeVisible();
          await expect(card.getByText(categoryCopy.servicesLinkLabel, { exact: true })).toBeVisible();
        }
      }
    });
  });
}

test.describe('category pages', () => {
  for (const slug of CATEGORY_SLUGS) {
    test(`/services/${slug} has its title, 4–5 blocks, its calls to action and the category footer`, async ({
      page,
    }) => {
      await page.goto(`/services/${slug}`);
      const main = page.getByRole('main');

      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      // The hero's call to action is the first link after the title.
      const category = categoryOf(slug);
      await expect(main.getByRole('link').first()).toHaveAttribute('href', category.cta.href);

      // Each block is a region named by its own heading; the service cards under them are a region too.
      const blocks = main
        .getByRole('region')
        .filter({ hasNot: page.getByRole('heading', { name: categoryCopy.servicesTitle, exact: true }) });
      const count = await blocks.count();
      expect(count, 'blocks').toBeGreaterThanOrEqual(4);
      expect(count, 'blocks').toBeLessThanOrEqual(5);
      for (let index = 0; index < count; index++) {
        const block = blocks.nth(index);
        await expect(block.getByRole('heading', { level: 2 })).toBeVisible();
        expect(await block.getByRole('listitem').count(), 'ticked features').toBeGreaterThanOrEqual(2);
        await expect(block.getByRole('img')).toHaveAttribute('alt', /\w{3}/);
        await expect(block.getByRole('link')).toHaveAttribute('href', category.blocks[index]!.cta.href);

        const fact = block.getByText(FACT_LEAD_IN);
        await expect(fact).toHaveCount(1);
        const { plain, highlighted } = await factParts(fact);
        expect(highlighted.length, `a highlighted percentage in "${plain}"`).toBeGreaterThan(0);
        for (const part of highlighted) expect(part).toMatch(/%$/);
        expect(plain, 'no percentage outside <strong>/<mark>').not.toMatch(/\d\s?%/);
      }

      // Alternating sides: the image comes before the text in the first block and after it in the second.
      const side = async (index: number) => {
        const image = await blocks.nth(index).getByRole('img').boundingBox();
        const heading = await blocks.nth(index).getByRole('heading', { level: 2 }).boundingBox();
        return image!.x < heading!.x ? 'left' : 'right';
      };
      expect([await side(0), await side(1)]).toEqual(['left', 'right']);

      // The category footer sits in the page footer, above the shared part with Contact us.
      const footer = page.getByRole('contentinfo');
      const trial = footer.getByRole('link', { name: category.footer.cta.label, exact: true });
      await expect(trial).toHaveAttribute('href', category.footer.cta.href);
      await expect(footer.getByRole('heading', { level: 3 })).toHaveCount(3);
      const contact = footer.getByRole('link', { name: footerCta.label, exact: true });
      expect((await trial.boundingBox())!.y).toBeLessThan((await contact.boundingBox())!.y);

      await expectNoAxeViolations(page);
    });
  }

  test('a service card on a category page leads to that service page', async ({ page }) => {
    const [service] = services;
    await page.goto(`/services/${service.category}`);
    const section = page.getByRole('region', { name: categoryCopy.servicesTitle, exact: true });
    // The whole card is clickable: a click in its middle, on the summary, follows the link.
    await section.getByRole('listitem').filter({ hasText: service.summary }).click();
    await expect(page).toHaveURL(new RegExp(`/service/${service.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
  });

  test('the trial button takes the visitor to the plans', async ({ page }) => {
    await page.goto('/services/sales');
    const { cta } = categoryOf('sales').footer;
    await page.getByRole('link', { name: cta.label, exact: true }).click();
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
    await page.goto('/services');
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
    await page.goto('/services');
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
    await page.goto('/services');
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
    await page.goto('/services');
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
    await page.goto('/services');
    await expect(current(page)).toHaveText(INITIAL);
    await categoryList(page)
      .getByRole('link', { name: nameOf('commerce') })
      .click();
    await expect(page).toHaveURL(/#commerce$/);
    await expect(page.locator('#commerce')).toBeInViewport();
    await context.close();
  });

  test('axe finds no violations after scrolling and clicking', async ({ page }) => {
    await page.goto('/services');
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
    await page.goto('/services');
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
      await page.goto(`/services/${slug}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, slug).toBeLessThanOrEqual(0);
    }
  });
});
