// The shell every page shares, driven as a visitor would, in every language: the language roots and unknown
// paths, the logo, the Services dropdown, the profile and trial links, the skip link, the small-screen menu,
// every page at 320 px (with each service page's Get started button and the link to its category), and the
// footer's last row from 640 px.
// Which main link each page marks as current is read from the built HTML (tests/build/main-navigation.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axExpanded } from '../support/accessibility-tree';
import { linesTaken, unbreakableWordsBroken } from '../support/broken-words';
import { arrowsApartFromWords } from '../support/trailing-arrows';
import {
  CONTENT_CHECK,
  loadCategories,
  loadHomePage,
  loadNavigation,
  loadRedirectPages,
  loadServicePage,
  loadServices,
  loadSettings,
} from '../support/content';
import { asHtml, endingWith, escapeRegExp } from '../support/patterns';
import {
  DEFAULT_LOCALE,
  LOCALES,
  PREFIXED_LOCALES,
  localizedRoute,
  localizedRoutes,
  type Locale,
} from '../support/routes';
import { SITE_DIR } from '../support/sites';
import { fillTemplate } from '../../src/lib/fill-template';
import { ROUTES } from '../../src/i18n/routes';

// The words of the header come from navigation.yaml, the categories from categories/, in each language.
function shellCopy(locale: Locale) {
  const navigation = loadNavigation(locale);
  const categories = loadCategories(locale);
  const { servicesMenu } = navigation;
  const local = (route: string) => localizedRoute(route, locale);
  return {
    navigation,
    local,
    SERVICES: navigation.links.find((link) => link.href === ROUTES.services)!.label,
    ABOUT: navigation.links.find((link) => link.href === ROUTES.about)!.label,
    /** The categories the Services menus list, then the link to every service when some are left out. */
    MENU: [
      ...categories
        .slice(0, servicesMenu.limit)
        .map(({ id, data }) => ({ name: data.name, href: local(ROUTES.category(id)) })),
      ...(categories.length > servicesMenu.limit
        ? [{ name: servicesMenu.allLabel, href: local(ROUTES.services) }]
        : []),
    ],
    LOGO: fillTemplate(navigation.logoAlt, { brand: loadSettings(locale).brand.name }),
  };
}

