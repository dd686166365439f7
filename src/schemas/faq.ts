import { z } from 'astro/zod';
import { itemId, order, text } from './common';

/** One question in content/faq.yaml. */
export const faqSchema = z
  .object({
    /** A unique key, e.g. `free-trial`. */
    id: itemId,
    /** The question as a visitor would ask it. */
    question: text,
    /** The answer, plain text, one short paragraph. */
    answer: text,
    /** Sort order, lowest first; the first one starts open. */
    order,
  })
  .strict();
