import { z } from 'astro/zod';
import { link, seo, text } from './common';

/** What every page file in content/pages/ has: its search metadata and its one `h1`. */
export const pageBase = z.object({
  ...seo,
  /** The page's main heading (its only `h1`). */
  heading: text,
});

/** A section heading with an optional line of introduction. */
export const sectionIntro = z
  .object({
    /** The section's heading, e.g. `Why choose us`. */
    title: text,
    /** An optional sentence under the heading. */
    intro: text.optional(),
  })
  .strict();

/** A section heading with a small label above it, e.g. `Feedback` or `Why teams switch`. */
export const labelledSectionIntro = sectionIntro
  .extend({
    /** The small label above the heading. */
    eyebrow: text.optional(),
  })
  .strict();

/** A closing call to action on a brand band: a heading, a sentence and a button. */
export const ctaBand = z
  .object({
    /** The band's heading, e.g. `Let's talk about your growth`. */
    title: text,
    /** One sentence under the heading. */
    text: text,
    /** The button, e.g. `Get in Touch` → `/contact`. */
    button: link,
  })
  .strict();

export type SectionIntro = z.infer<typeof sectionIntro>;
export type LabelledSectionIntro = z.infer<typeof labelledSectionIntro>;
export type CtaBand = z.infer<typeof ctaBand>;
