// What the plan picker is given: every text already formatted on the server, so the island only shows it.
import type { BillingPeriod } from '../../../lib/plan-preview';
import type { Plan } from '../../../schemas/plan';
import type { PreviewPair } from '../../../schemas/settings';

export type PerPeriod = Record<BillingPeriod, string>;

/** One plan card. */
export type PlanCardData = Pick<Plan, 'name' | 'description' | 'badge' | 'features'> & {
  id: string;
  /** The card's language when it is not the page's (a plan not yet translated). */
  lang?: string | undefined;
  /** Formatted prices, e.g. `{ monthly: '€29', yearly: '€99' }`. */
  prices: PerPeriod;
  /** The pages the popup embeds. */
  previews: PreviewPair;
  /** The spinner's text, e.g. `Loading the Premium plan…`. */
  loadingLabel: string;
  /** The embedded page's title for each period. */
  frameTitles: PerPeriod;
};

export interface PlanPickerCopy {
  billingLabel: string;
  periodLabels: PerPeriod;
  yearlyBadge: string;
  /** `/month`, `/year`. */
  perPeriod: PerPeriod;
  ctaLabel: string;
  featuresLabel: string;
  /** The popup's subtitle for each period, e.g. `Yearly billing`. */
  popupSubtitles: PerPeriod;
  closeLabel: string;
  newTabLabel: string;
}

/** Icon SVG markup from src/lib/icons.ts, rendered on the server. */
export interface PlanPickerIcons {
  check: string;
  close: string;
  newTab: string;
}

/** The plan and billing period the popup shows. */
export interface PlanChoice {
  plan: PlanCardData;
  period: BillingPeriod;
}
