import { text } from './common';
import { ctaBand, pageBase } from './page';

/** The /services overview copy (content/pages/services.yaml); its sections come from content/categories/. */
export const servicesPageSchema = pageBase
  .extend({
    /** The small label above the heading, e.g. `Services`. */
    eyebrow: text.optional(),
    /** The sentence under the heading. */
    lead: text,
    /** The label above the category list, e.g. `Categories`. */
    listLabel: text,
    /** The label above the list of a category's service pages in its section, e.g. `Services in this category`. */
    servicesLabel: text,
    /** The link under each section to the category page, e.g. `See more →`. */
    seeMoreLabel: text,
    /** An optional closing band under the sections, e.g. a nudge towards the plans. */
    closing: ctaBand.optional(),
  })
  .strict();
