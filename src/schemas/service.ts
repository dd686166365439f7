import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import { iconName, link, seo, text } from './common';
import { fact } from './facts';
import { contentDir } from '../lib/content-folder';

/**
 * The category slugs, i.e. the file names in content/categories/, read when the schema loads so that
 * adding a category is adding one file.
 */
export const categorySlugs = readdirSync(resolve(contentDir(), 'categories'))
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => name.replace(/\.mdx$/, ''))
  .sort() as [string, ...string[]];

/** One service page in content/services/ (the file name is its slug: /service/<slug>). The MDX body is the page's copy. */
export const serviceSchema = z
  .object({
    ...seo,
    /** The short name on cards and in lists, e.g. `CRM solution`. */
    name: text,
    /** The page's main heading (its only `h1`), e.g. `A CRM that remembers every customer for you`. */
    heading: z
      .string({ error: 'Write the page heading (`heading:`), the big title at the top of the page.' })
      .trim()
      .min(1, 'Write the page heading (`heading:`), the big title at the top of the page.'),
    /** One or two sentences under the heading that say who the service is for and what it changes. */
    summary: text,
    /** Which icon stands for the service (see src/lib/icons.ts), e.g. `id-card`. */
    icon: iconName,
    /** The category it belongs to, linked as "Part of …" (a file name in content/categories/), e.g. `sales`. */
    category: fact(
      'the name of a category',
      z.enum(categorySlugs, { error: `Write one of the category file names: ${categorySlugs.join(', ')}.` }),
    ),
    /** Three to six short outcomes shown as ticked highlights, one line each. */
    highlights: z
      .array(text)
      .min(3, 'Write at least three highlights.')
      .max(6, 'Write at most six highlights: the card beside the copy stays scannable.'),
    /** The call to action in the hero and beside the copy, e.g. `Get started` → /plan. */
    cta: link,
    /** The closing band at the bottom of the page; its button is `cta`. */
    closing: z
      .object({
        /** A short, specific invitation, e.g. `Bring every lead into one pipeline`. */
        title: text,
        /** One sentence on what happens next. */
        text: text,
      })
      .strict(),
  })
  .strict();

export type Service = z.infer<typeof serviceSchema>;
