import { describe, expect, it } from 'vitest';
import { planStructuredData } from '../../src/lib/plan-structured-data';

const plans = [
  { id: 'basic', name: 'Basic', description: 'Schedule posts and videos.', monthly: 29, yearly: 99 },
  { id: 'team', name: 'Team', description: 'CRM for all types of businesses.', monthly: 197, yearly: 1970 },
];

describe('planStructuredData', () => {
  const data = planStructuredData(plans, {
    brandName: 'Acme',
    pageUrl: 'https://www.example.com/plan',
    periodLabels: { monthly: 'Monatlich', yearly: 'Jährlich' },
  });

  it('describes one schema.org Product per plan', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'].map((product) => [product['@type'], product.name, product['@id']])).toEqual([
      ['Product', 'Acme Basic', 'https://www.example.com/plan#basic'],
      ['Product', 'Acme Team', 'https://www.example.com/plan#team'],
    ]);
  });
  it('gives each Product a monthly and a yearly Offer in euros', () => {
    const offers = data['@graph'][1]!.offers;
    expect(
      offers.map((offer) => [offer['@type'], offer.price, offer.priceCurrency, offer.priceSpecification.unitCode]),
    ).toEqual([
      ['Offer', 197, 'EUR', 'MON'],
      ['Offer', 1970, 'EUR', 'ANN'],
    ]);
    expect(offers.every((offer) => offer.url === 'https://www.example.com/plan')).toBe(true);
  });
  it("names each Offer with the billing period's label in the page's language", () => {
    expect(data['@graph'][0]!.offers.map((offer) => offer.name)).toEqual(['Basic (Monatlich)', 'Basic (Jährlich)']);
  });
});
