import { z } from 'astro/zod';
import { order, text } from './common';
import { fact } from './facts';
import { ctaBand, pageBase } from './page';

const PLAN_KEYS = 'name, description, monthly, yearly, features, badge, order';

/** A price in euros, written as a plain number so it can be formatted and put into structured data. */
const euros = (example: number) =>
  fact(
    'a price',
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? `Write the price in euros as a number, e.g. ${example}.`
            : `Write the price as a plain number of euros, without quotes or a currency sign, e.g. ${example}, or ${example}.50 with cents (got ${JSON.stringify(issue.input)}).`,
      })
      .nonnegative('A price cannot be negative.'),
  );

/** One plan in content/plans/ (the file name is its id, which keys its preview URLs in the settings). */
export const planSchema = z
  .object(
    {
      /** The plan's name, e.g. `360 Starter`. */
      name: text,
      /** Who it is for, in one line, e.g. `A complete CRM for every kind of business.` */
      description: text,
      /** Monthly price in euros, a number, e.g. `197`. */
      monthly: euros(197),
      /** Yearly price in euros, a number, e.g. `1970`. */
      yearly: euros(1970),
      /** The checklist on the card, one short line per feature, most important first. */
      features: z.array(text).min(3, 'List at least three features, one per line.'),
      /** An optional ribbon, e.g. `Most Popular`. */
      badge: text.optional(),
      /** Position on the page, lowest first, e.g. `1`. */
      order,
    },
    {
      // The preview URLs are brand-specific, so they live in the settings: point a writer there.
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown key ${issue.keys.map((key) => `"${key}"`).join(', ')}: a plan takes ${PLAN_KEYS}. ` +
            'The popup preview URLs belong in content/settings/site.yaml under planPreviews.'
          : undefined,
    },
  )
  .strict();

export type Plan = z.infer<typeof planSchema>;

/** A sentence with a `{plan}` placeholder (and optionally `{period}`), filled in for each plan. */
const planTemplate = (example: string) =>
  text.refine((value) => value.includes('{plan}'), `Write "{plan}" where the plan's name goes, e.g. "${example}".`);

/** The plans page copy (content/pages/plan.yaml). */
export const planPageSchema = pageBase
  .extend({
    /** A small label above the heading, e.g. `Pricing`. */
    eyebrow: text,
    /** The sentence under the heading. */
    lead: text,
    billing: z
      .object({
        /** What the switch chooses, read out by screen readers, e.g. `Billing period`. */
        label: text,
        /** e.g. `Monthly`. */
        monthlyLabel: text,
        /** e.g. `Yearly`. */
        yearlyLabel: text,
        /** The badge on the yearly option (e.g. `25% Off`). */
        yearlyBadge: text,
        /** The suffix after a monthly price, e.g. `/month`. */
        perMonth: text,
        /** The suffix after a yearly price, e.g. `/year`. */
        perYear: text,
      })
      .strict(),
    /** The card button (e.g. `GET STARTED`). */
    ctaLabel: text,
    /** The heading over each card's checklist, e.g. `What's included`. */
    featuresLabel: text,
    popup: z
      .object({
        /** The line under the popup's title; `{period}` becomes Monthly or Yearly, e.g. `{period} billing`. */
        subtitle: text,
        /** What the spinner says while the plan's page loads, e.g. `Loading the {plan} plan…`. */
        loading: planTemplate('Loading the {plan} plan…'),
        /** The embedded page's title for screen readers, e.g. `{plan} plan sign-up ({period})`. */
        frameTitle: planTemplate('{plan} plan sign-up ({period})'),
        /** The close button's accessible name, e.g. `Close`. */
        closeLabel: text,
        /** A fallback link under the embedded page, e.g. `Open this page in a new tab`. */
        newTabLabel: text,
      })
      .strict(),
    /** A line under the cards, e.g. about taxes or cancelling. */
    note: text,
    /** The closing call to action under the plans. */
    cta: ctaBand,
  })
  .strict();

export type PlanPage = z.infer<typeof planPageSchema>;
