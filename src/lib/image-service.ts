// Astro's sharp image service, with one change: an optimized picture's file name is the same under every base
// path. Astro names the file after a hash of the options it was made with, whose source is the picture's URL,
// base included (`/pr-42/_astro/…`), so a pull-request preview encoded every picture again instead of taking
// it from the cache a build under `/` had filled. The hash reads the source without the base instead; what is
// encoded, and every URL in the pages, stay as they were. (Tailwind reads this file for class names: its
// comments avoid the names of utilities, which would add them to the stylesheet.)
import type { ImageTransform, LocalImageService } from 'astro';
import sharpService from 'astro/assets/services/sharp';
import { isESMImportedImage } from 'astro/assets/utils';
import { sitePath } from './links';

/** The options' property that holds their source as the hash reads it; never written into the page. */
const HASHED_SOURCE = 'hashedSource';

/** The source as the hash reads it: an imported picture's metadata with its URL under `/` (`/_astro/a.png`). */
const hashedSource = (src: ImageTransform['src']) =>
  isESMImportedImage(src) ? { ...src, src: sitePath(src.src, import.meta.env.BASE_URL) } : src;

const service: LocalImageService = {
  ...sharpService,
  // Astro's own list of what makes two pictures the same file, with the source as above.
  propertiesToHash: [HASHED_SOURCE, 'width', 'height', 'format', 'quality', 'fit', 'position', 'background'],
  async validateOptions(options, imageConfig, logger) {
    const validated = await sharpService.validateOptions!(options, imageConfig, logger);
    // The srcset's options are copies of these (getSrcSet), so they carry the property too.
    return { ...validated, [HASHED_SOURCE]: hashedSource(validated.src) };
  },
  async getHTMLAttributes(options, imageConfig, logger) {
    const { [HASHED_SOURCE]: _hashed, ...rest } = options;
    return sharpService.getHTMLAttributes!(rest as ImageTransform, imageConfig, logger);
  },
};

export default service;
