// @ts-check
// A page's title as search results show it, with the brand name after it (src/lib/page-title.ts), must fit in
// the characters search engines show. The schema limits the title a writer types; this check adds the brand
// name the site puts after it, in every language.
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
  /** @type {Problem[]} */
  const problems = [];
  for (const entry of entries) {
    for (const path of TITLE_FIELDS[entry.collection.name] ?? []) {
      let title = /** @type {any} */ (entry.data);
      for (const key of path) title = title?.[key];
      if (typeof title !== 'string' || !title.trim()) continue;
      const own = title.trim();
      const full = pageTitle(own, brand);
      const length = titleLength(full);
      if (length <= TITLE_LIMIT) continue;
      const field = fieldLabel(path);
      const added = full.slice(own.length);
      const room = TITLE_LIMIT - titleLength(added);
      problems.push({
        file: entry.source.file,
        line: entry.source.lineOf([...entry.prefix, ...path]),
        field,
        kind: 'title',
        message: `The page title "${full}" is ${length} characters${added ? ' with the brand name' : ''}; search engines cut it after ${TITLE_LIMIT}.`,
        advice: added
          ? `Shorten it to at most ${room} characters (it has ${titleLength(own)}): the site adds "${added}" after it. Say what the page offers in fewer words rather than cutting words off.`
          : `Shorten it to at most ${TITLE_LIMIT} characters. Say what the page offers in fewer words rather than cutting words off.`,
      });
    }
  }
  return problems;
}
