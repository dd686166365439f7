import { expect, test } from '@playwright/test';
import { axExpanded } from '../support/accessibility-tree';
import {
  CONTENT_CHECK,
  loadCategories,
  loadHomePage,
  loadNavigation,
  loadRedirectPages,
  loadSettings,
} from '../support/content';
import { asHtml, endingWith, escapeRegExp } from '../support/patterns';
import { SERVICE_SLUGS } from '../support/routes';
import { fillTemplate } from '../../src/lib/fill-template';

// The words of the header come from content/navigation.yaml, the categories from content/categories/.
const navigation = loadNavigation();
const settings = loadSettings();
const categories = loadCategories();
const { servicesMenu } = navigation;
const SERVICES = navigation.links.find((link) => link.href === '/services')!.label;
const ABOUT = navigation.links.find((link) => link.href === '/about')!.label;
/** The categories the Services menus list, then the link to every service when some are left out. */
const MENU = [
  ...categories.slice(0, servicesMenu.limit).map(({ id, data }) => ({ name: data.name, href: `/services/${id}` })),
  ...(categories.length > servicesMenu.limit ? [{ name: servicesMenu.allLabel, href: '/services' }] : []),
];
const LOGO = fillTemplate(navigation.logoAlt, { brand: settings.brand.name });

test.describe('routing', () => {
  test('the site root sends the browser to /home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(
    'an unknown path answers 404, is not indexed, links home and lands on /home',
    CONTENT_CHECK,
    async ({ page, request }) => {
      const response = await request.get('/no/such/page');
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toMatch(
        new RegExp(`<a href="/home"[^>]*>${escapeRegExp(asHtml(loadRedirectPages().linkLabel))}</a>`),
      );
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/home$/);
    },
  );
});

test.describe('top navigation', () => {
  test('the logo goes to /home', CONTENT_CHECK, async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: LOGO, exact: true }).first().click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('every main link goes to its page and is current on its own page', CONTENT_CHECK, async ({ page }) => {
    for (const link of navigation.links) {
      await page.goto(link.href);
      const nav = page.getByRole('navigation', { name: navigation.mainNavLabel });
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('Services stays current on category and service pages', CONTENT_CHECK, async ({ page }) => {
    for (const path of [`/services/${categories[0]!.id}`, `/service/${SERVICE_SLUGS[0]}`]) {
      await page.goto(path);
      const services = page
        .getByRole('navigation', { name: navigation.mainNavLabel })
        .getByRole('link', { name: SERVICES, exact: true });
      await expect(services).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the Services dropdown opens on hover and lists the category pages', CONTENT_CHECK, async ({ page }) => {
    await page.goto('/home');
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

  test('the Services dropdown opens on keyboard focus, without JavaScript', CONTENT_CHECK, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: navigation.mainNavLabel });
    await nav.getByRole('link', { name: SERVICES, exact: true }).focus();
    await expect(nav.getByRole('list', { name: servicesMenu.label })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: MENU[0]!.name, exact: true })).toBeFocused();
    await context.close();
  });

  test(
    'the profile icon leads to the external login and the trial link to its page',
    CONTENT_CHECK,
    async ({ page }) => {
      await page.goto('/home');
      const login = page.getByRole('link', { name: navigation.loginLabel });
      await expect(login).toHaveAttribute('href', settings.loginUrl);
      await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
      await page.getByRole('banner').getByRole('link', { name: navigation.tryCta.label }).click();
      await expect(page).toHaveURL(endingWith(navigation.tryCta.href));
    },
  );

  test('a skip link jumps to the main content', CONTENT_CHECK, async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: navigation.skipLabel });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
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

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test(
    'the links collapse into a menu button that opens and closes, by mouse and keyboard',
    CONTENT_CHECK,
    async ({ page, browserName }) => {
      // Only Chromium lets a test read the accessibility tree (through CDP); other engines check the rest.
      const expectExpanded = async (expanded: boolean) => {
        if (browserName === 'chromium') expect(await axExpanded(page, navigation.menuLabel)).toBe(expanded);
      };
      await page.goto('/home');
      await expect(page.getByRole('navigation', { name: navigation.mainNavLabel })).toBeHidden();
      const menuButton = page.getByRole('button', { name: navigation.menuLabel });
      const menu = page.getByRole('navigation', { name: navigation.mobileNavLabel });
      await expect(menu).toBeHidden();
      await expectExpanded(false);

      await menuButton.click();
      await expect(menu).toBeVisible();
      await expectExpanded(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: ABOUT, exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('navigation', { name: navigation.mobileNavLabel })).toBeHidden();
    },
  );

  test('no page scrolls sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/home', '/about', '/home/privacy']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
