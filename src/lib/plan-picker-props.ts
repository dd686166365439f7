// What the plans page gives the plan picker island, built from the plans page copy and the plans: every price
// and label formatted on the server, so the island only shows them. The island's tests build theirs here too.
import type { PerPeriod, PlanCardData, PlanPickerCopy } from '../components/islands/plan-picker/types';
import type { Plan, PlanPage } from '../schemas/plan';
import type { PreviewPair } from '../schemas/settings';
import { fillTemplate } from './fill-template';
import { formatPrice } from '../i18n/format-price';
import type { Locale } from '../i18n/locales';
import { BILLING_PERIODS, type BillingPeriod } from './plan-preview';

/** A plan in page order with its id, its preview URLs from the settings (see `withPreviews`) and its language when not the page's. */
export type PlanWithPreviews = Plan & { id: string; previews: PreviewPair; lang?: string | undefined };

const perPeriod = (pick: (period: BillingPeriod) => string) =>
  Object.fromEntries(BILLING_PERIODS.map((period) => [period, pick(period)])) as PerPeriod;

const periodLabels = (page: PlanPage): PerPeriod => ({
  monthly: page.billing.monthlyLabel,
  yearly: page.billing.yearlyLabel,
});

/** One card per plan, in the given order, its prices written the `locale` way. */
export function planCards(page: PlanPage, plans: PlanWithPreviews[], locale: Locale): PlanCardData[] {
  const labels = periodLabels(page);
  return plans.map((plan) => ({
    id: plan.id,
    lang: plan.lang,
    name: plan.name,
    description: plan.description,
    badge: plan.badge,
    features: plan.features,
    prices: perPeriod((period) => formatPrice(plan[period], locale)),
    previews: plan.previews,
    loadingLabel: fillTemplate(page.popup.loading, { plan: plan.name }),
    frameTitles: perPeriod((period) =>
      fillTemplate(page.popup.frameTitle, { plan: plan.name, period: labels[period] }),
    ),
  }));
}

/** The switch's, the cards' and the popup's words. */
export function planPickerCopy(page: PlanPage): PlanPickerCopy {
  const labels = periodLabels(page);
  return {
    billingLabel: page.billing.label,
    periodLabels: labels,
    yearlyBadge: page.billing.yearlyBadge,
    perPeriod: { monthly: page.billing.perMonth, yearly: page.billing.perYear },
    ctaLabel: page.ctaLabel,
    featuresLabel: page.featuresLabel,
    popupSubtitles: perPeriod((period) => fillTemplate(page.popup.subtitle, { period: labels[period] })),
    closeLabel: page.popup.closeLabel,
    newTabLabel: page.popup.newTabLabel,
  };
}
