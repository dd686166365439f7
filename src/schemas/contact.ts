import { z } from 'astro/zod';
import { iconItem, text } from './common';
import { pageBase, sectionIntro } from './page';

/** The contact page (content/pages/contact.yaml). Addresses come from the site settings. */
export const contactPageSchema = pageBase
  .extend({
    /** The sentence under the heading. */
    lead: text,
    /** The four tiles; where each goes comes from the settings. */
    tiles: z
      .array(
        z
          .object({
            /** Which channel: the chat app, e-mail, the photo network or the social network. */
            channel: z.enum(['whatsapp', 'email', 'instagram', 'facebook']),
            /** The tile's heading. */
            title: text,
            /** One line under it. */
            text: text,
          })
          .strict(),
      )
      .length(4),
    /** The label in front of the phone number, e.g. `Prefer to talk? Call us`. */
    phoneLabel: text,
    /** The CRM pitch panel: three items (tailored advice, optimized solutions, scalable strategies). */
    pitch: sectionIntro.extend({ items: z.array(iconItem).length(3) }).strict(),
    form: z
      .object({
        /** The form's heading (SPEC: `Contact us`). */
        title: text,
        /** A sentence above the fields. */
        intro: text,
        /** Shown when JavaScript is off: where to write instead. `{email}` is replaced by the address. */
        noScriptNote: text,
      })
      .strict(),
    /** The feedback section; the quotes come from content/testimonials.yaml. */
    feedback: sectionIntro,
  })
  .strict();
