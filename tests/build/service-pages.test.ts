// @vitest-environment jsdom
// Every service page of every language (of the ten-times site's copies, only the first), as built: its heading
// and title, its Get started links, the link to its category above its heading (and that category's page
// listing it), three to six highlights, three related services, and structured data that names it and the
// trail to it. Words come from content/; what the links do when clicked is tests/e2e/service-pages.spec.ts's.
import { describe, expect, it } from 'vitest';
import { builtDocuments, labelled, linksNamed, words } from '../support/built-dom';
import { categoryEntries, loadCategoryPage, loadNavigation, loadServicePage, serviceEntries } from '../support/content';
import { DISTINCT_SERVICE_SLUGS, LOCALES, SERVICE_SLUGS, localizedRoute, type Locale } from '../support/routes';
import { SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

// The site's header and footer are main-navigation.test.ts's and footer.test.ts's.
const documentOf = builtDocuments(SITE_DIR, { mainOnly: true });

/** Each language's content, read once for all its pages (at ten times the content, reading it per page is most of the run). */
const contentIn = (() => {
  const read = (locale: Locale) => ({
    services: serviceEntries(locale),
    categories: categoryEntries(locale),
    copy: loadServicePage(locale),
    servicesTitle: loadCategoryPage(locale).servicesTitle,
    links: loadNavigation(locale).links,
  });
  const cache = new Map<Locale, ReturnType<typeof read>>();
  return (locale: Locale) => {
    if (!cache.has(locale)) cache.set(locale, read(locale));
    return cache.get(locale)!;
  };
})();

function expectServicePage(locale: Locale, slug: string) {
  const local = (route: string) => localizedRoute(route, locale);
  const route = local(ROUTES.service(slug));
  const { services, categories, copy, servicesTitle, links } = contentIn(locale);
  const service = services.find(({ id }) => id === slug)!;
  const category = categories.find(({ id }) => id === service.category)!;
  const document = documentOf(route);
  const main = document.querySelector('main')!;

  expect(document.title.startsWith(service.title), `title: ${document.title}`).toBe(true);
  const headings = main.querySelectorAll('h1');
  expect(headings, 'one h1').toHaveLength(1);
  const heading = headings[0]!;
  expect(words(heading)).toBe(service.heading.replace(/\s+/g, ' ').trim());

  const getStarted = linksNamed(main, service.cta.label);
  expect(getStarted.length, 'Get started links').toBeGreaterThanOrEqual(1);
  for (const link of getStarted) expect(link.getAttribute('href')).toBe(local(service.cta.href));

  const partOf = linksNamed(main, `${copy.categoryPrefix} ${category.name}`);
  expect(partOf.map((link) => link.getAttribute('href'))).toEqual([local(ROUTES.category(category.id))]);
  expect(partOf[0]!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING, 'above the h1').toBeTruthy();
  // The category's page lists this service among its cards.
  const categoryPage = documentOf(local(ROUTES.category(category.id)));
  const cards = labelled(categoryPage, servicesTitle);
  expect(cards, 'the category page has its service cards').toBeDefined();
  expect(linksNamed(cards!, service.name).map((link) => link.getAttribute('href'))).toEqual([route]);

  const highlights = labelled(document, copy.highlightsTitle)?.querySelectorAll('li') ?? [];
  expect(highlights.length, 'highlights').toBeGreaterThanOrEqual(3);
  expect(highlights.length, 'highlights').toBeLessThanOrEqual(6);
  const related = [...(labelled(document, copy.relatedTitle)?.querySelectorAll('a') ?? [])];
  const others = SERVICE_SLUGS.filter((other) => other !== slug).map((other) => local(ROUTES.service(other)));
  expect(related, 'related services').toHaveLength(3);
  for (const link of related) expect(others).toContain(link.getAttribute('href'));

  const graph = [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? ''))
    .flatMap((data) => data['@graph'] ?? [data]);
  const described = graph.find((item) => item['@type'] === 'Service');
  expect(described?.name).toBe(service.name);
  expect(new URL(described?.url).pathname).toBe(route);
  // Home and Services in the words of the main navigation, then the category and the service.
  const navLabel = (href: string) => links.find((link) => link.href === href)!.label;
  const crumbs = graph.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
  expect(crumbs.map((crumb: { name: string }) => crumb.name)).toEqual([
    navLabel(ROUTES.home),
    navLabel(ROUTES.services),
    category.name,
    service.name,
  ]);
}

for (const locale of LOCALES) {
  describe(`service pages (${locale})`, () => {
    for (const slug of DISTINCT_SERVICE_SLUGS) {
      it(`${localizedRoute(ROUTES.service(slug), locale)}: heading, Get started, its category above the heading and on that page, highlights, related services, structured data`, () => {
        expectServicePage(locale, slug);
      });
    }
  });
}

// DECISIONS.md: the original rendered nothing at this address.
it(`${ROUTES.service('lead-generation')} is a full page with real copy, not an empty shell`, () => {
  const main = documentOf(ROUTES.service('lead-generation')).querySelector('main')!;
  expect(words(main.querySelector('h1')!)).toMatch(/\w+(\s+\w+){3,}/);
  expect(main.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
  const paragraphs = [...main.querySelectorAll('.prose-copy p')].map(words);
  expect(paragraphs.length).toBeGreaterThanOrEqual(3);
  for (const text of paragraphs) expect(text.split(' ').length, text).toBeGreaterThanOrEqual(15);
  expect(main.querySelectorAll('.prose-copy li').length).toBeGreaterThanOrEqual(3);
});
