// @vitest-environment jsdom
// What /services and the category pages list, in every language, as built: the overview's category list,
// a section per category with its See more link and its service pages; each category page's service cards
// (none when it has none); and, for each category page (of the ten-times site's copies, only the first), its
// title, four or five blocks (each with a heading, ticked features, a described picture, a link and a fact
// whose percentages are highlighted), its call to action and the category footer above the shared one. Words
// come from content/; how the pages behave (scroll-spy, clicks, layout) is tests/e2e/services.spec.ts's.
import { describe, expect, it } from 'vitest';
import { servicesInCategory } from '../../src/lib/category-services';
import { FACT_LEAD_IN } from '../../src/schemas/service-block';
import { builtDocuments, hrefs, labelled, linksNamed, words } from '../support/built-dom';
import {
  categoryEntries,
  loadCategoryPage,
  loadNavigation,
  loadServicesPage,
  serviceEntries,
} from '../support/content';
import { CATEGORY_SLUGS, DISTINCT_CATEGORY_SLUGS, LOCALES, localizedRoute } from '../support/routes';
import { SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

const documentOf = builtDocuments(SITE_DIR);
/** The pages' own content, for the tests that read nothing of the site's header and footer. */
const mainOf = builtDocuments(SITE_DIR, { mainOnly: true });

for (const locale of LOCALES) {
  const local = (route: string) => localizedRoute(route, locale);
  const overview = loadServicesPage(locale);
  const categoryCopy = loadCategoryPage(locale);
  const services = serviceEntries(locale);
  const categories = categoryEntries(locale);

  describe(`${local(ROUTES.services)}`, () => {
    const document = mainOf(local(ROUTES.services));
    const main = document.querySelector('main')!;

    it('lists every category, in menu order, each with a section and a See more link to its page', () => {
      const list = labelled(document, overview.listLabel);
      expect(list, 'the category list').not.toBeNull();
      const links = [...list!.querySelectorAll('a')];
      expect(links.map(words)).toEqual(categories.map((category) => category.name));
      expect(hrefs(links)).toEqual(CATEGORY_SLUGS.map((slug) => `#${slug}`));
      expect(hrefs(linksNamed(main, overview.seeMoreLabel))).toEqual(
        CATEGORY_SLUGS.map((slug) => local(ROUTES.category(slug))),
      );
      for (const { id, name } of categories) {
        const section = main.querySelector(`section#${id}`);
        expect(section, id).not.toBeNull();
        expect([...section!.querySelectorAll('h2')].map(words), id).toEqual([name]);
        expect(section!.querySelectorAll('li').length, `${id} feature items`).toBeGreaterThanOrEqual(2);
        expect(hrefs(linksNamed(section!, overview.seeMoreLabel)), id).toEqual([local(ROUTES.category(id))]);
      }
    });

    it("lists each category's service pages in its section, under the label from content", () => {
      for (const { id, name } of categories) {
        const section = labelled(main, name);
        expect(section, name).toBeDefined();
        const label = [...section!.querySelectorAll('h3')].filter((h3) => words(h3) === overview.servicesLabel);
        const listed = servicesInCategory(services, id);
        expect(label, `${name}: the label over its service pages`).toHaveLength(listed.length ? 1 : 0);
        const links = [...section!.querySelectorAll(`a[href^="${local(ROUTES.service(''))}"]`)];
        expect(links.map(words), name).toEqual(listed.map((service) => service.name));
        expect(hrefs(links), name).toEqual(listed.map((service) => local(ROUTES.service(service.id))));
      }
    });
  });

  describe(`category pages (${locale})`, () => {
    for (const { id, name } of categories.filter(({ id }) => DISTINCT_CATEGORY_SLUGS.includes(id))) {
      it(`${local(ROUTES.category(id))} shows its service pages as cards, or none when it has none`, () => {
        const main = mainOf(local(ROUTES.category(id))).querySelector('main')!;
        const section = labelled(main, categoryCopy.servicesTitle);
        const listed = servicesInCategory(services, id);
        if (listed.length === 0) {
          expect(section, `${name} has no service pages`).toBeUndefined();
          return;
        }
        expect(words(section!)).toContain(categoryCopy.servicesIntro.replace(/\s+/g, ' ').trim());
        const cards = [...section!.querySelectorAll('li')];
        expect(cards, name).toHaveLength(listed.length);
        for (const [index, service] of listed.entries()) {
          const card = cards[index]!;
          expect([...card.querySelectorAll('h3')].map(words)).toEqual([service.name]);
          expect(hrefs(linksNamed(card, service.name))).toEqual([local(ROUTES.service(service.id))]);
          expect(words(card)).toContain(service.summary.replace(/\s+/g, ' ').trim());
          expect(words(card)).toContain(categoryCopy.servicesLinkLabel);
        }
      });
    }
  });
}

describe('category pages', () => {
  const { footerCta } = loadNavigation();
  const categoryCopy = loadCategoryPage();
  for (const category of categoryEntries().filter(({ id }) => DISTINCT_CATEGORY_SLUGS.includes(id))) {
    it(`${ROUTES.category(category.id)} has its title, 4–5 blocks, its call to action and the category footer`, () => {
      const document = documentOf(ROUTES.category(category.id));
      const main = document.querySelector('main')!;
      expect(main.querySelectorAll('h1')).toHaveLength(1);
      // The hero's call to action is the first link after the title.
      expect(main.querySelector('h1 ~ * a, h1 ~ a')?.getAttribute('href')).toBe(category.cta.href);

      // Each block is a section named by its own heading; the service cards under them are a section too.
      const cards = labelled(main, categoryCopy.servicesTitle);
      const blocks = [...main.querySelectorAll('section[aria-labelledby]')].filter((section) => section !== cards);
      expect(blocks.length, 'blocks').toBeGreaterThanOrEqual(4);
      expect(blocks.length, 'blocks').toBeLessThanOrEqual(5);
      for (const [index, block] of blocks.entries()) {
        expect(block.querySelectorAll('h2'), `block ${index + 1}: heading`).toHaveLength(1);
        expect(block.querySelectorAll('li').length, `block ${index + 1}: ticked features`).toBeGreaterThanOrEqual(2);
        expect(block.querySelector('img')?.getAttribute('alt'), `block ${index + 1}: picture`).toMatch(/\w{3}/);
        expect(hrefs(block.querySelectorAll('a')), `block ${index + 1}: link`).toEqual([
          category.blocks[index]!.cta.href,
        ]);

        const facts = [...block.querySelectorAll('p')].filter((p) => FACT_LEAD_IN.test(words(p)));
        expect(facts, `block ${index + 1}: one fact`).toHaveLength(1);
        const highlighted = [...facts[0]!.querySelectorAll('strong, mark')].map(words);
        expect(highlighted.length, `a highlighted percentage in "${words(facts[0]!)}"`).toBeGreaterThan(0);
        for (const part of highlighted) expect(part).toMatch(/%$/);
        const outside = facts[0]!.cloneNode(true) as Element;
        for (const part of outside.querySelectorAll('strong, mark')) part.remove();
        expect(words(outside), 'no percentage outside <strong>/<mark>').not.toMatch(/\d\s?%/);
      }

      // The category footer sits in the page footer, above the shared part with Contact us.
      const footer = document.querySelector('footer')!;
      const trial = linksNamed(footer, category.footer.cta.label);
      expect(hrefs(trial)).toEqual([category.footer.cta.href]);
      expect(footer.querySelectorAll('h3')).toHaveLength(3);
      const contact = linksNamed(footer, footerCta.label);
      expect(contact).toHaveLength(1);
      expect(trial[0]!.compareDocumentPosition(contact[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  }
});
