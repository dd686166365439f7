// The site at ten times today's content: the edited copy of the project (tests/support/edited-site.ts) has
// every category and service file copied nine times with new slugs (80 categories and 100 services today),
// in every language (the copies have no translations: their pages show them in English, as a writer's new
// entry would until it is translated). It must still fit its host (the test build's `_headers` file, within
// Cloudflare Pages' 100 rules and 2,000 characters a line), keep every page within the byte budgets, and keep
// the menus short.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../scripts/headers-file.mjs';
import { builtRoutes } from '../../scripts/built-files.mjs';
import { requireBuild } from '../support/built-site';
import { loadNavigation, loadSettings } from '../support/content';
import { BUDGET, KB } from '../../scripts/weights/byte-budgets';
import { BuiltSite, findTags, measurePage } from '../../scripts/weights/page-weight';
import { EDITED_DIST, FACTOR, editedBuild } from '../support/edited-site';
import { LOCALES, NOT_FOUND_ROUTES, localizedRoute, type Locale } from '../support/routes';
import { EDITED_API_BASE, SITE_DIR, TEST_API_BASE } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

/** Cloudflare Pages reads at most this many rules from `_headers`, and lines up to this length. */
const HOST_LIMITS = { rules: 100, lineLength: 2000 };

requireBuild(SITE_DIR);
const dist = EDITED_DIST;
let counts: { categories: number; services: number; posts: number };

beforeAll(() => {
  counts = editedBuild().counts;
});

describe(`the site at ${FACTOR}x content`, () => {
  it('has every page in every language', () => {
    const routes = builtRoutes(dist) as string[];
    for (const locale of LOCALES) {
      const under = (path: string) => routes.filter((route) => route.startsWith(localizedRoute(path, locale)));
      expect(under(ROUTES.category('')), locale).toHaveLength(counts.categories);
      expect(under(ROUTES.service('')), locale).toHaveLength(counts.services);
    }
  });

  it(`cuts the blog's list into pages of the settings' size, each linking to the next`, () => {
    const { pageSize } = loadSettings().blog;
    const pages = Math.ceil(counts.posts / pageSize);
    const routes = builtRoutes(dist) as string[];
    const listPages = routes.filter(
      (route) => route === ROUTES.blog || route.startsWith(ROUTES.blogPage(2).replace(/2$/, '')),
    );
    expect(listPages.sort()).toEqual(Array.from({ length: pages }, (_, index) => ROUTES.blogPage(index + 1)).sort());
    for (let number = 1; number <= pages; number++) {
      const html = readFileSync(join(dist, ROUTES.blogPage(number), 'index.html'), 'utf8');
      const posts = html.match(/<li class="card/g) ?? [];
      expect(posts.length, ROUTES.blogPage(number)).toBe(
        number < pages ? pageSize : counts.posts - pageSize * (pages - 1),
      );
      if (number < pages)
        expect(html, ROUTES.blogPage(number)).toContain(`href="${ROUTES.blogPage(number + 1)}" rel="next"`);
      if (number > 1)
        expect(html, ROUTES.blogPage(number)).toContain(`href="${ROUTES.blogPage(number - 1)}" rel="prev"`);
    }
  });

  it("writes a _headers file within the host limits, grown by the blog's later pages alone", () => {
    const headers = readFileSync(join(dist, '_headers'), 'utf8').replaceAll(EDITED_API_BASE, TEST_API_BASE);
    const rules = parseHeadersFile(headers);
    expect(rules.length).toBeLessThanOrEqual(HOST_LIMITS.rules);
    const long = headers.split('\n').filter((line) => line.length > HOST_LIMITS.lineLength);
    expect(long.map((line) => `${line.slice(0, 60)}… (${line.length} characters)`)).toEqual([]);
    // The test build's rules, and per language at most the patterns (each with its trailing-slash twin) of the
    // blog's later pages and of every tag's later pages, which the test build's few posts do not have.
    const ownRules = parseHeadersFile(readFileSync(join(SITE_DIR, '_headers'), 'utf8')).length;
    expect(rules.length).toBeLessThanOrEqual(ownRules + 2 * 2 * LOCALES.length);
    expect(headers.split('\n\n')[0]).toBe(readFileSync(join(SITE_DIR, '_headers'), 'utf8').split('\n\n')[0]);
  });

  it('keeps every page within the byte budgets', () => {
    const site = new BuiltSite(dist);
    const over = [...(builtRoutes(dist) as string[]), ...NOT_FOUND_ROUTES].flatMap((route) => {
      const page = measurePage(site, route);
      const sizes = { html: page.html, css: page.totals.css, js: page.totals.js };
      return Object.entries(sizes)
        .filter(([kind, bytes]) => bytes > BUDGET[kind as keyof typeof sizes])
        .map(([kind, bytes]) => `${route} ${kind} ${(bytes / KB).toFixed(1)} KB`);
    });
    expect(over).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`lists at most servicesMenu.limit categories in each menu, then the link to every service (${locale})`, () => {
      expectShortMenus(locale);
    });

    it(`shows at most servicesMenu.limit category cards on the home page, then the link to every service (${locale})`, () => {
      const { limit, allLabel } = loadNavigation(locale).servicesMenu;
      const html = readFileSync(join(dist, localizedRoute(ROUTES.home, locale), 'index.html'), 'utf8');
      const start = html.indexOf('aria-labelledby="services"');
      const grid = html.slice(start, html.indexOf('</section>', start));
      const links = [...grid.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
        href,
        text: inner
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      }));
      const categoryPrefix = localizedRoute(ROUTES.category(''), locale);
      expect(links.filter(({ href }) => href.startsWith(categoryPrefix))).toHaveLength(limit);
      expect(links.at(-1)).toEqual({ href: localizedRoute(ROUTES.services, locale), text: allLabel });
    });
  }
});

function expectShortMenus(locale: Locale) {
  const { servicesMenu, links } = loadNavigation(locale);
  const { limit, label, allLabel } = servicesMenu;
  const servicesHref = localizedRoute(links.find((link) => link.href === ROUTES.services)!.href, locale);
  const categoryPrefix = localizedRoute(ROUTES.category(''), locale);
  /** The links of each category list in the page's header (the lists hold no nested list). */
  const menuLinks = (route: string) => {
    const html = readFileSync(join(dist, route, 'index.html'), 'utf8');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const menus = findTags(header, ['ul'])
      .filter((list) => list.attributes['aria-label'] === label)
      .map((list) => header.slice(list.index, header.indexOf('</ul>', list.index)));
    expect(menus.length, `${route}: the dropdown and the small-screen menu`).toBe(2);
    return menus.map((menu) =>
      [...menu.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
        text: inner.replace(/<[^>]+>/g, '').trim(),
        href,
      })),
    );
  };
  const home = menuLinks(localizedRoute(ROUTES.home, locale));
  for (const links of home) {
    expect(links).toHaveLength(limit + 1);
    expect(links.slice(0, limit).every((link) => link.href!.startsWith(categoryPrefix))).toBe(true);
    expect(links.at(-1)).toEqual({ text: allLabel, href: servicesHref });
  }
  // The page of a category the menus leave out has the same menus.
  const listed = new Set(home[0].map((link) => link.href));
  const leftOut = (builtRoutes(dist) as string[]).find(
    (route) => route.startsWith(categoryPrefix) && !listed.has(route),
  );
  expect(menuLinks(leftOut!)).toEqual(home);
}
