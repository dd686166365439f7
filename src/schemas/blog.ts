import { resolve } from 'node:path';
import { z } from 'astro/zod';
import { imagePath, itemId, seo, text } from './common';
import { fact } from './facts';
import { POST_IMAGE_FOLDER, POST_IMAGE_NAME, POST_IMAGE_NAME_RULE } from '../lib/blog/image-name';
import { contentDir } from '../lib/content-folder';
import { readContentData } from '../lib/content-text';
import { pageBase } from './page';

/**
 * The author ids, i.e. the `id`s in content/authors.yaml, read when the schema loads so that a post names an
 * author that exists.
 */
const authors = readContentData(resolve(contentDir(), 'authors.yaml'));
const authorIds = (Array.isArray(authors) ? (authors as { id?: unknown }[]) : [])
  .map((author) => String(author.id))
  .sort() as [string, ...string[]];

/**
 * A day written year-month-day, e.g. `2026-11-20`, that the calendar has: `01/02/2026` (which day is that?) and
 * `2026-09-31` are refused rather than read as some other day.
 */
const day = (field: string) =>
  fact(
    'a date',
    z.iso
      .date({ error: `Write the ${field} as year-month-day, e.g. 2026-11-20, and make it a day the calendar has.` })
      .transform((date) => new Date(`${date}T00:00:00Z`)),
  );

/** One author in content/authors.yaml. */
export const authorSchema = z
  .object({
    /** The key a post names in `author:`, e.g. `mara-lindqvist`. */
    id: itemId,
    /** The author's full name, the same in every language. */
    name: fact("the author's name", text),
    /** Their role, e.g. `Head of Customer Success`. */
    role: text,
    /** Optional portrait in public/, square, e.g. `/authors/lena-hartmann.jpg`, shown beside their name on their posts. */
    photo: imagePath.optional(),
  })
  .strict();

export type Author = z.infer<typeof authorSchema>;

/** One post in content/blog/ (the file name is its slug: /blog/<slug>). The MDX body is the post. */
export const postSchema = z
  .object({
    ...seo,
    /** The day it was published, e.g. `2026-11-20`; the blog lists the newest first. */
    publishDate: day('publish date'),
    /** The day it was last changed in substance, if ever, e.g. `2026-12-02`. */
    updatedDate: day('update date').optional(),
    /** Who wrote it: an id from content/authors.yaml. */
    author: z.enum(authorIds, {
      error: `Write one of the author ids in content/authors.yaml: ${authorIds.join(', ')}.`,
    }),
    /** One to four short topics in sentence case, e.g. `E-mail marketing`; each gets a page of its posts. */
    tags: z
      .array(text.max(30, 'Keep a tag to 30 characters.'))
      .min(1, 'Give the post at least one tag.')
      .max(4, 'Give the post at most four tags.'),
    /** The picture at the top and in shares: a PNG, JPEG or WebP beside the post, e.g. `./images/my-post.png`. */
    image: fact(
      'an image path',
      z
        .string()
        .regex(
          new RegExp(`^\\./images/${POST_IMAGE_NAME.source.replace(/^\^/, '')}`),
          `Give a picture in ${POST_IMAGE_FOLDER}/ with ${POST_IMAGE_NAME_RULE}, e.g. "./images/my-post.png".`,
        ),
    ),
    /** What the picture shows, in one sentence, for people who cannot see it. */
    imageAlt: text,
    /** `true` keeps the post out of the built site; `npm run dev` and pull-request previews show it. */
    draft: z.boolean().optional(),
  })
  .strict();

export type Post = z.infer<typeof postSchema>;

/** The blog's page copy (content/pages/blog.yaml): the list pages, the post pages and the home section. */
export const blogPageSchema = pageBase
  .extend({
    /** The sentence under the list's heading. */
    lead: text,
    /** The heading of a tag's page; `{tag}` becomes the tag, e.g. `Posts about {tag}`. */
    tagHeading: text.refine(
      (value) => value.includes('{tag}'),
      'Write "{tag}" where the tag goes, e.g. "Posts about {tag}".',
    ),
    /** The search-result snippet of a tag's page; `{tag}` becomes the tag. */
    tagDescription: text
      .min(50, 'Write at least 50 characters.')
      .max(140, 'Keep it to 140 characters: the tag goes in.')
      .refine((value) => value.includes('{tag}'), 'Write "{tag}" where the tag goes.'),
    /**
     * The search-result snippet of a list's later pages; `{list}` becomes the list's heading (the blog's, or a
     * tag's), `{page}` the number.
     */
    pageDescription: text
      .min(50, 'Write at least 50 characters.')
      .max(115, 'Keep it to 115 characters: the heading and the number go in.')
      .refine(
        (value) => value.includes('{list}') && value.includes('{page}'),
        'Write "{list}" where the list\'s heading goes and "{page}" where the number goes.',
      ),
    /** The page number in titles; `{page}` becomes the number, e.g. `page {page}`. */
    pageLabel: text.refine(
      (value) => value.includes('{page}'),
      'Write "{page}" where the number goes, e.g. "page {page}".',
    ),
    /** The paging links' accessible name, e.g. `More posts`. */
    pagingLabel: text,
    /** e.g. `Newer posts`. */
    newerLabel: text,
    /** e.g. `Older posts`. */
    olderLabel: text,
    /** The reading time; `{minutes}` becomes the number, e.g. `{minutes} min read`. */
    readingTime: text.refine(
      (value) => value.includes('{minutes}'),
      'Write "{minutes}" where the number goes, e.g. "{minutes} min read".',
    ),
    /** Before the author's name, e.g. `By`. */
    byLabel: text,
    /** Before the update date, e.g. `Updated`. */
    updatedLabel: text,
    /** The tags list's accessible name, e.g. `Tags`. */
    tagsLabel: text,
    /** The table of contents' heading, e.g. `On this page`. */
    tocTitle: text,
    /** The related posts' heading, e.g. `Read next`. */
    relatedTitle: text,
    /** The previous/next links' accessible name, e.g. `More from the blog`. */
    siblingsLabel: text,
    /** e.g. `Previous post`. */
    previousLabel: text,
    /** e.g. `Next post`. */
    nextLabel: text,
    /** The feed's title in feed readers, e.g. `Blog`. */
    feedTitle: text,
    /** The section on /home with the latest posts (when the settings switch it on). */
    latest: z
      .object({
        /** The short line above its heading, as every section of /home has one, e.g. `Guides and how-tos`. */
        eyebrow: text,
        /** Its heading, e.g. `Latest from the blog`. Under it stands the blog's `lead`. */
        title: text,
        /** The link to the blog under the posts, e.g. `All posts`. */
        allLabel: text,
      })
      .strict(),
  })
  .strict();

export type BlogPage = z.infer<typeof blogPageSchema>;
