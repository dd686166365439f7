import { z } from 'astro/zod';
import { text } from './common';
import { pageBase } from './page';

/** One plan in content/plans/ (the file name is its id, which keys its preview URLs in the settings). */
export const planSchema = z
  .object({
    /** The plan's name, e.g. `360 Starter`. */
    name: text,
    /** Who it is for, in one line. */
    description: text,
    /** Monthly price in euros, a number, e.g. `197`. */
    monthly: z.number().nonnegative(),
    /** Yearly price in euros, a number, e.g. `1970`. */
    yearly: z.number().nonnegative(),
    /** The checklist on the card. */
    features: z.array(text).min(3),
    /** An optional ribbon, e.g. `Most Popular`. */
    badge: text.optional(),
    /** Position on the page, lowest first. */
    order: z.number().int(),
  })
  .strict();

/** The plans page copy (content/pages/plan.yaml). */
export const planPageSchema = pageBase
  .extend({
    /** The sentence under the heading. */
    lead: text,
    billing: z
      .object({
        /** e.g. `Monthly`. */
        monthlyLabel: text,
        /** e.g. `Yearly`. */
        yearlyLabel: text,
        /** The badge on the yearly option (SPEC: `25% Off`). */
        yearlyBadge: text,
        /** The suffix after a monthly price, e.g. `/month`. */
        perMonth: text,
        /** The suffix after a yearly price, e.g. `/year`. */
        perYear: text,
      })
      .strict(),
    /** The card button (SPEC: `GET STARTED`). */
    ctaLabel: text,
    /** The text read out while the plan popup loads. */
    loadingLabel: text,
    /** A line under the cards, e.g. about taxes or cancelling. */
    note: text,
  })
  .strict();
