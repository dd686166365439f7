// Where a post's picture sits and how it may be named, for the schema, the content check and the build alike:
// the name becomes part of the picture's address, and Astro's image pipeline takes these formats.

/** The folder of the posts' pictures, from the project's root. */
export const POST_IMAGE_FOLDER = 'content/blog/images';

/** A picture's file name: lower-case letters, digits and hyphens, and a PNG, JPEG or WebP ending. */
export const POST_IMAGE_NAME = /^[a-z0-9-]+\.(png|jpe?g|webp)$/;

/** The same rule in a writer's words. */
export const POST_IMAGE_NAME_RULE = 'a name of lower-case letters, digits and hyphens, ending in .png, .jpg or .webp';
