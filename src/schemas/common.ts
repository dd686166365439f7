import { z } from 'astro/zod';
// `.ts` extension: src/lib/settings.ts loads this file (through the settings schema) in plain Node too.
import { iconNames } from '../lib/icons.ts';

/** A link inside this site, written from the site root, e.g. `/plan`. The base path is added for you. */
export const internalHref = z
  .string()
  .regex(/^\/(?!\/)/, 'Write internal links from the site root, starting with "/", e.g. "/plan".');

/** A link to another site. Must be https, e.g. `https://www.linkedin.com/company/example`. */
export const externalUrl = z
  .url('Write a full address, e.g. "https://www.example.com/page".')
  .refine((value) => value.startsWith('https://'), 'External links must start with "https://".');

/** Any link: internal (`/plan`), https, `mailto:` or `tel:`. */
export const anyHref = z.union([internalHref, externalUrl, z.string().regex(/^(mailto|tel):/)]);

/** A colour as a hex code, e.g. `"#6d28d9"` (quote it in YAML). */
export const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Write a colour as a six-digit hex code in quotes, e.g. "#6d28d9".');

/** The name of an icon from src/lib/icons.ts, e.g. `rocket`. */
export const iconName = z.enum(iconNames);

/** A non-empty line of copy. */
export const text = z.string().trim().min(1, 'This text must not be empty.');

/** Search and sharing metadata every page file carries. */
export const seo = {
  /** The browser tab and search-result title, e.g. `Plans and pricing`. The brand name is appended. */
  title: text.max(60, 'Keep titles to 60 characters so search results do not cut them.'),
  /** The search-result snippet: one or two sentences, 50–160 characters. */
  description: z
    .string()
    .trim()
    .min(50, 'Write at least 50 characters.')
    .max(160, 'Keep descriptions to 160 characters.'),
};

/** A link or button: the words on it and where it goes. */
export const link = z
  .object({
    /** The words a visitor clicks, e.g. `Try it for free`. */
    label: text,
    /** Where it goes, e.g. `/plan`. */
    href: anyHref,
  })
  .strict();

export type Link = z.infer<typeof link>;

/** A titled item with an icon, used for tiles and feature lists. */
export const iconItem = z
  .object({
    /** Which icon to show (see src/lib/icons.ts), e.g. `rocket`. */
    icon: iconName,
    /** The item's heading, e.g. `Easy to set up`. */
    title: text,
    /** One or two sentences under the heading. */
    text: text,
  })
  .strict();

export type IconItem = z.infer<typeof iconItem>;
