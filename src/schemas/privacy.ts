import { z } from 'astro/zod';
import { cta, iconName, text } from './common';
import { pageBase } from './page';

/** The Privacy page (content/pages/privacy.mdx). The MDX body holds the longer explanation. */
export const privacyPageSchema = pageBase
  .extend({
    /** The sentence under the page heading. */
    lead: text,
    /** The short promises shown as tiles (no data sale, no ads, encryption, ...). */
    statements: z
      .array(
        z
          .object({
            /** Which icon to show, e.g. `lock`. */
            icon: iconName,
            /** The promise in a few words, e.g. `We never sell your data`. */
            title: text,
            /** One or two sentences that back it up. */
            text: text,
          })
          .strict(),
      )
      .min(3),
    /** The closing call to action. */
    cta: z.object({ title: text, text: text, button: cta }).strict(),
  })
  .strict();
