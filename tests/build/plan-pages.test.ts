// The plans page in every language, as built: its structured data describes each plan, in page order, as a
// schema.org Product named after it with a monthly and a yearly Offer at its prices in euros. Prices and names
// come from content/ (a price is written once, in the English file); how the page shows them and what its
// switch and popups do is tests/e2e/plan.spec.ts's.
import { describe, expect, it } from 'vitest';
import { builtHtmlByRoute } from '../support/built-site';
import { loadPlans } from '../support/content';
import { LOCALES, localizedRoute } from '../support/routes';
import { SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

interface Product {
  '@type': string;
  name: string;
  offers: { '@type': string; price: number; priceCurrency: string }[];
}

const htmlOf = builtHtmlByRoute(SITE_DIR);

/** The Products of a page's structured data: the block with a `@graph`. */
function productsOn(html: string): Product[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as { '@graph'?: Product[] },
  );
  return blocks.find((data) => data['@graph'])?.['@graph'] ?? [];
}

describe('the plans page', () => {
  for (const locale of LOCALES) {
    const route = localizedRoute(ROUTES.plans, locale);
    it(`${route} describes each plan as a Product with a monthly and a yearly Offer in euros`, () => {
      const plans = loadPlans(locale);
      const html = htmlOf.get(route);
      expect(html, `${route} is built`).toBeDefined();
      const products = productsOn(html!);
      expect(products.map((product) => product['@type'])).toEqual(plans.map(() => 'Product'));
      products.forEach((product, index) => expect(product.name).toContain(plans[index]!.data.name));
      expect(
        products.map((product) =>
          product.offers.map((offer) => `${offer['@type']} ${offer.price} ${offer.priceCurrency}`),
        ),
      ).toEqual(plans.map(({ data }) => [`Offer ${data.monthly} EUR`, `Offer ${data.yearly} EUR`]));
    });
  }
});
