// The preview build under base /pr-42/: redirects, navigation and the language switcher stay inside the base,
// in every language, and a page of each kind loads everything it asks for from inside the base. That every
// internal link and asset written in every page's HTML resolves inside the base is checked over the built
// files (tests/build/links.test.ts); pages of one kind load the same scripts, styles and pictures, in every
// language (a translation holds only words), so the first language's pages stand for the others here.
import { expect, test } from '@playwright/test';
import { languageName } from '../../src/i18n/language-names';
import { loadNavigation, loadPlanPage, loadServices, loadSettings } from '../support/content';
import { endingWith } from '../support/patterns';
import { BASE_SITE_DIR, PREVIEW_BASE } from '../support/sites';
import { DEFAULT_LOCALE, LOCALES, kindRoutes, localizedRoute } from '../support/routes';
import { fillTemplate } from '../../src/lib/fill-template';
import { ROUTES } from '../../src/i18n/routes';

const routes = kindRoutes(BASE_SITE_DIR, DEFAULT_LOCALE);
/** A route of the first language under the base in `locale`: `(ROUTES.plans, 'de')` → `/pr-42/de/plan`. */
const underBase = (route: string, locale: string) => `${PREVIEW_BASE}${localizedRoute(route, locale).slice(1)}`;

for (const locale of LOCALES) {
  const navigation = loadNavigation(locale);
  const ABOUT = navigation.links.find((link) => link.href === ROUTES.about)!.label;
  const LOGO = fillTemplate(navigation.logoAlt, { brand: loadSettings(locale).brand.name });

  test(`the base root and unknown paths land on the base /home (${locale})`, async ({ page }) => {
    await page.goto(underBase('/', locale));
    await expect(page).toHaveURL(endingWith(underBase(ROUTES.home, locale)));
    await page.goto(underBase('/no/such/page', locale));
    await expect(page).toHaveURL(endingWith(underBase(ROUTES.home, locale)));
  });

  test(`navigation works under the base path (${locale})`, async ({ page }) => {
    await page.goto(underBase(ROUTES.home, locale));
    await page
      .getByRole('navigation', { name: navigation.mainNavLabel })
      .getByRole('link', { name: ABOUT, exact: true })
      .click();
    await expect(page).toHaveURL(endingWith(underBase(ROUTES.about, locale)));
    await page.getByRole('banner').getByRole('link', { name: LOGO, exact: true }).first().click();
    await expect(page).toHaveURL(endingWith(underBase(ROUTES.home, locale)));
  });
}

test('the language switcher keeps the base path', async ({ page }) => {
  for (const [index, locale] of LOCALES.entries()) {
    const next = LOCALES[(index + 1) % LOCALES.length]!;
    await page.goto(underBase(ROUTES.plans, locale));
    const footer = page.getByRole('contentinfo');
    const switcher = footer.getByRole('list', { name: loadNavigation(locale).languageLabel });
    for (const code of LOCALES)
      await expect(switcher.getByRole('link', { name: languageName(code) })).toHaveAttribute(
        'href',
        underBase(ROUTES.plans, code),
      );
    await switcher.getByRole('link', { name: languageName(next) }).click();
    await expect(page).toHaveURL(endingWith(underBase(ROUTES.plans, next)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loadPlanPage(next).heading);
  }
});

for (const route of routes) {
  test(`${route} loads everything it asks for from inside the base`, async ({ page }) => {
    const failed: string[] = [];
    const outside: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.hostname !== '127.0.0.1') return;
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      if (!url.pathname.startsWith(PREVIEW_BASE)) outside.push(response.url());
    });
    await page.goto(`${PREVIEW_BASE}${route.slice(1)}`, { waitUntil: 'networkidle' });
    expect(failed, 'requests the page made').toEqual([]);
    expect(outside, 'requests outside the base').toEqual([]);
  });
}

test('search finds a service under the base path and leads to it there', async ({ page }) => {
  const locale = LOCALES[0]!;
  const { search } = loadNavigation(locale);
  const service = loadServices(locale)[0]!;
  const word = service.data.summary.match(/\p{L}{4,}/gu)!.reduce((a, b) => (b.length > a.length ? b : a));
  const route = underBase(ROUTES.service(service.id), locale);
  await page.goto(underBase(ROUTES.about, locale));
  await page.getByRole('banner').getByRole('button', { name: search.label, exact: true }).click();
  await page.getByRole('searchbox', { name: search.fieldLabel }).fill(word);
  // The first search loads Pagefind's WebAssembly and index: seconds on a busy machine (a wait, not a measure).
  const result = page
    .getByRole('dialog')
    .getByRole('link')
    .and(page.locator(`[href="${route}"]`));
  await result.click({ timeout: 20_000 });
  await expect(page).toHaveURL(endingWith(route));
});
