// Every page can be reached by following links from /home, as a visitor or a search engine would: a walk
// over the <a href>s of the test builds reaches every built page of every language (the not-found pages and
// the roots that forward to /home are reached by other means), and every category and service file of
// content/ has its page among them in every language.
import { describe, expect, it } from 'vitest';
import { attributeValues, builtPages } from '../support/built-site';
import { categoryEntries, serviceEntries } from '../support/content';
import { ALL_PAGE_ROUTES, LOCALES, NOT_FOUND_ROUTES, ROOT_ROUTES, localizedRoute } from '../support/routes';
import { BASE_SITE_DIR, PREVIEW_BASE, SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

/** Pages a visitor never reaches by a link: the roots that forward to /home and the pages for unknown addresses. */
const NOT_LINKED = [...ROOT_ROUTES, ...NOT_FOUND_ROUTES];
const services = serviceEntries();
const contentRoutes = LOCALES.flatMap((locale) =>
  [...categoryEntries().map(({ id }) => ROUTES.category(id)), ...services.map(({ id }) => ROUTES.service(id))].map(
    (route) => localizedRoute(route, locale),
  ),
);

/** The route an href leads to on a site served under `base`, or undefined when it leaves the site. */
function routeOf(href: string, base: string): string | undefined {
  const prefix = base.replace(/\/+$/, '');
  const path = href.split(/[?#]/)[0];
  if (!path.startsWith(`${prefix}/`)) return undefined;
  return path.slice(prefix.length).replace(/(.)\/+$/, '$1');
}

/** The routes each page links to. */
function linksOf(dir: string, base: string): Map<string, Set<string>> {
  return new Map(
    builtPages(dir).map((page) => [
      page.route,
      new Set(attributeValues(page.html, 'a', 'href').flatMap((href) => routeOf(href, base) ?? [])),
    ]),
  );
}

/** The pages reached from `start` by following links, breadth first. */
function reachedFrom(start: string, links: Map<string, Set<string>>): Set<string> {
  const reached = new Set([start]);
  for (const route of reached) {
    for (const target of links.get(route) ?? []) if (links.has(target)) reached.add(target);
  }
  return reached;
}

for (const [label, dir, base] of [
  ['plain build', SITE_DIR, '/'],
  ['build under the preview base', BASE_SITE_DIR, PREVIEW_BASE],
] as const) {
  describe(`pages reached from /home in the ${label}`, () => {
    const links = linksOf(dir, base);
    const pages = [...links.keys()].filter((route) => !NOT_LINKED.includes(route));

    it('builds a page for every category and service file, in every language', () => {
      expect(contentRoutes.filter((route) => !links.has(route))).toEqual([]);
    });

    it('builds exactly the pages of every language, no more', () => {
      expect([...pages].sort()).toEqual([...ALL_PAGE_ROUTES].sort());
    });

    it('reaches every page by links from /home', () => {
      const reached = reachedFrom(ROUTES.home, links);
      expect(pages.length).toBeGreaterThan(contentRoutes.length);
      expect(pages.filter((route) => !reached.has(route))).toEqual([]);
    });

    it('links each service page from its category page and from /services, in the same language', () => {
      const missing = LOCALES.flatMap((locale) => {
        const local = (route: string) => localizedRoute(route, locale);
        return services.flatMap(({ id, category }) =>
          [local(ROUTES.category(category)), local(ROUTES.services)]
            .filter((from) => !links.get(from)?.has(local(ROUTES.service(id))))
            .map((from) => `${from} → ${local(ROUTES.service(id))}`),
        );
      });
      expect(missing).toEqual([]);
    });

    it('links each service page to its category page, in the same language', () => {
      const missing = LOCALES.flatMap((locale) => {
        const local = (route: string) => localizedRoute(route, locale);
        return services
          .filter(({ id, category }) => !links.get(local(ROUTES.service(id)))?.has(local(ROUTES.category(category))))
          .map(({ id, category }) => `${local(ROUTES.service(id))} → ${local(ROUTES.category(category))}`);
      });
      expect(missing).toEqual([]);
    });
  });
}
