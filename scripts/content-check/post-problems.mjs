// @ts-check
// What only the blog's posts can get wrong: two spellings of one tag (`E-mail` and `Email`), which would split
// its posts over two tag pages, two tags likely to be one written two ways (`Deliverabilty`, `Automations`
// beside `Automation`), each of which would make a tag page of its own, a tag given twice to one post (it would
// show twice, and its page list the post twice), a file name the blog's own pages use (`page`, `tag`,
// `rss.xml`), and a draft whose picture is a copy of a published post's.
import { existsSync, readFileSync } from 'node:fs';
import { tagKey } from '../../src/lib/blog/tags.ts';
import { besideFile } from './images.mjs';
import { draftTest } from './site-routes.mjs';
import { tagSlips } from './tag-slips.mjs';
import { tagTranslationProblems } from './tag-translations.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('./tag-slips.mjs').TagUses} TagUses
 */

/** File names of content/blog/ that would take the address of one of the blog's own pages. */
const RESERVED_SLUGS = new Set(['page', 'tag', 'rss']);

/**
 * @param {Entry[]} entries
 * @param {string} [root] the project folder
 * @returns {Problem[]}
 */
export function postProblems(entries, root = process.cwd()) {
  const posts = entries.filter(
    (entry) => entry.collection.name === 'posts' && entry.data && typeof entry.data === 'object',
  );
  return [
    ...reservedSlugs(posts),
    ...tagProblems(posts),
    ...tagTranslationProblems(posts),
    ...copiedPictures(posts, root),
  ];
}

/**
 * A draft whose picture is a copy of a published post's, byte for byte. Astro writes one file for identical
 * pictures and names it after whichever it meets first, so the published post's picture may go out under the
 * draft's name, and with it the name of a post not yet announced. Not a reason to stop the preview (kind
 * placeholder): a stand-in picture is fine while the post is written.
 * @param {Entry[]} posts
 * @param {string} root
 * @returns {Problem[]}
 */
function copiedPictures(posts, root) {
  const english = posts.filter((post) => !post.isTranslation);
  const picture = (/** @type {Entry} */ post) => {
    const image = /** @type {{ image?: unknown }} */ (post.data).image;
    if (typeof image !== 'string') return undefined;
    const file = besideFile(image, root, post.source.file);
    return existsSync(file) ? { image, bytes: readFileSync(file) } : undefined;
  };
  const isDraft = draftTest(english);
  if (!english.some(isDraft)) return [];
  const published = english
    .filter((post) => !isDraft(post))
    .flatMap((post) => {
      const found = picture(post);
      return found ? [{ post, ...found }] : [];
    });
  return english.filter(isDraft).flatMap((draft) => {
    const own = picture(draft);
    // A published post's own picture file is published under its own name, whoever else shows it.
    if (!own || published.some((other) => other.image === own.image)) return [];
    const twin = published.find((other) => other.bytes.equals(own.bytes));
    if (!twin) return [];
    return [
      {
        file: draft.source.file,
        line: draft.source.lineOf([...draft.prefix, 'image']),
        field: 'image',
        kind: /** @type {const} */ ('placeholder'),
        message: `This picture is a copy of ${twin.image}, the picture of the published post ${twin.post.source.file}. The site keeps one file for identical pictures and may name it after this draft, which would give the draft's name away before the post is out.`,
        advice: `While the post is a draft, write ${twin.image} here and delete the copy. Published posts may share a picture; give this one its own when you have it.`,
      },
    ];
  });
}

/** @param {Entry[]} posts */
function reservedSlugs(posts) {
  return posts
    .filter((post) => !post.isTranslation && post.id && RESERVED_SLUGS.has(post.id))
    .map((post) => ({
      file: post.source.file,
      line: 1,
      field: '',
      kind: /** @type {const} */ ('value'),
      message: `A post cannot be called "${post.id}": /blog/${post.id} is one of the blog's own pages.`,
      advice: "Rename the file, e.g. after the post's title.",
    }));
}

/**
 * Each tag spelt differently from the same tag in an earlier post of its language: the first post to use a tag
 * (by publish date, then file name) set its spelling and its tag page, so a later post is the one to change.
 * Tags likely to be one tag written two ways (tag-slips.mjs). And each tag a post gives again, in any spelling.
 * @param {Entry[]} posts
 */
function tagProblems(posts) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, Map<string, TagUses>>} language → key → the tag's first spelling and its posts */
  const tagsByLanguage = new Map();
  for (const post of publishedOrder(posts)) {
    const tags = /** @type {{ tags?: unknown }} */ (post.data).tags;
    if (!Array.isArray(tags)) continue;
    /** @type {Map<string, number>} key → the item that gives it first in this post */
    const given = new Map();
    const languageTags = tagsByLanguage.get(post.locale) ?? new Map();
    tagsByLanguage.set(post.locale, languageTags);
    tags.forEach((tag, index) => {
      if (typeof tag !== 'string') return;
      const place = {
        file: post.source.file,
        line: post.source.lineOf([...post.prefix, 'tags', index]),
        field: `tags → item ${index + 1}`,
        kind: /** @type {const} */ ('value'),
      };
      const key = tagKey(tag);
      const earlier = given.get(key);
      if (earlier !== undefined) {
        problems.push({
          ...place,
          message: `The tag "${tag}" is given to this post already, as item ${earlier + 1}: the post would show it twice.`,
          advice: 'Delete this one.',
        });
        return;
      }
      given.set(key, index);
      const seen = languageTags.get(key);
      if (!seen) languageTags.set(key, { tag, file: post.source.file, uses: [{ place, tag }] });
      else {
        seen.uses.push({ place, tag });
        if (seen.tag !== tag)
          problems.push({
            ...place,
            message: `The tag "${tag}" is spelt "${seen.tag}" in ${seen.file}, published earlier: two spellings would make two tag pages.`,
            advice: `Write "${seen.tag}" here too.`,
          });
      }
    });
  }
  for (const languageTags of tagsByLanguage.values()) problems.push(...tagSlips(languageTags));
  return problems;
}

/**
 * The posts oldest first, by the publish date of the English post (a translation has none of its own), then by
 * file name; a post without a valid date comes last.
 * @param {Entry[]} posts
 */
function publishedOrder(posts) {
  /** @type {Map<string | undefined, string>} slug → publish date, from the English posts */
  const dates = new Map();
  for (const post of posts) {
    const date = /** @type {{ publishDate?: unknown }} */ (post.data).publishDate;
    if (!post.isTranslation && typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) dates.set(post.id, date);
  }
  const sortKey = (/** @type {Entry} */ post) => `${dates.get(post.id) ?? '9999-99-99'} ${post.source.file}`;
  return [...posts].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}
