// The server sends every page with the security and cache headers of the generated _headers file, and the
// site's files with the headers every response carries but not the pages' policy. That each page then loads
// without a console error or CSP violation is checked in pages.spec.ts.
import { expect, test } from '@playwright/test';
import { LOCALES, SERVICE_SLUGS, localizedRoute } from '../support/routes';
import { ROUTES } from '../../src/i18n/routes';

/** A page one and one two folders deep in each language: the host's cache rules match them by different patterns. */
const HEADER_ROUTES = LOCALES.flatMap((locale) =>
  [ROUTES.home, ROUTES.service(SERVICE_SLUGS[0])].map((path) => localizedRoute(path, locale)),
);

test('the served pages of every language carry the security and cache headers, the files only theirs', async ({
  request,
}) => {
  for (const route of HEADER_ROUTES) {
    const headers = (await request.get(route)).headers();
    expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], route).toContain('camera=()');
    expect(headers['cache-control'], route).toBe('public, max-age=0, must-revalidate');
  }

  const page = await request.get(ROUTES.home);
  const html = await page.text();
  const asset = html.match(/href="(\/_astro\/[^"]+\.css)"/)?.[1];
  expect(asset).toBeTruthy();
  const css = await request.get(asset!);
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(css.headers()['x-content-type-options']).toBe('nosniff');
  expect(css.headers()['content-security-policy']).toBeUndefined();
});
