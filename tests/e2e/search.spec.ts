// Site search: the header's button (the small-screen menu's on a phone), `/` and Ctrl+K open a dialog that
// finds a service by a word of its text: each language's index and each way of searching (mouse at 375 and
// 1280 px, keyboard) at least once.
// Nothing of search is fetched before it opens; the open dialog passes axe in both themes; without
// JavaScript there is no button. The service and its word come from content/.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { collectConsoleErrors } from '../support/console-errors';
import { CONTENT_CHECK, loadNavigation, loadServices } from '../support/content';
import { endingWith } from '../support/patterns';
import { LOCALES, localeInTurn, localizedRoute, type Locale } from '../support/routes';
import { ROUTES } from '../../src/i18n/routes';

const PHONE = { width: 375, height: 740 };
/**
 * How long the first results may take: the first search loads Pagefind's WebAssembly and the language's
 * index, seconds on a busy two-core machine. A wait, not a measure: speed is for `npm run bench`.
 */
const FIRST_RESULTS = { timeout: 20_000 };
const DESKTOP = { width: 1280, height: 800 };

/** A service written in `locale`, and the longest word of its summary, which search must find it by. */
function serviceToFind(locale: Locale) {
  const service = loadServices(locale).find((entry) => entry.lang === locale) ?? loadServices(locale)[0]!;
  const words = service.data.summary.match(/\p{L}{4,}/gu) ?? [];
  const word = words.reduce((longest, next) => (next.length > longest.length ? next : longest), '');
  return { route: localizedRoute(ROUTES.service(service.id), locale), word };
}

const dialog = (page: Page, locale: Locale) => page.getByRole('dialog', { name: loadNavigation(locale).search.title });
const field = (page: Page, locale: Locale) =>
  dialog(page, locale).getByRole('searchbox', { name: loadNavigation(locale).search.fieldLabel });
const results = (page: Page, locale: Locale) =>
  dialog(page, locale).getByRole('list', { name: loadNavigation(locale).search.resultsLabel });
const resultFor = (page: Page, locale: Locale, route: string) =>
  results(page, locale)
    .getByRole('link')
    .and(page.locator(`[href$="${route}"]`));

/** Opens search with the mouse: the header's button on a desktop, the small-screen menu's on a phone. */
async function openByMouse(page: Page, locale: Locale, phone: boolean) {
  const { search, menuLabel, mobileNavLabel } = loadNavigation(locale);
  if (phone) {
    await page.getByRole('banner').getByRole('button', { name: menuLabel }).click();
    await page
      .getByRole('navigation', { name: mobileNavLabel })
      .getByRole('button', { name: search.label, exact: true })
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: search.label, exact: true }).click();
  }
}

/** The addresses of the requests the page makes from now on that belong to search. */
function searchRequests(page: Page): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/pagefind\/|\/_astro\/search\./.test(path)) found.push(path);
  });
  return found;
}

/** Searches with the mouse at the viewport's width, picks the service's result and lands on its page. */
async function findByMouse(page: Page, locale: Locale, viewport: typeof PHONE) {
  const { route, word } = serviceToFind(locale);
  const { search } = loadNavigation(locale);
  await page.setViewportSize(viewport);
  await page.goto(localizedRoute(ROUTES.about, locale));
  await openByMouse(page, locale, viewport === PHONE);
  await expect(field(page, locale)).toBeFocused();
  await field(page, locale).fill(word);
  const result = resultFor(page, locale, route);
  await expect(result).toContainText(search.kinds.service, FIRST_RESULTS);
  await expect(result.locator('mark').first()).toBeVisible();
  await expect(dialog(page, locale).getByRole('status')).not.toHaveText(search.loading);
  await result.click();
  await expect(page).toHaveURL(endingWith(route));
  await expect(dialog(page, locale)).toBeHidden();
}

/** Opens search with /, types, walks down the results with the arrow keys and opens the service's page. */
async function findByKeyboard(page: Page, locale: Locale) {
  const { route, word } = serviceToFind(locale);
  await page.setViewportSize(DESKTOP);
  await page.goto(localizedRoute(ROUTES.about, locale));
  await page.keyboard.press('/');
  await expect(field(page, locale)).toBeFocused();
  // The / that opened the dialog is not typed into it.
  await expect(field(page, locale)).toHaveValue('');
  await page.keyboard.type(word);
  const result = resultFor(page, locale, route);
  await expect(result).toBeVisible(FIRST_RESULTS);
  await page.keyboard.press('ArrowDown');
  while (!(await result.evaluate((link) => link === document.activeElement))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endingWith(route));
}

