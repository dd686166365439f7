import { z } from 'astro/zod';
import { iconName, imagePath, link, order, seo, text } from './common';
import { serviceBlockSchema } from './service-block';

/** One category page in content/categories/ (the file name is its slug: /services/<slug>). */
export const categorySchema = z
  .object({
    ...seo,
    /** The short name in menus, lists and cards, e.g. `Automations`. */
    name: text,
    /** Position in menus and lists, lowest first. */
    order,
    /** Which icon stands for the category. */
    icon: iconName,
    /** The page's main heading. */
    heading: text,
    /** The line under the heading. */
    subtitle: text,
    /** The introduction paragraph. */
    intro: text,
    /** The call to action under the introduction, usually to /plan. */
    cta: link,
    /** The card on the home page's services grid. */
    card: z
      .object({
        /** One or two sentences. */
        description: text,
        /** The card illustration in public/, e.g. `/illustrations/sales.svg`. */
        image: imagePath,
        /** What the illustration shows; '' when it is decorative. */
        imageAlt: z.string(),
      })
      .strict(),
    /** The category's section on /services. */
    overview: z
      .object({
        /** The paragraph under the category name. */
        text: text,
        /** The feature items with short text. */
        features: z
          .array(z.object({ title: text, text: text }).strict())
          .min(2)
          .max(6),
      })
      .strict(),
    /** The alternating image/text blocks: four or five. */
    blocks: z.array(serviceBlockSchema).min(4, 'Write at least four blocks.').max(5, 'Write at most five blocks.'),
    /** The category footer above the shared footer. */
    footer: z
      .object({
        /** e.g. `Why teams choose our sales tools`. */
        title: text,
        /** One or two sentences. */
        description: text,
        /** Exactly three reasons. */
        reasons: z.array(z.object({ main: text, reason: text }).strict()).length(3, 'Write exactly three reasons.'),
        /** The button, e.g. `Try It Free for 14 Days` → /plan. */
        cta: link,
      })
      .strict(),
  })
  .strict();

export type Category = z.infer<typeof categorySchema>;
