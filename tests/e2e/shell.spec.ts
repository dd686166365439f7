import { expect, test } from '@playwright/test';
import { axExpanded } from '../support/accessibility-tree';
import { CATEGORY_SLUGS } from '../support/routes';

const NAV = [
  { name: 'Home', href: '/home' },
  { name: 'About', href: '/about' },
  { name: 'Services', href: '/services' },
  { name: 'Plans', href: '/plan' },
  { name: 'Contact', href: '/contact' },
];
const CATEGORY_NAMES = ['Sales', 'Marketing', 'Commerce', 'Automations', 'Customer Relationship', 'Memberships', 'Reporting', 'Integrations'];

test.describe('routing', () => {
  test('the site root sends the browser to /home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path answers 404, is not indexed, links home and lands on /home', async ({ page, request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<a href="\/home"[^>]*>Go to the home page<\/a>/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('top navigation', () => {
  test('the logo goes to /home', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).first().click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('every main link goes to its page and is current on its own page', async ({ page }) => {
    for (const link of NAV) {
      await page.goto(link.href);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('Services stays current on category and service pages', async ({ page }) => {
    for (const path of ['/services/sales', '/service/crm-solution']) {
      await page.goto(path);
      const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true });
      await expect(services).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the Services dropdown opens on hover and lists the eight category pages', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dropdown = nav.getByRole('list', { name: 'Services categories' });
    await expect(dropdown).toBeHidden();
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(dropdown).toBeVisible();
    const links = dropdown.getByRole('link');
    await expect(links).toHaveText(CATEGORY_NAMES);
    for (const [index, slug] of CATEGORY_SLUGS.entries()) await expect(links.nth(index)).toHaveAttribute('href', `/services/${slug}`);
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/services\/marketing$/);
  });

  test('the Services dropdown opens on keyboard focus, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services', exact: true }).focus();
    await expect(nav.getByRole('list', { name: 'Services categories' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Sales' })).toBeFocused();
    await context.close();
  });

  test('the profile icon leads to the external login and Try it for free to /plan', async ({ page }) => {
    await page.goto('/home');
    const login = page.getByRole('link', { name: 'Log in' });
    await expect(login).toHaveAttribute('href', 'https://app.example.com/login');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('banner').getByRole('link', { name: 'Try it for free' }).click();
    await expect(page).toHaveURL(/\/plan$/);
  });

  test('a skip link jumps to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a link to a section lands it just below the sticky header, not a header-height further down', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home#faq');
    const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
    const faq = page.getByRole('heading', { level: 2, name: 'Frequently asked questions' });
    await expect.poll(async () => (await faq.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    expect((await faq.boundingBox())!.y).toBeLessThan(headerBottom + 40);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the links collapse into a menu button that opens and closes, by mouse and keyboard', async ({ page, browserName }) => {
    // Only Chromium lets a test read the accessibility tree (through CDP); other engines check the rest.
    const expectExpanded = async (expanded: boolean) => {
      if (browserName === 'chromium') expect(await axExpanded(page, 'Menu')).toBe(expanded);
    };
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
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
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('no page scrolls sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/home', '/about', '/home/privacy']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
