import { z } from 'astro/zod';
import { imagePath, itemId, order, text } from './common';
import { fact } from './facts';

/** One testimonial in content/testimonials.yaml: image, name, job and feedback. */
export const testimonialSchema = z
  .object({
    /** A unique key, e.g. `maria-lopez`. */
    id: itemId,
    /** The customer's name, the same in every language. */
    name: fact("the customer's name", text),
    /** Their role and company; may be left empty (''). */
    job: z.string(),
    /** The quote, without quotation marks. */
    feedback: text,
    /** Optional portrait in public/, e.g. `/testimonials/maria.svg`; initials are shown when absent. */
    image: imagePath.optional(),
    /** Sort order, lowest first. Only the first three are shown. */
    order,
  })
  .strict();

export type Testimonial = z.infer<typeof testimonialSchema>;
