import { z } from 'astro/zod';
// Imports carry their `.ts` extension: src/lib/settings.ts loads this schema in plain Node too.
import { AA_TEXT } from '../lib/colour.ts';
import { unreadableDarkColours } from '../lib/theme-colours.ts';
import { brandColoursSchema } from './brand-colours.ts';
import { externalUrl, text } from './common.ts';
import { fact } from './facts.ts';

const previewPair = z
  .object({
    /** The page embedded in the plan popup for monthly billing. */
    monthly: externalUrl,
    /** The page embedded in the plan popup for yearly billing. */
    yearly: externalUrl,
  })
  .strict();

export type PreviewPair = z.infer<typeof previewPair>;

/** A language code, e.g. `de`, or with a region, e.g. `pt-BR`. */
const localeCode = fact(
  'a language code',
  z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Write a language code such as "de", or with a region such as "pt-BR".'),
);

/** The white-label settings (content/settings/site.yaml): every brand-specific value of the site. */
export const settingsSchema = z
  .object({
    /** The public address of the site, used for canonical URLs and the sitemap, e.g. `https://www.example.com`. */
    siteUrl: externalUrl,
    /**
     * The languages of the site. The first is served at the plain addresses (`/plan`) and is the one the
     * content/ files are written in; each other one is served under its code (`/de/plan`) from its own folder
     * content/<code>/, whose files translate those of content/ file by file. E.g. `[en, de, fr]`.
     */
    locales: z
      .array(localeCode)
      .min(1, 'List at least the language of the content/ files, e.g. [en].')
      .refine((codes) => new Set(codes).size === codes.length, 'List each language once.'),
    brand: z
      .object({
        /** The product name shown in the header, titles and footer, e.g. `Nimbus`. */
        name: fact('the brand name', text),
        /** The company's legal name for the copyright line, e.g. `Nimbus Software Ltd.`. */
        legalName: fact("the company's name", text),
        /** A short line that says what the product is, used in social cards. */
        tagline: text,
        /** The logo file in public/, e.g. `/brand/logo.svg`. */
        logo: fact(
          'an image path',
          z.string().regex(/^\/.+\.(svg|png|webp)$/, 'Give the path of a file in public/, e.g. "/brand/logo.svg".'),
        ),
        /** The favicon file in public/, e.g. `/brand/favicon.svg`. */
        favicon: fact(
          'an image path',
          z.string().regex(/^\/.+\.(svg|png|ico)$/, 'Give the path of a file in public/, e.g. "/brand/favicon.svg".'),
        ),
      })
      .strict(),
    colors: brandColoursSchema.superRefine((colours, context) => {
      for (const { field, lowest } of unreadableDarkColours(colours))
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Text in this colour reaches only ${lowest}:1 on the dark theme's backgrounds, and needs ${AA_TEXT}:1. Pick a lighter colour, or leave the field out to have one derived.`,
        });
    }),
    contact: z
      .object({
        /** The company e-mail address for the contact tiles and the demo request, e.g. `hello@example.com`. */
        email: fact('an e-mail address', z.email('Write an e-mail address, e.g. "hello@example.com".')),
        /** The phone number as visitors should read it, e.g. `+1 555 010 0199`. */
        phone: fact(
          'a phone number',
          z
            .string()
            .regex(/^\+?[0-9 ()-]{6,}$/, 'Write a phone number with digits, spaces and an optional leading "+".'),
        ),
        /** The messaging-app (WhatsApp) number in international form, digits only, e.g. `15550100199`. */
        whatsappNumber: fact(
          'a phone number',
          z.string().regex(/^[0-9]{6,15}$/, 'Write the number with country code, digits only, e.g. "15550100199".'),
        ),
        /** The message prefilled when a visitor opens the chat. */
        whatsappGreeting: text,
      })
      .strict(),
    social: z
      .object({
        /** The Instagram profile. */
        instagram: externalUrl,
        /** The Facebook page. */
        facebook: externalUrl,
        /** The LinkedIn page. */
        linkedin: externalUrl,
      })
      .strict(),
    /** Where the profile icon sends visitors to log in or sign up. */
    loginUrl: externalUrl,
    /** The contact API's origin; the form posts to `{apiBase}/api/send-email-app`. PUBLIC_API_BASE overrides it at build time. */
    apiBase: fact(
      'an address',
      z
        .url('Write the full origin, e.g. "https://api.example.com".')
        .refine((v) => !v.endsWith('/'), 'Leave off the trailing "/".'),
    ),
    /** The pages the plan popup embeds, one pair (monthly, yearly) per plan id in content/plans/. */
    planPreviews: z.record(z.string(), previewPair),
    blog: z
      .object({
        /** How many posts a page of the blog lists before "Older posts", e.g. `9`. */
        pageSize: z.number().int().min(1, 'List at least one post a page.'),
        /** How many of the latest posts /home shows; `0` leaves the section out. */
        latestOnHome: z.number().int().min(0).max(6, 'Show at most six posts on /home.'),
      })
      .strict(),
    footer: z
      .object({
        /** One sentence under the logo in the footer. */
        blurb: text,
        /** The note on where growth metrics come from, e.g. that customers reported them in an internal survey. */
        surveyNote: text,
      })
      .strict(),
  })
  .strict();

export type Settings = z.infer<typeof settingsSchema>;
