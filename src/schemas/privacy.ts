import { z } from 'astro/zod';
import { iconItem, text } from './common';
import { ctaBand, pageBase } from './page';

/** The Privacy page (content/pages/privacy.mdx). The MDX body holds the longer explanation. */
export const privacyPageSchema = pageBase
  .extend({
    /** A small label above the heading, e.g. `Privacy`. */
    eyebrow: text,
    /** The sentence under the page heading. */
    lead: text,
    /** The heading over the promises, read by screen readers only, e.g. `Our promises`. */
    statementsTitle: text,
    /** The short promises shown as tiles: an icon, the promise in a few words, a sentence that backs it up. */
    statements: z.array(iconItem).min(3, 'Write at least three promises.'),
    /** The closing call to action. */
    cta: ctaBand,
  })
  .strict();
