// Long words in headings (card titles included) break at a syllable, with a hyphen, in every language but
// English, whose headings stay whole: `hyphens: auto` under the page's (or the block's) lang. Running text
// wraps between words. Where a browser has no
// dictionary for the language it cannot hyphenate, so this checks the rule the page sets, not the breaks.
import { expect, test, type Locator } from '@playwright/test';
import { CONTENT_CHECK, categoryEntries, loadHomePage } from '../support/content';
import { PREFIXED_LOCALES, localizedRoute } from '../support/routes';
import { ROUTES } from '../../src/i18n/routes';

const hyphens = (element: Locator) => element.evaluate((node) => getComputedStyle(node).hyphens);

test('English headings and card titles do not hyphenate', CONTENT_CHECK, async ({ page }) => {
  await page.goto(ROUTES.home);
  await expect.poll(() => hyphens(page.getByRole('heading', { level: 1 }))).toBe('manual');
  const [category] = categoryEntries();
  await expect.poll(() => hyphens(page.getByRole('heading', { name: category!.name, exact: true }))).toBe('manual');
});

for (const locale of PREFIXED_LOCALES) {
  test(`${locale}: headings and card titles hyphenate, running text does not`, CONTENT_CHECK, async ({ page }) => {
    await page.goto(localizedRoute(ROUTES.home, locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect.poll(() => hyphens(page.getByRole('heading', { level: 1 }))).toBe('auto');
    const [category] = categoryEntries(locale);
    const title = page.getByRole('heading', { name: category!.name, exact: true });
    await expect.poll(() => hyphens(title)).toBe('auto');
    await expect.poll(() => hyphens(page.getByText(category!.card.description))).toBe('manual');
    await expect
      .poll(() => hyphens(page.getByRole('heading', { name: loadHomePage(locale).services.title })))
      .toBe('auto');
  });
}
