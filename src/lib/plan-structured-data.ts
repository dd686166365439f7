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

/**
 * A JSON-LD graph of the plans, for `<script type="application/ld+json">` on the page at `pageUrl`; each
 * Offer is named with the plan and the billing period's label in the page's language, e.g. `Premium (Jährlich)`.
 */
export function planStructuredData(
  plans: readonly PlanForStructuredData[],
  {
    brandName,
    pageUrl,
    periodLabels,
  }: { brandName: string; pageUrl: string; periodLabels: Record<BillingPeriod, string> },
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
        name: `${plan.name} (${periodLabels[period]})`,
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
