// The preview build under base /pr-42/: every internal link, asset and redirect stays inside the base.
import { expect, test } from '@playwright/test';
import { loadNavigation, loadSettings } from '../support/content';
import { BASE_SITE_DIR, PREVIEW_BASE } from '../support/sites';
import { builtRoutes } from '../support/routes';
import { fillTemplate } from '../../src/lib/fill-template';

const routes = builtRoutes(BASE_SITE_DIR);
const navigation = loadNavigation();
const ABOUT = navigation.links.find((link) => link.href === '/about')!.label;
const LOGO = fillTemplate(navigation.logoAlt, { brand: loadSettings().brand.name });

test('the base root and unknown paths land on the base /home', async ({ page }) => {
  await page.goto(PREVIEW_BASE);
  await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}home$`));
  await page.goto(`${PREVIEW_BASE}no/such/page`);
  await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}home$`));
});

test('navigation works under the base path', async ({ page }) => {
  await page.goto(`${PREVIEW_BASE}home`);
  await page
    .getByRole('navigation', { name: navigation.mainNavLabel })
    .getByRole('link', { name: ABOUT, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}about$`));
  await page.getByRole('banner').getByRole('link', { name: LOGO, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PREVIEW_BASE}home$`));
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
      const response = await request.get(url.split('#')[0]);
      expect(response.status(), `${route} → ${url}`).toBe(200);
    }
  });
}
