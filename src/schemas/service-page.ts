import { z } from 'astro/zod';
import { text } from './common';

/** The wording every /service/<slug> page shares (content/pages/service.yaml); each page's copy is in content/services/. */
export const servicePageSchema = z
  .object({
    /** The words before the category link in the hero, e.g. `Part of` (→ "Part of Sales"). */
    categoryPrefix: text,
    /** The heading of the card beside the copy that lists the highlights, e.g. `What you get`. */
    highlightsTitle: text,
    /** A line under the card's button, e.g. `14-day free trial, no credit card needed`. */
    highlightsNote: text,
    /** The heading above the three related services (same category first), e.g. `Keep exploring`. */
    relatedTitle: text,
    /** The line under that heading. */
    relatedIntro: text,
    /** The words at the foot of each related service card, e.g. `Learn more`. */
    relatedLinkLabel: text,
  })
  .strict();
