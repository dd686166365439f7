import { z } from 'astro/zod';
import { iconItem, text } from './common';
import { fact } from './facts';
import { ctaBand, pageBase } from './page';

/** The About page (content/pages/about.mdx). The MDX body is the "Who are we" story. */
export const aboutPageSchema = pageBase
  .extend({
    /** A small label above the heading, e.g. `About`. */
    eyebrow: text,
    /** The sentence under the page heading. */
    lead: text,
    /** The heading above the MDX body, e.g. `Who are we`. */
    whoWeAreTitle: text,
    /** The name screen readers give the section of the three blocks below, e.g. `Mission, vision and values`. */
    pillarsLabel: text,
    /** Mission, vision and values: exactly three blocks. */
    pillars: z.array(iconItem).length(3, 'Write exactly three blocks: mission, vision and values.'),
    journey: z
      .object({
        /** e.g. `Our journey`. */
        title: text,
        /** A sentence that introduces the timeline. */
        intro: text,
        /** The milestones, oldest first. */
        milestones: z
          .array(
            z
              .object({
                /** The year, e.g. `2001`. */
                year: fact('a year', z.number().int().min(1900).max(2100)),
                /** What happened, in a few words. */
                title: text,
                /** One or two sentences. */
                text: text,
              })
              .strict(),
          )
          .min(3),
      })
      .strict(),
    /** The closing call to action, e.g. `Get in Touch` → /contact. */
    cta: ctaBand,
  })
  .strict();

export type AboutPage = z.infer<typeof aboutPageSchema>;
