import { text } from './common';
import { pageBase } from './page';

/** The /services overview copy (content/pages/services.yaml); its sections come from content/categories/. */
export const servicesPageSchema = pageBase
  .extend({
    /** The sentence under the heading. */
    lead: text,
    /** The label above the category list, e.g. `Categories`. */
    listLabel: text,
    /** The link under each section (SPEC: `See more →`). */
    seeMoreLabel: text,
  })
  .strict();
