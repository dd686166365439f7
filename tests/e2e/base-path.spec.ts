// The preview build under base /pr-42/: every internal link, asset and redirect stays inside the base, in
// every language.
import { expect, test } from '@playwright/test';
import { languageName } from '../../src/i18n/language-names';
import { loadNavigation, loadPlanPage, loadSettings } from '../support/content';
import { endingWith } from '../support/patterns';
import { BASE_SITE_DIR, PREVIEW_BASE } from '../support/sites';
import { LOCALES, localizedRoute, visitedRoutes } from '../support/routes';
import { fillTemplate } from '../../src/lib/fill-template';

const routes = visitedRoutes(BASE_SITE_DIR);
/** A route of the first language under the base in `locale`: `('/plan', 'de')` → `/pr-42/de/plan`. */
const underBase = (route: string, locale: string) => `${PREVIEW_BASE}${localizedRoute(route, locale).slice(1)}`;
/** Internal URLs already answered 200 in this worker: pages share most of theirs (menus, assets). */
const resolved = new Set<string>();

for (const locale of LOCALES) {
  const navigation = loadNavigation(locale);
  const ABOUT = navigation.links.find((link) => link.href === '/about')!.label;
  const LOGO = fillTemplate(navigation.logoAlt, { brand: loadSettings(locale).brand.name });

  test(`the base root and unknown paths land on the base /home (${locale})`, async ({ page }) => {
    await page.goto(underBase('/', locale));
    await expect(page).toHaveURL(endingWith(underBase('/home', locale)));
    await page.goto(underBase('/no/such/page', locale));
    await expect(page).toHaveURL(endingWith(underBase('/home', locale)));
  });

  test(`navigation works under the base path (${locale})`, async ({ page }) => {
    await page.goto(underBase('/home', locale));
    await page
      .getByRole('navigation', { name: navigation.mainNavLabel })
      .getByRole('link', { name: ABOUT, exact: true })
      .click();
    await expect(page).toHaveURL(endingWith(underBase('/about', locale)));
    await page.getByRole('banner').getByRole('link', { name: LOGO, exact: true }).first().click();
    await expect(page).toHaveURL(endingWith(underBase('/home', locale)));
  });
}

test('the language switcher keeps the base path', async ({ page }) => {
  for (const [index, locale] of LOCALES.entries()) {
    const next = LOCALES[(index + 1) % LOCALES.length]!;
    await page.goto(underBase('/plan', locale));
    const footer = page.getByRole('contentinfo');
    const switcher = footer.getByRole('list', { name: loadNavigation(locale).languageLabel });
    for (const code of LOCALES)
      await expect(switcher.getByRole('link', { name: languageName(code) })).toHaveAttribute(
        'href',
        underBase('/plan', code),
      );
    await switcher.getByRole('link', { name: languageName(next) }).click();
    await expect(page).toHaveURL(endingWith(underBase('/plan', next)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loadPlanPage(next).heading);
  }
});

for (const route of routes) {
  test(`every internal link and asset of ${route} resolves inside the base`, async ({ page, request }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith('http://127.0.0.1') && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${PREVIEW_BASE}${route.slice(1)}`, { waitUntil: 'networkidle' });
    expect(failed, 'requests the page made').toEqual([]);

    const urls = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], link[href], img[src], script[src], source[srcset], img[srcset]',
        ),
      ].flatMap((el) => {
        const values = [
          el.getAttribute('href'),
          el.getAttribute('src'),
          ...(el.getAttribute('srcset') ?? '').split(',').map((s) => s.trim().split(/\s+/)[0]),
        ];
        return values.filter((v): v is string => !!v);
      }),
    );
    const internal = [...new Set(urls.filter((url) => url.startsWith('/')))];
    for (const url of internal) {
      expect(url, `${route} links outside the base`).toMatch(new RegExp(`^${PREVIEW_BASE}`));
      const path = url.split('#')[0]!;
      if (resolved.has(path)) continue;
      const response = await request.get(path);
      expect(response.status(), `${route} → ${url}`).toBe(200);
      resolved.add(path);
    }
  });
}
