import { z } from 'astro/zod';
import { hasPercentage } from '../lib/highlight-percentages';

/** A fact opens with a few words ending in `?` or `:` (in French after a space), then a space. */
export const FACT_LEAD_IN = /^[^.?!:]{2,40}\s?[?:]\s/u;
import { imagePath, link, text } from './common';

/** One alternating image/text block on a category page. */
export const serviceBlockSchema = z
  .object({
    /** The block's heading. */
    title: text,
    /** The first paragraph. */
    description: text,
    /** A second, shorter paragraph. */
    subDescription: text,
    /** The heading above the ticked features, e.g. `Key features`. */
    keyFeature: text,
    /** The ticked features, one line each. */
    features: z.array(text).min(2),
    /**
     * A statement that starts with a short lead-in ending in `?` or `:`, e.g. `Did you know?` or `Fact:`
     * (`Schon gewusst?`, `Le saviez-vous ?`); every percentage in it is highlighted.
     */
    fact: text
      .refine(
        (value) => FACT_LEAD_IN.test(value),
        'Start the fact with a short lead-in ending in "?" or ":", such as "Did you know?" or "Fact:".',
      )
      .refine(hasPercentage, 'Give the fact at least one percentage, e.g. "37%"; it is highlighted on the page.'),
    /** A short line under the fact, e.g. its source. */
    subfact: text,
    /** The block's call to action, usually to /plan. */
    cta: link,
    /** The illustration in public/, e.g. `/illustrations/pipeline.svg`. */
    imageSrc: imagePath,
    /** What the illustration shows, for people who cannot see it. */
    imageAlt: text,
  })
  .strict();

export type ServiceBlock = z.infer<typeof serviceBlockSchema>;
