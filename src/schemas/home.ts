import { z } from 'astro/zod';
import { iconItem, iconName, link, text } from './common';
import { fact } from './facts';
import { labelledSectionIntro, pageBase } from './page';

/** A home page section heading: a small label above it, the heading and an optional introduction. */
const homeSection = labelledSectionIntro;

/** One certificate of the compliance section. */
const certificate = z
  .object({
    /** Which drawn badge to show. */
    badge: fact('a badge', z.enum(['aicpa', 'gdpr', 'hipaa'])),
    /** The certificate's name, e.g. `AICPA SOC 2`. */
    name: text,
    /** One or two sentences on what it means for customers. */
    text: text,
  })
  .strict();

/** One figure of the "Grow with Us" section. */
const stat = z
  .object({
    /** The target percentage, e.g. `30`. */
    value: fact('a figure', z.number().int().min(1).max(100)),
    /** e.g. `Improved performance`. */
    label: text,
    /** One sentence on what the figure means. */
    description: text,
    /** Which icon to show. */
    icon: iconName,
  })
  .strict();

/** The home page (content/pages/home.yaml). `heading` is the hero headline. */
export const homePageSchema = pageBase
  .extend({
    hero: z
      .object({
        /** A small label above the headline, e.g. `All-in-one CRM & marketing automation`. */
        eyebrow: text,
        /** The sentence under the headline. */
        tagline: text,
        /** The demo button's label, e.g. `Start a Demo`. */
        demoLabel: text,
        /** The free-trial link, e.g. `7 Days Free Trial` → /plan. */
        trial: link,
        /** Short proof points shown under the buttons, e.g. `Cancel anytime`. */
        highlights: z.array(text).max(4).default([]),
        /** The words in the drawn product preview beside the headline. */
        illustration: z
          .object({
            /** The three pipeline columns, left to right, e.g. `New lead`, `Qualified`, `Won`. */
            stages: z.array(text).length(3, 'Write exactly three stages.'),
            /** The caption of the chart, e.g. `Revenue this quarter`. */
            chartTitle: text,
            /** The small card over the preview: a few words and a line under them, e.g. `Deal won`. */
            notice: z.object({ title: text, text: text }).strict(),
          })
          .strict(),
      })
      .strict(),
    /** The demo dialog, e.g. titled `Start Your Demo Experience Today`. */
    demo: z
      .object({
        /** The dialog's title. */
        title: text,
        /** One sentence under the title. */
        text: text,
        /** The WhatsApp link label, e.g. `Schedule via WhatsApp`. */
        whatsappLabel: text,
        /** A short line under the WhatsApp label, e.g. `Chat with our team, usually within the hour`. */
        whatsappHint: text,
        /** The e-mail link label, e.g. `Schedule via Email`. */
        emailLabel: text,
        /** A short line under the e-mail label, e.g. `We reply within one business day`. */
        emailHint: text,
        /** The subject of the e-mail draft, e.g. `Demo Request`. */
        emailSubject: text,
        /** The accessible name of the dialog's close button, e.g. `Close`. */
        closeLabel: text,
      })
      .strict(),
    whyChooseUs: homeSection.extend({ tiles: z.array(iconItem).length(8, 'Write exactly eight tiles.') }).strict(),
    compliance: homeSection
      .extend({
        certificates: z.array(certificate).length(3, 'Write exactly three certificates: aicpa, gdpr and hipaa.'),
        /** The link to the privacy page, e.g. `Learn more` → /home/privacy. */
        cta: link,
        /**
         * Words read after the link's label by screen readers and search engines only, saying what it is
         * about, e.g. `about trust and compliance`.
         */
        ctaContext: text,
      })
      .strict(),
    /** The services grid; its eight cards come from content/categories/ (each category's `card`). */
    services: homeSection
      .extend({
        /** The line at the foot of each card, e.g. `Explore`; the category name is read out after it. */
        cardLinkLabel: text,
      })
      .strict(),
    /** "Grow with Us": three stats that count up from 0 when they scroll into view. */
    stats: homeSection
      .extend({
        items: z.array(stat).length(3, 'Write exactly three stats.'),
        /** A line under the figures saying where they come from. */
        note: text.optional(),
      })
      .strict(),
    /** Testimonials heading; the quotes come from content/testimonials.yaml. */
    testimonials: homeSection,
    /** FAQ heading; the questions come from content/faq.yaml. */
    faq: homeSection
      .extend({
        /** A line under the heading for visitors whose question is not listed, e.g. `Still have a question?`. */
        moreText: text.optional(),
        /** The link after it, e.g. `Talk to our team` → /contact. */
        moreCta: link.optional(),
      })
      .strict(),
  })
  .strict();

export type HomePage = z.infer<typeof homePageSchema>;
export type ComplianceCertificate = z.infer<typeof certificate>;
export type HomeStat = z.infer<typeof stat>;
