// Internal pages are prefetched through Speculation Rules (src/components/layout/SpeculationRules.astro):
// JSON in the head instead of Astro's prefetch script, so pages without islands still ship no JavaScript.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadNavigation } from '../support/content';
import { builtRoutes } from '../support/routes';
import { BASE_SITE_DIR, PREVIEW_BASE, SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

interface Rules {
  prefetch: { source: string; eagerness: string; where: { and: ({ href_matches: string } | { not: unknown })[] } }[];
}

/** The speculation rules of a built page, read from its HTML head. */
function rulesOf(dir: string, route: string): Rules[] {
  const html = readFileSync(join(dir, route, 'index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="speculationrules">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Rules,
  );
}

test('hovering an internal link prefetches that page', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'Speculation rules prefetch in Chromium only; other engines ignore them');
  await page.goto(ROUTES.home);
  const prefetched = page.waitForRequest(
    (request) => request.headers()['sec-purpose']?.startsWith('prefetch') === true,
  );
  const navigation = loadNavigation();
  const about = navigation.links.find((link) => link.href === ROUTES.about)!.label;
  await page
    .getByRole('navigation', { name: navigation.mainNavLabel })
    .getByRole('link', { name: about, exact: true })
    .hover();
  expect(new URL((await prefetched).url()).pathname).toBe(ROUTES.about);
});

test('every page carries the same moderate prefetch rule for the pages of the site', () => {
  for (const route of builtRoutes()) {
    const rules = rulesOf(SITE_DIR, route);
    expect(rules, route).toHaveLength(1);
    expect(rules[0].prefetch[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(rules[0].prefetch[0].where.and[0], route).toEqual({ href_matches: '/*' });
  }
});

test('under a base path the rule covers only the pages below it', () => {
  const [rules] = rulesOf(BASE_SITE_DIR, ROUTES.home);
  expect(rules.prefetch[0].where.and[0]).toEqual({ href_matches: `${PREVIEW_BASE}*` });
  expect(rules.prefetch[0].where.and[1]).toEqual({ not: { href_matches: `${PREVIEW_BASE}_astro/*` } });
});
