// @vitest-environment jsdom
// The footer of every page in every language: the social links (each opening in a new tab without handing it
// the page), the contact link in the page's language, the brand's sentence and the survey note. One component
// draws it on every page; the built HTML of each page shows what it drew there.
import { describe, expect, it } from 'vitest';
import { parsedElements } from '../support/built-dom';
import { builtPages } from '../support/built-site';
import { loadNavigation, loadSettings } from '../support/content';
import { LOCALES, builtRoutes, localeOf, localizedRoute } from '../support/routes';
import { SITE_DIR } from '../support/sites';

const routes = new Set(builtRoutes(SITE_DIR));
const pages = builtPages(SITE_DIR).filter((page) => routes.has(page.route));
const NETWORKS = ['instagram', 'facebook', 'linkedin'] as const;

it('the site has pages with a footer in every language', () => {
  for (const locale of LOCALES)
    expect(pages.filter((page) => localeOf(page.route) === locale).length, locale).toBeGreaterThan(3);
});

describe('the footer', () => {
  const contentIn = new Map(
    LOCALES.map((locale) => [locale, { navigation: loadNavigation(locale), settings: loadSettings(locale) }]),
  );
  for (const { route, html } of pages) {
    const locale = localeOf(route);
    it(`${route} has the social links, the contact link, the brand's sentence and the survey note`, () => {
      const { navigation, settings } = contentIn.get(locale)!;
      const footers = parsedElements(html, 'footer');
      expect(footers, 'one footer').toHaveLength(1);
      const footer = footers[0]!;
      const links = [...footer.querySelectorAll('a')];
      for (const network of NETWORKS) {
        const named = links.filter((link) => link.getAttribute('aria-label') === navigation.socialLabels[network]);
        expect(
          named.map((link) => link.getAttribute('href')),
          network,
        ).toEqual([settings.social[network]]);
        expect(named[0]!.getAttribute('target'), network).toBe('_blank');
        expect(named[0]!.getAttribute('rel'), network).toBe('noopener noreferrer');
      }
      const cta = links.filter((link) => link.textContent?.trim() === navigation.footerCta.label);
      expect(cta.map((link) => link.getAttribute('href'))).toEqual([localizedRoute(navigation.footerCta.href, locale)]);
      const text = (footer.textContent ?? '').replace(/\s+/g, ' ');
      expect(text).toContain(settings.footer.surveyNote.replace(/\s+/g, ' '));
      expect(text).toContain(settings.footer.blurb.replace(/\s+/g, ' '));
    });
  }
});
