import { z } from 'astro/zod';
import { text } from './common';

/** One question in content/faq.yaml. */
export const faqSchema = z
  .object({
    /** A unique key, e.g. `free-trial`. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The question as a visitor would ask it. */
    question: text,
    /** The answer, plain text, one short paragraph. */
    answer: text,
    /** Sort order, lowest first; the first one starts open. */
    order: z.number().int(),
  })
  .strict();
