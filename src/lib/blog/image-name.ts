// How a post's picture in content/blog/images/ may be named, for the schema and the content check alike: the
// name becomes part of the picture's address, and Astro's image pipeline takes these formats.

/** A picture's file name: lower-case letters, digits and hyphens, and a PNG, JPEG or WebP ending. */
export const POST_IMAGE_NAME = /^[a-z0-9-]+\.(png|jpe?g|webp)$/;

/** The same rule in a writer's words. */
export const POST_IMAGE_NAME_RULE = 'a name of lower-case letters, digits and hyphens, ending in .png, .jpg or .webp';
