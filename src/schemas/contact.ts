import { z } from 'astro/zod';
import { iconItem, text } from './common';
import { fact } from './facts';
import { labelledSectionIntro, pageBase, sectionIntro } from './page';

/** The ways to reach the company that the contact page offers. */
const contactChannel = fact('a channel', z.enum(['whatsapp', 'email', 'instagram', 'facebook']));

/** One contact tile. Where it leads (chat, e-mail address, profile) comes from the site settings. */
const contactTile = z
  .object({
    /** Which channel: `whatsapp` (chat), `email`, `instagram` (photo network) or `facebook` (social network). */
    channel: contactChannel,
    /** The tile's heading, e.g. `Chat on WhatsApp`. */
    title: text,
    /** One line under it, e.g. `Quick questions answered within the hour.` */
    text: text,
    /** The link text at the bottom of the tile, e.g. `Start a chat`. */
    action: text,
  })
  .strict();

/** The visible labels and messages of the contact form. */
const formLabels = z
  .object({
    /** e.g. `First Name`. */
    firstName: text,
    /** e.g. `Last Name`. */
    lastName: text,
    /** e.g. `Email`. */
    email: text,
    /** e.g. `Message`. */
    message: text,
    /** Shown after the label of a field that may stay empty, e.g. `(optional)`. */
    optional: text,
    /** The button, e.g. `Send`. */
    send: text,
    /** The button while the message is on its way, e.g. `Loading...`. */
    sending: text,
    /** The pop-up message once the message has arrived, e.g. `Your email has been sent.` */
    sent: text,
    /** The pop-up message when it could not be sent, e.g. `There was an error sending your email.` */
    sendFailed: text,
    /** Shown at a required field left empty when Send is pressed, e.g. `Please fill in this field.` */
    required: text,
    /** Shown at the e-mail field when it holds no e-mail address, e.g. `Enter an e-mail address such as name@example.com.` */
    invalidEmail: text,
    /** The name screen readers give the corner where the pop-up messages appear, e.g. `Notifications`. */
    notifications: text,
    /** The name of a pop-up message's close button, e.g. `Close notification`. */
    closeNotification: text,
    /**
     * The label of a hidden field that only spam robots fill in (a message with it filled is dropped). No
     * visitor sees or hears it; write what a robot would want to fill, e.g. `Company website`.
     */
    trap: text,
  })
  .strict();

/** The contact page (content/pages/contact.yaml). Addresses come from the site settings. */
export const contactPageSchema = pageBase
  .extend({
    /** A small label above the heading, e.g. `Contact`. */
    eyebrow: text,
    /** The sentence under the heading. */
    lead: text,
    /** The heading over the tiles, read by screen readers only, e.g. `Ways to reach us`. */
    tilesTitle: text,
    /** The four tiles, one per channel, in the order shown. */
    tiles: z
      .array(contactTile)
      .length(4, 'Write exactly four tiles: whatsapp, email, instagram and facebook.')
      .refine(
        (tiles) => new Set(tiles.map((tile) => tile.channel)).size === tiles.length,
        'Use each channel (whatsapp, email, instagram, facebook) exactly once.',
      ),
    /** The label in front of the phone number, e.g. `Prefer to talk? Call us`. */
    phoneLabel: text,
    /** The CRM pitch panel: three items (tailored advice, optimized solutions, scalable strategies). */
    pitch: sectionIntro
      .extend({
        /** A small label above the title, e.g. `Why talk to us`. */
        eyebrow: text,
        items: z.array(iconItem).length(3, 'Write exactly three pitch items.'),
      })
      .strict(),
    form: z
      .object({
        /** The form's heading, e.g. `Contact us`. */
        title: text,
        /** A sentence above the fields. */
        intro: text,
        /** Shown when JavaScript is off: where to write instead. `{email}` becomes a link to the address. */
        noScriptNote: text.refine(
          (value) => value.includes('{email}'),
          'Put {email} where the e-mail address should appear.',
        ),
        /** A short line under the Send button, e.g. how fast you reply. */
        footnote: text,
        labels: formLabels,
      })
      .strict(),
    /** The feedback section; the quotes come from content/testimonials.yaml (the home page's collection). */
    feedback: labelledSectionIntro,
  })
  .strict();

export type ContactPage = z.infer<typeof contactPageSchema>;
export type ContactChannel = z.infer<typeof contactChannel>;
export type ContactTile = z.infer<typeof contactTile>;
export type ContactFormLabels = z.infer<typeof formLabels>;
