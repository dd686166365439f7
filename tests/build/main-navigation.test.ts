// @vitest-environment jsdom
// The header's main navigation, as built, in every language: on each of its links' own pages it lists every
// link of content/navigation.yaml in order, leading to the page in that language, and marks that link, and
// only that one, as the current page; on every category and service page it marks Services. What the links and
// menus do when used is tests/e2e/shell.spec.ts's.
import { describe, expect, it } from 'vitest';
import { parsedElements } from '../support/built-dom';
import { builtHtmlByRoute } from '../support/built-site';
import { loadNavigation } from '../support/content';
import { CATEGORY_SLUGS, LOCALES, SERVICE_SLUGS, localizedRoute } from '../support/routes';
import { SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

const htmlOf = builtHtmlByRoute(SITE_DIR);

/** The links of a page's main navigation. */
function mainNavigationLinks(route: string, label: string) {
  const html = htmlOf.get(route);
  if (html === undefined) throw new Error(`${route} was not built`);
  const navigations = parsedElements(html, 'nav', label);
  expect(navigations, `${route} has one main navigation`).toHaveLength(1);
  // The Services dropdown's links are in the navigation too; the main links are its list's own items.
  return [...navigations[0]!.querySelectorAll(':scope > ul > li > a')];
}
const current = (links: Element[]) =>
  links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent?.trim());

for (const locale of LOCALES) {
  const navigation = loadNavigation(locale);
  const local = (route: string) => localizedRoute(route, locale);
  const services = navigation.links.find((link) => link.href === ROUTES.services)!;

  describe(`the main navigation (${locale})`, () => {
    for (const own of navigation.links) {
      it(`on ${local(own.href)}: every main link, leading to its page, and ${own.label} current`, () => {
        const links = mainNavigationLinks(local(own.href), navigation.mainNavLabel);
        expect(links.map((link) => link.textContent?.trim())).toEqual(navigation.links.map((link) => link.label));
        expect(links.map((link) => link.getAttribute('href'))).toEqual(
          navigation.links.map((link) => local(link.href)),
        );
        expect(current(links)).toEqual([own.label]);
      });
    }

    it(`on every category and service page: ${services.label} current`, () => {
      const routes = [...CATEGORY_SLUGS.map(ROUTES.category), ...SERVICE_SLUGS.map(ROUTES.service)].map(local);
      for (const route of routes)
        expect(current(mainNavigationLinks(route, navigation.mainNavLabel)), route).toEqual([services.label]);
    });
  });
}
