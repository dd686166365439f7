// A post's picture (`image: ./images/<name>.png` beside the posts in content/blog/) as Astro's image pipeline
// takes it: every picture of that folder is imported at build time, so a missing file stops the build (and the
// original of a draft's picture, written to the build with the others, is removed after it: unpublished-pictures).
import type { ImageMetadata } from 'astro';
import { POST_IMAGE_FOLDER } from './image-name';

// The pattern repeats POST_IMAGE_FOLDER because Vite reads it from the source, before any code runs.
const pictures = import.meta.glob<{ default: ImageMetadata }>('/content/blog/images/*.{png,jpg,jpeg,webp}', {
  eager: true,
});

/** The picture a post names, relative to content/blog/. */
export function postImage(path: string, postId: string): ImageMetadata {
  const picture = pictures[`/content/blog/${path.replace(/^\.\//, '')}`];
  if (!picture)
    throw new Error(
      `content/blog/${postId}.mdx: image "${path}" is not a file in ${POST_IMAGE_FOLDER}/. Put the picture there or correct the path.`,
    );
  return picture.default;
}
