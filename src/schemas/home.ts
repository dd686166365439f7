import { z } from 'astro/zod';
import { cta, iconItem, iconName, text } from './common';
import { pageBase, sectionIntro } from './page';

/** The home page (content/pages/home.yaml). `heading` is the hero headline. */
export const homePageSchema = pageBase
  .extend({
    hero: z
      .object({
        /** A small label above the headline, e.g. `All-in-one CRM & marketing automation`. */
        eyebrow: text,
        /** The sentence under the headline. */
        tagline: text,
        /** The demo button's label (SPEC: `Start a Demo`). */
        demoLabel: text,
        /** The free-trial link (SPEC: `7 Days Free Trial` → /plan). */
        trial: cta,
        /** Short proof points shown under the buttons, e.g. `No credit card needed`. */
        highlights: z.array(text).max(4).default([]),
      })
      .strict(),
    /** The demo dialog (SPEC: 'Start Your Demo Experience Today'). */
    demo: z
      .object({
        /** The dialog's title. */
        title: text,
        /** One sentence under the title. */
        text: text,
        /** The WhatsApp link label (SPEC: `Schedule via WhatsApp`). */
        whatsappLabel: text,
        /** The e-mail link label (SPEC: `Schedule via Email`). */
        emailLabel: text,
        /** The subject of the e-mail draft (SPEC: `Demo Request`). */
        emailSubject: text,
      })
      .strict(),
    whyChooseUs: sectionIntro.extend({ tiles: z.array(iconItem).length(8, 'Write exactly eight tiles.') }).strict(),
    compliance: sectionIntro
      .extend({
        certificates: z
          .array(
            z
              .object({
                /** Which drawn badge to show. */
                badge: z.enum(['aicpa', 'gdpr', 'hipaa']),
                /** The certificate's name, e.g. `AICPA SOC 2`. */
                name: text,
                /** One or two sentences on what it means for customers. */
                text: text,
              })
              .strict(),
          )
          .length(3),
        /** The link to the privacy page (SPEC: `Learn more` → /home/privacy). */
        cta,
      })
      .strict(),
    /** The services grid; its eight cards come from content/categories/. */
    services: sectionIntro,
    stats: sectionIntro
      .extend({
        items: z
          .array(
            z
              .object({
                /** The target percentage, e.g. `30`. */
                value: z.number().int().min(1).max(100),
                /** e.g. `Improved performance`. */
                label: text,
                /** One sentence on what the figure means. */
                description: text,
                /** Which icon to show. */
                icon: iconName,
              })
              .strict(),
          )
          .length(3),
      })
      .strict(),
    /** Testimonials heading; the quotes come from content/testimonials.yaml. */
    testimonials: sectionIntro,
    /** FAQ heading; the questions come from content/faq.yaml. */
    faq: sectionIntro,
  })
  .strict();
