// @ts-check
// A page's title as search results show it, with the brand name after it (src/lib/page-title.ts), must fit in
// the characters search engines show, in every language: the titles writers type, and those the blog composes
// for its lists' later pages and its tags' pages (src/lib/blog/list-titles.ts).
import { join } from 'node:path';
import { loadModule } from './load-ts.mjs';
import { fieldLabel } from './problem.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 */

/**
 * Where each collection keeps the titles of the pages made from it: the pages of content/pages/, every
 * category page (/services/<slug>), every service page (/service/<slug>), the blog and each of its posts
 * (/blog/<slug>), and the two "taking you home" pages (the site root and unknown addresses).
 * @type {Record<string, (string | number)[][]>}
 */
export const TITLE_FIELDS = {
  homePage: [['title']],
  aboutPage: [['title']],
  privacyPage: [['title']],
  contactPage: [['title']],
  planPage: [['title']],
  servicesPage: [['title']],
  categories: [['title']],
  services: [['title']],
  blogPage: [['title']],
  posts: [['title']],
  redirectPages: [
    ['notFound', 'title'],
    ['root', 'title'],
  ],
};

/**
 * @param {Entry[]} entries
 * @param {string} root the project folder, whose src/lib/page-title.ts composes the full title
 * @returns {Promise<Problem[]>}
 */
export async function titleProblems(entries, root) {
  const settings = entries.find((entry) => entry.collection.name === 'settings' && !entry.isTranslation);
  const brand = /** @type {any} */ (settings?.data)?.brand?.name;
  // Without a brand name the settings' own problem is reported; no title can be measured.
  if (typeof brand !== 'string' || !brand.trim()) return [];
  const { pageTitle, titleLength, TITLE_LIMIT } = await loadModule(join(root, 'src/lib/page-title.ts'));
  /** The whole title of `own` and its length, when that is over the limit. */
  const tooLong = (/** @type {string} */ own) => {
    const full = pageTitle(own, brand);
    const length = titleLength(full);
    return length > TITLE_LIMIT ? { full, length } : undefined;
  };
  /** @type {Problem[]} */
  const problems = [];
  for (const entry of entries) {
    for (const path of TITLE_FIELDS[entry.collection.name] ?? []) {
      let title = /** @type {any} */ (entry.data);
      for (const key of path) title = title?.[key];
      if (typeof title !== 'string' || !title.trim()) continue;
      const own = title.trim();
      const over = tooLong(own);
      if (!over) continue;
      const added = over.full.slice(own.length);
      const room = TITLE_LIMIT - titleLength(added);
      problems.push({
        file: entry.source.file,
        line: entry.source.lineOf([...entry.prefix, ...path]),
        field: fieldLabel(path),
        kind: 'title',
        message: `The page title "${over.full}" is ${over.length} characters${added ? ' with the brand name' : ''}; search engines cut it after ${TITLE_LIMIT}.`,
        advice: added
          ? `Shorten it to at most ${room} characters (it has ${titleLength(own)}): the site adds "${added}" after it. Say what the page offers in fewer words rather than cutting words off.`
          : `Shorten it to at most ${TITLE_LIMIT} characters. Say what the page offers in fewer words rather than cutting words off.`,
      });
    }
  }
  problems.push(...(await listTitleProblems(entries, root, settings?.data, tooLong, TITLE_LIMIT)));
  return problems;
}

/**
 * The titles the blog composes for its lists in each language, measured on each list's last page (the longest
 * number): the list of every post, titled by the blog's `title`, and each tag's list, titled by `tagHeading`
 * with the tag. A title over the limit is reported where a writer shortens it: the blog's `title`, or the
 * `tags` of the post that carries the tag.
 * @param {Entry[]} entries
 * @param {string} root
 * @param {unknown} settings the settings of content/: the languages and the blog's page size
 * @param {(own: string) => { full: string, length: number } | undefined} tooLong
 * @param {number} limit
 * @returns {Promise<Problem[]>}
 */
