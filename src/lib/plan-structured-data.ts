// Product and Offer structured data (schema.org JSON-LD) for the plans page: one Product per plan with one
// Offer per billing period, prices in euros.
import type { Plan } from '../schemas/plan';
import { BILLING_PERIODS, type BillingPeriod } from './plan-preview';

type PlanForStructuredData = Pick<Plan, 'name' | 'description' | BillingPeriod> & { id: string };

const BILLING: Record<BillingPeriod, { unitCode: string; billingDuration: string }> = {
  // UN/CEFACT codes and ISO 8601 durations, as schema.org's UnitPriceSpecification expects.
  monthly: { unitCode: 'MON', billingDuration: 'P1M' },
  yearly: { unitCode: 'ANN', billingDuration: 'P1Y' },
};

/** A JSON-LD graph of the plans, for `<script type="application/ld+json">` on the page at `pageUrl`. */
export function planStructuredData(
  plans: readonly PlanForStructuredData[],
  { brandName, pageUrl }: { brandName: string; pageUrl: string },
) {
  return {
    '@context': 'https://schema.org',
    '@graph': plans.map((plan) => ({
      '@type': 'Product',
      '@id': `${pageUrl}#${plan.id}`,
      name: `${brandName} ${plan.name}`,
      description: plan.description,
      brand: { '@type': 'Brand', name: brandName },
      offers: BILLING_PERIODS.map((period) => ({
        '@type': 'Offer',
        name: `${plan.name} (${period})`,
        url: pageUrl,
        price: plan[period],
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: plan[period],
          priceCurrency: 'EUR',
          ...BILLING[period],
        },
      })),
    })),
  };
}
