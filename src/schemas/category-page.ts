import { z } from 'astro/zod';
import { text } from './common';

/** The wording every /services/<slug> page shares (content/pages/category.yaml); each page's copy is in content/categories/. */
export const categoryPageSchema = z
  .object({
    /** The heading above the cards of the category's service pages, under its blocks, e.g. `Services in this category`. */
    servicesTitle: text,
    /** The line under that heading. */
    servicesIntro: text,
    /** The words at the foot of each service card, e.g. `Learn more`. */
    servicesLinkLabel: text,
  })
  .strict();

export type CategoryPage = z.infer<typeof categoryPageSchema>;
