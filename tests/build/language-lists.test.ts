// @vitest-environment jsdom
// The language lists of every page in every language, as built: the header's menu, the small-screen menu and
// the footer each list the page in every language that has it, a page of the blog (which may be written in
// fewer) every language, the others leading to their blog; in the languages' order, each link named in its own
// language, tagged with hreflang and lang, leading to the page in that language, the current one marked. What
// the lists do when used (opening, by mouse and keyboard, with and without JavaScript) is
// tests/e2e/language-switcher.spec.ts's.
import { describe, expect, it } from 'vitest';
import { languageName } from '../../src/i18n/language-names';
import { ROUTES } from '../../src/i18n/routes';
import { parsedElements } from '../support/built-dom';
import { builtPages } from '../support/built-site';
import { loadNavigation } from '../support/content';
import { LOCALES, builtRoutes, languagesOf, localeOf, localizedRoute, unlocalized } from '../support/routes';
import { SITE_DIR } from '../support/sites';

/** How many lists of languages a page has: the header's menu, the small-screen menu and the footer. */
const LISTS_PER_PAGE = 3;
const routes = new Set(builtRoutes(SITE_DIR));
const pages = builtPages(SITE_DIR).filter((page) => routes.has(page.route));
const labels = new Map(LOCALES.map((locale) => [locale, loadNavigation(locale).languageLabel]));

it('the site has pages in every language', () => {
  for (const locale of LOCALES)
    expect(
      pages.some((page) => localeOf(page.route) === locale),
      locale,
    ).toBe(true);
});

/** A blog page (a post, a list or a tag's list) that a language lacks leads there to its blog. */
const isBlogPage = (route: string) => {
  const path = unlocalized(route);
  return path === ROUTES.blog || path.startsWith(`${ROUTES.blog}/`);
};

describe('the language lists', () => {
  for (const { route, html } of pages) {
    it(`${route} lists itself in each language that has it, in each of its ${LISTS_PER_PAGE} lists, and a blog page every language`, () => {
      const locale = localeOf(route);
      const written = languagesOf(route);
      const languages = isBlogPage(route) ? LOCALES : written;
      const lists = parsedElements(html, 'ul', labels.get(locale)!);
      expect(lists, 'lists of languages').toHaveLength(languages.length > 1 ? LISTS_PER_PAGE : 0);
      for (const list of lists) {
        const links = [...list.querySelectorAll('a')];
        expect(links.map((link) => link.textContent?.trim())).toEqual(languages.map(languageName));
        expect(links.map((link) => link.getAttribute('href'))).toEqual(
          languages.map((code) => localizedRoute(written.includes(code) ? unlocalized(route) : ROUTES.blog, code)),
        );
        expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(languages);
        expect(links.map((link) => link.getAttribute('lang'))).toEqual(languages);
        expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(
          languages.map((code) => (code === locale ? 'page' : null)),
        );
      }
    });
  }
});
