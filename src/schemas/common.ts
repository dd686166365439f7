import { z } from 'astro/zod';
// `.ts` extension: src/lib/settings.ts loads this file (through the settings schema) in plain Node too.
import { iconNames } from '../lib/icons.ts';
import { fact } from './facts.ts';

/** A link inside this site, written from the site root, e.g. `/plan`. The base path is added for you. */
export const internalHref = fact(
  'a link',
  z.string().regex(/^\/(?!\/)/, 'Write internal links from the site root, starting with "/", e.g. "/plan".'),
);

/** A link to another site. Must be https, e.g. `https://www.linkedin.com/company/example`. */
export const externalUrl = fact(
  'a link',
  z
    .url('Write a full address, e.g. "https://www.example.com/page".')
    .refine((value) => value.startsWith('https://'), 'External links must start with "https://".'),
);

/** Any link: internal (`/plan`), https, `mailto:` or `tel:`. */
export const anyHref = fact('a link', z.union([internalHref, externalUrl, z.string().regex(/^(mailto|tel):/)]));

/** A colour as a hex code, e.g. `"#6d28d9"` (quote it in YAML). */
export const hexColor = fact(
  'a colour',
  z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Write a colour as a six-digit hex code in quotes, e.g. "#6d28d9".'),
);

/** The name of an icon from src/lib/icons.ts, e.g. `rocket`. */
export const iconName = fact('an icon', z.enum(iconNames));

/** An image: a file in public/, written from the site root, e.g. `/illustrations/pipeline.svg`. */
export const imagePath = fact(
  'an image path',
  z
    .string()
    .regex(
      /^\/.+\.(svg|png|jpe?g|webp|avif)$/,
      'Give the path of a file in public/, e.g. "/illustrations/pipeline.svg".',
    ),
);

/** The place of an entry in its list, lowest first, e.g. `1`. */
export const order = fact('a position', z.number().int('Write the position as a whole number, e.g. 1.'));

/** The key of an item in a list, the same in every language, e.g. `free-trial`. */
export const itemId = fact('an id', z.string().regex(/^[a-z0-9-]+$/));

/** A non-empty line of copy. */
export const text = z.string().trim().min(1, 'This text must not be empty.');

/** Search and sharing metadata every page file carries. */
export const seo = {
  /**
   * The browser tab and search-result title, e.g. `Plans and pricing`. The site adds the brand name after it;
   * `npm run check:content` keeps the whole within 60 characters.
   */
  title: text,
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
