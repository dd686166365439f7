import { z } from 'astro/zod';
import { seo, text } from './common';

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
