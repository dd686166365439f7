import { z } from 'astro/zod';
import { text } from './common';

/** The wording only pull-request previews show (content/preview.yaml); the live site never does. */
export const previewSchema = z
  .object({
    /** The slim line above the header of every page, e.g. `Preview of pull request #{number}`. `{number}` is the pull request's number. */
    banner: text.refine(
      (value) => value.includes('{number}'),
      'Keep "{number}" in the banner: it becomes the pull request\'s number.',
    ),
    /** Shown on /contact instead of the form when the preview has no test API to post to. */
    contactNotice: text,
  })
  .strict();