/** The ways of searching a visitor has. */
const WAYS = [
  { way: 'with the mouse at 375 px', find: (page: Page, locale: Locale) => findByMouse(page, locale, PHONE) },
  { way: 'with the mouse at 1280 px', find: (page: Page, locale: Locale) => findByMouse(page, locale, DESKTOP) },
  { way: 'from the keyboard: / opens, arrows pick', find: findByKeyboard },
];

// Every language's index and every way of searching, each tried at least once: the n-th language with the
// n-th way, in turn. The dialog is the same markup and script in every language; what each language's index
// holds is read from the build (tests/build/search-index.test.ts).
for (let n = 0; n < Math.max(LOCALES.length, WAYS.length); n++) {
  const locale = localeInTurn(n);
  const { way, find } = WAYS[n % WAYS.length]!;
  test(`finds a service by a word of its text ${way} (${locale})`, CONTENT_CHECK, ({ page }) => find(page, locale));
}

test('Ctrl+K opens search on a phone, even from a field; Escape closes it and focus goes back', async ({ page }) => {
  const locale = LOCALES[0]!;
  const { word, route } = serviceToFind(locale);
  await page.setViewportSize(PHONE);
  await page.goto(ROUTES.contact);
  const contactField = page.getByRole('main').getByRole('textbox').first();
  await contactField.focus();
  await page.keyboard.press('Control+k');
  await expect(field(page, locale)).toBeFocused();
  await page.keyboard.type(word);
  await expect(resultFor(page, locale, route)).toBeVisible(FIRST_RESULTS);
  await page.keyboard.press('Escape');
  await expect(dialog(page, locale)).toBeHidden();
  await expect(contactField).toBeFocused();
});

test('fetches nothing of search before it opens, then Pagefind with the right types and no console error', async ({
  page,
}) => {
  const locale = LOCALES[0]!;
  const requested = searchRequests(page);
  const errors = collectConsoleErrors(page);
  const types = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.includes('/pagefind/')) types.set(path, response.headers()['content-type'] ?? '');
  });
  await page.setViewportSize(DESKTOP);
  await page.goto(ROUTES.about);
  await page.waitForLoadState('networkidle');
  await page.mouse.move(200, 300);
  await page.keyboard.press('Tab');
  expect(requested).toEqual([]);

  await openByMouse(page, locale, false);
  await field(page, locale).fill(serviceToFind(locale).word);
  await expect(resultFor(page, locale, serviceToFind(locale).route)).toBeVisible(FIRST_RESULTS);
  expect(requested.some((path) => /\/_astro\/search\.[\w-]+\.js$/.test(path))).toBe(true);
  expect(requested).toContain('/pagefind/pagefind.js');
  const binary = [...types].filter(([path]) => /\.(pagefind|pf_meta|pf_index|pf_fragment)$/.test(path));
  expect(binary.map(([path]) => path)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/wasm\.en\.pagefind$/)]),
  );
  for (const [path, type] of binary) expect(type, path).toBe('application/octet-stream');
  expect(errors).toEqual([]);
});

test('the open dialog with results passes axe in the light and the dark theme', async ({ page }) => {
  const locale = LOCALES[0]!;
  await page.setViewportSize(DESKTOP);
  await page.goto(ROUTES.about);
  await openByMouse(page, locale, false);
  await field(page, locale).fill(serviceToFind(locale).word);
  await expect(resultFor(page, locale, serviceToFind(locale).route)).toBeVisible(FIRST_RESULTS);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, '#search-dialog');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows no search button, in the header or the small-screen menu', async ({ page }) => {
    const { search } = loadNavigation(LOCALES[0]);
    await page.setViewportSize(PHONE);
    await page.goto(ROUTES.about);
    await expect(page.getByRole('button', { name: search.label, exact: true, includeHidden: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: search.label, exact: true })).toHaveCount(0);
  });
});