async function listTitleProblems(entries, root, settings, tooLong, limit) {
  const { numberedListTitle, tagListTitle } = await loadModule(join(root, 'src/lib/blog/list-titles.ts'));
  const { pagesOf } = await loadModule(join(root, 'src/lib/blog/paging.ts'));
  const { tagsOf } = await loadModule(join(root, 'src/lib/blog/tags.ts'));
  const { overlayTranslation } = await loadModule(join(root, 'src/lib/overlay-translation.ts'));
  const { locales, blog } = /** @type {any} */ (settings);
  const pageSize = blog?.pageSize;
  if (!Array.isArray(locales) || !Number.isInteger(pageSize) || pageSize < 1) return [];
  const named = (/** @type {string} */ name) => entries.filter((entry) => entry.collection.name === name);
  const english = (/** @type {Entry} */ entry) =>
    named(entry.collection.name).find((item) => !item.isTranslation && item.id === entry.id);
  const blogEnglish = named('blogPage').find((entry) => !entry.isTranslation);
  if (!blogEnglish) return [];
  /** @type {Problem[]} */
  const problems = [];
  for (const locale of locales) {
    // The file that holds the blog's words in this language: its translation, else the English file.
    const blogFile = named('blogPage').find((entry) => entry.isTranslation && entry.locale === locale) ?? blogEnglish;
    const copy = /** @type {any} */ (
      blogFile === blogEnglish ? blogEnglish.data : overlayTranslation(blogEnglish.data, blogFile.data)
    );
    if (typeof copy?.title !== 'string' || typeof copy.tagHeading !== 'string' || typeof copy.pageLabel !== 'string')
      continue;
    // The posts written in this language, each with its tags as that language shows them.
    const posts = named('posts')
      .filter((entry) => entry.locale === locale)
      .map((entry) => {
        const data = /** @type {any} */ (
          entry.isTranslation ? overlayTranslation(english(entry)?.data, entry.data) : entry.data
        );
        return {
          entry,
          tags: Array.isArray(data?.tags)
            ? data.tags.filter((/** @type {unknown} */ tag) => typeof tag === 'string')
            : [],
        };
      });
    const last = (/** @type {unknown[]} */ items) => pagesOf(items, pageSize).length;
    // The first page's title is the blog's own, measured with the titles writers type.
    const allOver = last(posts) > 1 && tooLong(numberedListTitle(copy.title.trim(), last(posts), copy.pageLabel));
    if (allOver)
      problems.push({
        file: blogFile.source.file,
        line: blogFile.source.lineOf(['title']),
        field: 'title',
        kind: 'title',
        message: `The blog's page ${last(posts)} is titled "${allOver.full}": ${allOver.length} characters with the brand name and the page number; search engines cut it after ${limit}.`,
        advice:
          "Shorten the blog's title, so that its later pages fit too. Say what the blog offers in fewer words rather than cutting words off.",
      });
    for (const { tag, posts: tagged } of tagsOf(posts, locale)) {
      const title = numberedListTitle(tagListTitle(copy.tagHeading, tag), last(tagged), copy.pageLabel);
      const over = tooLong(title);
      if (!over) continue;
      const { entry } = tagged[0];
      const index = /** @type {any} */ (entry.data)?.tags?.indexOf?.(tag) ?? -1;
      const path = index >= 0 ? ['tags', index] : ['tags'];
      problems.push({
        file: entry.source.file,
        line: entry.source.lineOf(path),
        field: fieldLabel(path),
        kind: 'title',
        message: `The page of the tag "${tag}" is titled "${over.full}": ${over.length} characters with the brand name; search engines cut it after ${limit}.`,
        advice: `Use a shorter tag, or shorten tagHeading in ${blogFile.source.file}. Say it in fewer words rather than cutting words off.`,
      });
    }
  }
  return problems;
}
