// The colour theme: it follows the device until the visitor chooses light or dark in the header's switch (a
// popover from md up, a row in the small-screen menu); the choice holds across pages, reloads and tabs, is
// on the page before it first paints, can be made from the keyboard; without JavaScript the page follows
// the device and shows no switch.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectReadableColours } from '../support/axe';
import { rgbOf } from '../support/colours';
import { CONTENT_CHECK, loadNavigation } from '../support/content';
import { DARK_NEUTRALS } from '../../src/styles/palette';
import { THEME_STORAGE_KEY } from '../../src/lib/theme-choice';
import { ROUTES } from '../../src/i18n/routes';

const navigation = loadNavigation();
const { theme } = navigation;
const ABOUT = navigation.links.find((link) => link.href === ROUTES.about)!.label;

/** The page's background in each theme. */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: rgbOf(DARK_NEUTRALS.page) };

const expectTheme = (page: Page, name: keyof typeof BACKGROUND) =>
  expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND[name]);
const switchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: theme.label });
const choice = (page: Page, name: 'light' | 'dark' | 'system') =>
  page.getByRole('group', { name: theme.label }).getByRole('radio', { name: theme[name], exact: true });
const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);

test.describe('on a desktop', () => {
  test('follows the device until a choice is made, and as it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(ROUTES.about);
    await expectTheme(page, 'dark');
    await switchButton(page).click();
    await expect(choice(page, 'system')).toBeChecked();
    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'light');
  });

  test(
    'remembers a choice across a navigation and a reload, and sets it before the page first paints',
    CONTENT_CHECK,
    async ({ page }) => {
      // What the page says about its theme when the parser reaches <body>, before anything can be painted.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          (window as unknown as { themeAtBody?: string }).themeAtBody = document.documentElement.dataset.theme;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const themeAtBody = () => page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(ROUTES.home);
      expect(await themeAtBody()).toBe('system');
      await switchButton(page).click();
      await choice(page, 'dark').click();
      await expectTheme(page, 'dark');
      await expect(choice(page, 'dark')).toBeHidden();
      expect(await storedChoice(page)).toBe('dark');

      await page.getByRole('navigation', { name: navigation.mainNavLabel }).getByRole('link', { name: ABOUT }).click();
      await expect(page).toHaveURL(/\/about$/);
      expect(await themeAtBody()).toBe('dark');
      await expectTheme(page, 'dark');
      await page.reload();
      expect(await themeAtBody()).toBe('dark');
      await expectTheme(page, 'dark');
      await switchButton(page).click();
      await expect(choice(page, 'dark')).toBeChecked();

      await choice(page, 'system').click();
      await expectTheme(page, 'light');
      expect(await storedChoice(page)).toBeNull();
    },
  );

  test('can be reached and used from the keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(ROUTES.about);
    const button = switchButton(page);
    for (
      let presses = 0;
      presses < 30 && !(await button.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(choice(page, 'system')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(choice(page, 'system')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(choice(page, 'dark')).toBeChecked();
    await expectTheme(page, 'dark');
    // Arrow keys leave the popover open for the next choice; Escape closes it and hands the focus back.
    await expect(choice(page, 'dark')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(choice(page, 'dark')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a choice made in another tab reaches an open page', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(ROUTES.about);
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: 'light' });
    await other.goto(ROUTES.plans);
    await switchButton(other).click();
    await choice(other, 'dark').click();
    await expectTheme(page, 'dark');
  });

  test('axe finds no violations with the switch open, and its colours read well in every theme', async ({ page }) => {
    await page.goto(ROUTES.home);
    await switchButton(page).click();
    await expect(choice(page, 'light')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectReadableColours(page, { modes: ['dark', 'forced colours'] });
  });
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu holds the switch, by mouse and by keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(ROUTES.home);
    await expect(switchButton(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: navigation.menuLabel });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: navigation.mobileNavLabel });
    await menu.getByRole('radio', { name: theme.light, exact: true }).click();
    await expectTheme(page, 'light');
    await page.reload();
    await expectTheme(page, 'light');

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const light = menu.getByRole('radio', { name: theme.light, exact: true });
    await expect(light).toBeChecked();
    for (
      let presses = 0;
      presses < 30 && !(await light.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(light).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByRole('radio', { name: theme.dark, exact: true })).toBeChecked();
    await expectTheme(page, 'dark');
    expect(await storedChoice(page)).toBe('dark');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the page takes the device's ${colorScheme} theme and shows no switch`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(ROUTES.home);
      await expectTheme(page, colorScheme);
      await expect(switchButton(page)).toBeHidden();
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: navigation.menuLabel }).click();
      const menu = page.getByRole('navigation', { name: navigation.mobileNavLabel });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('radio')).toHaveCount(0);
    });
  }
});
