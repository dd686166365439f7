import { z } from 'astro/zod';
import { cta, iconName, seo, text } from './common';

/** One service page in content/services/ (the file name is its slug: /service/<slug>). The MDX body is the page's copy. */
export const serviceSchema = z
  .object({
    ...seo,
    /** The page's main heading. */
    heading: text,
    /** The line under the heading. */
    summary: text,
    /** Which icon stands for the service. */
    icon: iconName,
    /** The category it belongs to (a file name in content/categories/), e.g. `sales`. */
    category: z.string().regex(/^[a-z0-9-]+$/),
    /** Three to six short outcomes shown as ticked highlights. */
    highlights: z.array(text).min(3).max(6),
    /** The call to action (SPEC: `Get started` → /plan). */
    cta,
  })
  .strict();
