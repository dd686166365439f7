import { z } from 'astro/zod';
import { text } from './common';
import { fact } from './facts';
import { ctaBand, pageBase } from './page';
import { categorySlugs } from './service';

/** The /services overview copy (content/pages/services.yaml); its sections come from content/categories/. */
export const servicesPageSchema = pageBase
  .extend({
    /** The small label above the heading, e.g. `Services`. */
    eyebrow: text.optional(),
    /** The sentence under the heading. */
    lead: text,
    /** The label above the category list, e.g. `Categories`. */
    listLabel: text,
    /** The category marked current in the list when the page opens (a file name in content/categories/), e.g. `marketing`. */
    initialCategory: fact(
      'the name of a category',
      z.enum(categorySlugs, { error: `Write one of the category file names: ${categorySlugs.join(', ')}.` }),
    ),
    /** The label above the list of a category's service pages in its section, e.g. `Services in this category`. */
    servicesLabel: text,
    /** The link under each section to the category page, e.g. `See more →`. */
    seeMoreLabel: text,
    /** An optional closing band under the sections, e.g. a nudge towards the plans. */
    closing: ctaBand.optional(),
  })
  .strict();
