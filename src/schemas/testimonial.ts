import { z } from 'astro/zod';
import { text } from './common';

/** One testimonial in content/testimonials.yaml: image, name, job and feedback. */
export const testimonialSchema = z
  .object({
    /** A unique key, e.g. `maria-lopez`. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The customer's name. */
    name: text,
    /** Their role and company; may be left empty (''). */
    job: z.string(),
    /** The quote, without quotation marks. */
    feedback: text,
    /** Optional portrait in public/, e.g. `/testimonials/maria.svg`; initials are shown when absent. */
    image: z
      .string()
      .regex(/^\/.+\.(svg|png|jpe?g|webp|avif)$/)
      .optional(),
    /** Sort order, lowest first. Only the first three are shown. */
    order: z.number().int(),
  })
  .strict();

export type Testimonial = z.infer<typeof testimonialSchema>;
