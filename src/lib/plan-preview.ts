// Joins each plan in content/plans/ with its popup preview URLs, which live in the white-label settings
// (rebranding means editing content/settings/site.yaml only, so the URLs are not in the plan files).
import type { PreviewPair } from '../schemas/settings';
import { SETTINGS_FILE } from './settings-path';

/** The billing period: one preview page per period. */
export type BillingPeriod = keyof PreviewPair;
/** The periods in the order the switch offers them; the first is the default. */
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

/** The preview URLs of one plan; throws, naming the plan and the settings field, when they are missing. */
export function previewsFor(planId: string, planPreviews: Record<string, PreviewPair>): PreviewPair {
  const pair = Object.hasOwn(planPreviews, planId) ? planPreviews[planId] : undefined;
  if (!pair) {
    const known = Object.keys(planPreviews);
    throw new Error(
      `The plan "${planId}" (content/plans/${planId}.yaml) has no preview URLs: add planPreviews.${planId} ` +
        `with a monthly and a yearly URL to ${SETTINGS_FILE}` +
        (known.length ? ` (it has entries for ${known.map((id) => `"${id}"`).join(', ')}).` : '.'),
    );
  }
  return pair;
}

/** The page the popup embeds for a plan and billing period (six distinct pages for three plans). */
export function previewUrl(previews: PreviewPair, period: BillingPeriod): string {
  return previews[period];
}

/** Every plan with its preview URLs attached; fails on the first plan the settings do not cover. */
export function withPreviews<T extends { id: string }>(
  plans: readonly T[],
  planPreviews: Record<string, PreviewPair>,
): (T & { previews: PreviewPair })[] {
  return plans.map((plan) => ({ ...plan, previews: previewsFor(plan.id, planPreviews) }));
}
