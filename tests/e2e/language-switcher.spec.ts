// The language switcher: a disclosure in the header on wide screens, links in the small-screen menu and in
// the footer. Each way of switching (header menu, footer, small-screen menu, keyboard, without JavaScript)
// leads to the same page in another language, tried once, from each language and kind of page in turn. What
// each list holds on every page of every language (names, hreflang, lang, addresses, the current one marked)
// is read from the built HTML (tests/build/language-lists.test.ts), and the lists are the same markup and
// script in every language, so a way that works from one language's page works from all of them. The header's
// disclosure, whose room shrinks as a language's words grow, is opened from every language's page in turn:
// by mouse, from the keyboard and without JavaScript (crossings 0, 1 and 2).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { languageName } from '../../src/i18n/language-names';
import { loadCategories, loadNavigation, loadPlanPage, loadServices } from '../support/content';
import { endingWith } from '../support/patterns';
import { CATEGORY_SLUGS, LOCALES, SERVICE_SLUGS, localeInTurn, localizedRoute, type Locale } from '../support/routes';
import { ROUTES } from '../../src/i18n/routes';

/** A page of each kind, and its heading in a language, from content/. */
const PAGES = [
  { route: ROUTES.plans, heading: (locale: Locale) => loadPlanPage(locale).heading },
  {
    route: ROUTES.category(CATEGORY_SLUGS[0]),
    heading: (locale: Locale) => loadCategories(locale).find(({ id }) => id === CATEGORY_SLUGS[0])!.data.heading,
  },
  {
    route: ROUTES.service(SERVICE_SLUGS[0]),
    heading: (locale: Locale) => loadServices(locale).find(({ id }) => id === SERVICE_SLUGS[0])!.data.heading,
  },
];

/** Expects the page to be `route` in `locale`: its address, its language and its heading. */
async function expectPageIn(page: Page, { route, heading }: (typeof PAGES)[number], locale: Locale) {
  await expect(page).toHaveURL(endingWith(localizedRoute(route, locale)));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(locale));
}

/** The header's disclosure, opened by a click on the language code it shows. */
async function openHeaderMenu(page: Page, locale: Locale): Promise<Locator> {
  const menu = page.getByRole('banner').locator('[data-language-menu]');
  await menu.getByText(locale, { exact: true }).click();
  const list = menu.getByRole('list', { name: loadNavigation(locale).languageLabel });
  await expect(list).toBeVisible();
  return list;
}

/** Opens the small-screen menu and gives its list of languages. */
async function openMobileMenu(page: Page, locale: Locale): Promise<Locator> {
  const navigation = loadNavigation(locale);
  await page.getByRole('button', { name: navigation.menuLabel }).click();
  const menu = page.getByRole('navigation', { name: navigation.mobileNavLabel });
  await expect(menu).toBeVisible();
  return menu.getByRole('list', { name: navigation.languageLabel });
}

/**
 * The n-th crossing, languages taken in turn: from a page of the n-th language (each language on a different
 * kind of page) to the same page in the next language.
 */
function crossing(n: number) {
  const locale = localeInTurn(n);
  const shown = PAGES[LOCALES.indexOf(locale) % PAGES.length]!;
  const other = localeInTurn(n + 1);
  return { locale, shown, other, route: localizedRoute(shown.route, locale) };
}

{
  const { locale, shown, other, route } = crossing(0);
  test(`on ${route}, the header menu leads to the page in ${other}`, async ({ page }) => {
    await page.goto(route);
    const list = await openHeaderMenu(page, locale);
    await list.getByRole('link', { name: languageName(other), exact: true }).click();
    await expectPageIn(page, shown, other);
  });
}

{
  const { locale, shown, other, route } = crossing(3);
  test(`on ${route}, the footer leads to the page in ${other}`, async ({ page }) => {
    await page.goto(route);
    await page
      .getByRole('contentinfo')
      .getByRole('list', { name: loadNavigation(locale).languageLabel })
      .getByRole('link', { name: languageName(other), exact: true })
      .click();
    await expectPageIn(page, shown, other);
  });
}

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const { locale, shown, other, route } = crossing(4);

  test(`on ${route}, the menu leads to the page in ${other}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('banner').locator('[data-language-menu]')).toBeHidden();
    const list = await openMobileMenu(page, locale);
    await list.getByRole('link', { name: languageName(other), exact: true }).click();
    await expectPageIn(page, shown, other);
  });
});

{
  const { locale, shown, other, route } = crossing(1);
  test(`on ${route}, from the keyboard, the header menu opens and leads to the page in ${other}`, async ({ page }) => {
    await page.goto(route);
    const menu = page.getByRole('banner').locator('[data-language-menu]');
    // Tab through the header until the disclosure has focus: it is in the tab order.
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if (await menu.evaluate((element) => element.contains(document.activeElement))) break;
    }
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Enter');
    const links = menu.getByRole('list', { name: loadNavigation(locale).languageLabel }).getByRole('link');
    await expect(links.first()).toBeVisible();
    for (const code of LOCALES) {
      await page.keyboard.press('Tab');
      await expect(links.nth(LOCALES.indexOf(code))).toBeFocused();
      if (code === other) break;
    }
    await page.keyboard.press('Enter');
    await expectPageIn(page, shown, other);
  });
}

{
  const { locale, shown, other, route } = crossing(2);
  test(`on ${route}, without JavaScript, the header menu and the small-screen menu lead to the page in ${other}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route);
    await (await openHeaderMenu(page, locale)).getByRole('link', { name: languageName(other), exact: true }).click();
    await expectPageIn(page, shown, other);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(route);
    await (await openMobileMenu(page, locale)).getByRole('link', { name: languageName(other), exact: true }).click();
    await expectPageIn(page, shown, other);
    await context.close();
  });
}