for (const locale of LOCALES) {
  const { navigation, local, SERVICES, ABOUT, MENU, LOGO } = shellCopy(locale);
  const { servicesMenu } = navigation;
  const home = local(ROUTES.home);

  test.describe(`routing (${locale})`, () => {
    test(`the root of the language sends the browser to ${home}`, async ({ page }) => {
      await page.goto(local('/'));
      await expect(page).toHaveURL(endingWith(home));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });

    test(
      `an unknown path answers 404, is not indexed, links home and lands on ${home}`,
      CONTENT_CHECK,
      async ({ page, request }) => {
        const unknown = local('/no/such/page');
        const response = await request.get(unknown);
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toMatch(
          new RegExp(`<a href="${home}"[^>]*>${escapeRegExp(asHtml(loadRedirectPages(locale).linkLabel))}</a>`),
        );
        await page.goto(unknown);
        await expect(page).toHaveURL(endingWith(home));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      },
    );
  });

  test.describe(`top navigation (${locale})`, () => {
    test(`the logo goes to ${home}`, CONTENT_CHECK, async ({ page }) => {
      await page.goto(local(ROUTES.about));
      await page.getByRole('banner').getByRole('link', { name: LOGO, exact: true }).first().click();
      await expect(page).toHaveURL(endingWith(home));
    });

    test('the Services dropdown opens on hover and lists the category pages', CONTENT_CHECK, async ({ page }) => {
      await page.goto(home);
      const nav = page.getByRole('navigation', { name: navigation.mainNavLabel });
      const dropdown = nav.getByRole('list', { name: servicesMenu.label });
      await expect(dropdown).toBeHidden();
      await nav.getByRole('link', { name: SERVICES, exact: true }).hover();
      await expect(dropdown).toBeVisible();
      const links = dropdown.getByRole('link');
      await expect(links).toHaveText(MENU.map((item) => item.name));
      for (const [index, { href }] of MENU.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
      await links.last().click();
      await expect(page).toHaveURL(endingWith(MENU.at(-1)!.href));
    });

    test(
      'the profile icon leads to the external login and the trial link to its page',
      CONTENT_CHECK,
      async ({ page }) => {
        await page.goto(home);
        const login = page.getByRole('link', { name: navigation.loginLabel });
        await expect(login).toHaveAttribute('href', loadSettings(locale).loginUrl);
        await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
        await page.getByRole('banner').getByRole('link', { name: navigation.tryCta.label }).click();
        await expect(page).toHaveURL(endingWith(local(navigation.tryCta.href)));
      },
    );

    test('a skip link jumps to the main content', CONTENT_CHECK, async ({ page }) => {
      await page.goto(local(ROUTES.about));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: navigation.skipLabel });
      await expect(skip).toBeFocused();
      await skip.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
  });

  test.describe(`small screens (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test(
      'the links collapse into a menu button that opens and closes, by mouse and keyboard',
      CONTENT_CHECK,
      async ({ page, browserName }) => {
        // Only Chromium lets a test read the accessibility tree (through CDP); other engines check the rest.
        const expectExpanded = async (expanded: boolean) => {
          if (browserName === 'chromium') expect(await axExpanded(page, navigation.menuLabel)).toBe(expanded);
        };
        await page.goto(home);
        await expect(page.getByRole('navigation', { name: navigation.mainNavLabel })).toBeHidden();
        const menuButton = page.getByRole('button', { name: navigation.menuLabel });
        const menu = page.getByRole('navigation', { name: navigation.mobileNavLabel });
        await expect(menu).toBeHidden();
        await expectExpanded(false);

        await menuButton.click();
        await expect(menu).toBeVisible();
        await expectExpanded(true);
        // The button that opened the menu closes it (it shows a cross meanwhile), and opens it again.
        await menuButton.click();
        await expect(menu).toBeHidden();
        await menuButton.click();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();

        await menuButton.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await menu.getByRole('link', { name: ABOUT, exact: true }).click();
        await expect(page).toHaveURL(endingWith(local(ROUTES.about)));
        await expect(page.getByRole('navigation', { name: navigation.mobileNavLabel })).toBeHidden();
      },
    );

    // Translations run longer than English (German compounds above all): every page of the language at 320 px
    // neither scrolls sideways nor breaks a heading's word where no engine may hyphenate it, a link's closing
    // arrow ends the last line of its words, and a service page's Get started button stays a thumb's height
    // (44 px) however its words wrap.
    test('no page scrolls sideways or breaks a heading word at 320 px, arrows keep to their words, Get started is easy to tap, and a category link keeps its prefix on one line', async ({
      page,
    }) => {
      test.slow();
      const { categoryPrefix } = loadServicePage(locale);
      const getStarted = new Map(
        loadServices(locale).map(({ id, data }) => [local(ROUTES.service(id)), data.cta.label]),
      );
      await page.setViewportSize({ width: 320, height: 640 });
      for (const route of localizedRoutes(locale)) {
        await page.goto(route);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, route).toBeLessThanOrEqual(0);
        expect.soft(await unbreakableWordsBroken(page), route).toEqual([]);
        expect.soft(await arrowsApartFromWords(page.getByRole('main').getByRole('link')), route).toEqual([]);
        const cta = getStarted.get(route);
        if (!cta) continue;
        const box = await page.getByRole('main').getByRole('link', { name: cta }).first().boundingBox();
        expect.soft(box?.height, `${route}: ${cta}`).toBeGreaterThanOrEqual(44);
        // The link to the service's category wraps between its prefix and the category's name, if at all.
        expect.soft(await linesTaken(page, categoryPrefix), `${route}: "${categoryPrefix}"`).toBe(1);
      }
    });
  });

  // The footer's last row holds the copyright, the survey note and the languages. From Tailwind's sm width
  // (640 px) the copyright and the languages share a row, the languages on one line however long the note; from
  // its lg width (1024 px) the note sits between them.
  test.describe(`footer (${locale})`, () => {
    test(
      'keeps its languages on one line beside the copyright, the note between them when it fits',
      CONTENT_CHECK,
      async ({ page }) => {
        await page.goto(home);
        const footer = page.getByRole('contentinfo');
        const languages = footer.getByRole('list', { name: navigation.languageLabel }).getByRole('link');
        const copyright = footer.getByText(loadSettings(locale).brand.legalName);
        const note = footer.getByText(loadSettings(locale).footer.surveyNote);
        for (const width of [640, 1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          const boxes = await Promise.all((await languages.all()).map((link) => link.boundingBox()));
          expect.soft(new Set(boxes.map((box) => box?.y)).size, `languages at ${width} px`).toBe(1);
          const [first, last, name, words] = [
            boxes[0]!,
            boxes.at(-1)!,
            (await copyright.boundingBox())!,
            (await note.boundingBox())!,
          ];
          expect
            .soft(Math.abs(name.y + name.height / 2 - (first.y + first.height / 2)), `copyright at ${width} px`)
            .toBeLessThan(2);
          if (width >= 1024) {
            expect.soft(words.x, `note at ${width} px`).toBeGreaterThanOrEqual(name.x + name.width);
            expect.soft(words.x + words.width, `note at ${width} px`).toBeLessThanOrEqual(first.x);
          } else expect.soft(words.y, `note at ${width} px`).toBeGreaterThanOrEqual(last.y + last.height);
        }
      },
    );
  });
}

test.describe('top navigation, once', () => {
  const { navigation, SERVICES, MENU } = shellCopy(DEFAULT_LOCALE);

  test('the Services dropdown opens on keyboard focus, without JavaScript', CONTENT_CHECK, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTES.about);
    const nav = page.getByRole('navigation', { name: navigation.mainNavLabel });
    await nav.getByRole('link', { name: SERVICES, exact: true }).focus();
    await expect(nav.getByRole('list', { name: navigation.servicesMenu.label })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: MENU[0]!.name, exact: true })).toBeFocused();
    await context.close();
  });

  test(
    'a link to a section lands it just below the sticky header, not a header-height further down',
    CONTENT_CHECK,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/home#faq');
      const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
      const faq = page.getByRole('heading', { level: 2, name: loadHomePage().faq.title });
      await expect.poll(async () => (await faq.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
      expect((await faq.boundingBox())!.y).toBeLessThan(headerBottom + 40);
    },
  );
});

// A host without a not-found page per language serves the site-wide one for every unknown address: its
// one-line script sends an address under a language's folder to that language's home.
test.describe('the site-wide not-found page', () => {
  const siteWide = readFileSync(join(SITE_DIR, '404.html'), 'utf8');

  for (const locale of PREFIXED_LOCALES) {
    test(`served for an unknown address under /${locale}/, it lands on ${localizedRoute(ROUTES.home, locale)}`, async ({
      page,
    }) => {
      const unknown = localizedRoute('/no/such/page', locale);
      await page.route(`**${unknown}`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: siteWide }),
      );
      await page.goto(unknown);
      await expect(page).toHaveURL(endingWith(localizedRoute(ROUTES.home, locale)));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }

  test('without JavaScript it lands on the home page of the first language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const unknown = localizedRoute('/no/such/page', PREFIXED_LOCALES[0] ?? DEFAULT_LOCALE);
    await page.route(`**${unknown}`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: siteWide }),
    );
    await page.goto(unknown);
    await expect(page).toHaveURL(endingWith(localizedRoute(ROUTES.home, DEFAULT_LOCALE)));
    await context.close();
  });
});
