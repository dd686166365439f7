// Every page, served with the generated _headers (CSP included), loads without a console error, an
// uncaught exception or a Content-Security-Policy violation, including after its islands hydrate.
import { expect, test } from '@playwright/test';
import { LOCALES, SERVICE_SLUGS, localizedRoute, visitedRoutes } from '../support/routes';

/** A page one and one two folders deep in each language: the host's cache rules match them by different patterns. */
const HEADER_ROUTES = LOCALES.flatMap((locale) =>
  ['/home', `/service/${SERVICE_SLUGS[0]}`].map((path) => localizedRoute(path, locale)),
);

test('the served pages of every language carry the security and cache headers', async ({ request }) => {
  for (const route of HEADER_ROUTES) {
    const headers = (await request.get(route)).headers();
    expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], route).toContain('camera=()');
    expect(headers['cache-control'], route).toBe('public, max-age=0, must-revalidate');
  }

  const page = await request.get('/home');
  const html = await page.text();
  const asset = html.match(/href="(\/_astro\/[^"]+\.css)"/)?.[1];
  expect(asset).toBeTruthy();
  const css = await request.get(asset!);
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

for (const route of visitedRoutes()) {
  test(`${route} loads without console errors or CSP violations`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // Scroll through the page so that client:visible islands hydrate too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    // A fast scroll can skip past an island before its observer fires: bring each one into view and wait
    // until every island has hydrated, so the check below covers their code too.
    for (const island of await page.locator('astro-island').all()) {
      await island.evaluate((element) => (element.firstElementChild ?? element).scrollIntoView({ block: 'center' }));
    }
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
