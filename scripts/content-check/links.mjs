// @ts-check
// Internal links written in content/ (the `href` fields of the YAML, the links of the MDX bodies) must lead to
// a page the site will have, written from the site root: the build adds the base path (e.g. `/pr-42/`) itself.
// A link shows on the pages of several languages, each time at that language's address (`/blog/x` on a German
// page is `/de/blog/x`), and must lead to a page in each of them. A link written with the site's own address
// (`https://www.example.com/plan`) is refused: it would go unchecked, and lead out of the reader's language and
// out of a pull request's preview.
import { join } from 'node:path';
import { closest } from './closest.mjs';
import { isFileAsWritten } from './images.mjs';
import { languageName } from './language-names.mjs';
import { dataTexts } from './data-texts.mjs';
import { pathIn } from '../../src/i18n/path-in.ts';
import { ROUTES } from '../../src/i18n/routes.ts';
import { SETTINGS_FILE } from '../../src/lib/settings-path.ts';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {{ href: string, file: string, line: number, field: string }} Link
 * @typedef {Link & { locales: readonly string[], fromDraft: boolean, translatable?: boolean }} ShownLink a link, the
 *   languages whose pages show it, whether it is in a draft, and whether a translation writes it anew (a link in an
 *   MDX text) rather than keeping it (a link field, `href`, which is the same in every language)
 */

/**
 * The languages whose pages show the links of an entry, in its data (`data`) or in its MDX body (`body`):
 * a translation's in its own language only. An entry of content/ shows its data (facts, which translations do
 * not repeat) in every language, and its body in every language that has not translated it; a post, which has
 * pages only in the languages it is written in, shows its data in those and its body in its own language.
 * @param {Entry} entry
 * @param {'data' | 'body'} part
 * @param {Entry[]} entries every entry, translations included
 * @param {readonly string[]} locales the settings' languages
 * @returns {readonly string[]}
 */
export function linkLanguages(entry, part, entries, locales) {
  if (entry.isTranslation) return [entry.locale];
  const translated = entries
    .filter((other) => other.isTranslation && other.collection === entry.collection && other.id === entry.id)
    .map((other) => other.locale);
  if (entry.collection.writtenLanguagesOnly) return part === 'body' ? [entry.locale] : [entry.locale, ...translated];
  return part === 'body' ? locales.filter((locale) => !translated.includes(locale)) : locales;
}

/**
 * The `href` fields inside an entry's data that point inside the site, or to a web address (which may be the
 * site's own).
 * @param {import('./entries.mjs').Entry} entry
 * @returns {Link[]}
 */
export function dataLinks(entry) {
  return dataTexts(entry)
    .filter(({ path, text }) => path.at(-1) === 'href' && isChecked(text))
    .map(({ text, file, line, field }) => ({ href: text, file, line, field }));
}

/** @param {string} href */
export const isInternal = (href) => href.startsWith('/') && !href.startsWith('//');

/** A link the check reads: one inside the site, or a web address, which may be the site's own. @param {string} href */
export const isChecked = (href) => isInternal(href) || /^https?:\/\//i.test(href);

/**
 * The path of a web address on the site's own origin, or undefined for another site's (or no site URL).
 * @param {string} href
 * @param {string | undefined} siteUrl
 */
function ownPath(href, siteUrl) {
  try {
    const url = new URL(href);
    return siteUrl && url.origin === new URL(siteUrl).origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {ShownLink[]} links
 * @param {Set<string>} routes
 * @param {object} options
 * @param {string} options.root
 * @param {string} options.base the build's base path, e.g. `/` or `/pr-42/`
 * @param {readonly string[]} options.locales the settings' languages
 * @param {Set<string>} options.drafts the pages of drafts (draftRoutes), which a published site leaves out
 * @param {string} [options.siteUrl] the site's own address (siteUrl in the settings)
 * @returns {Problem[]}
 */
export function linkProblems(links, routes, { root, base, locales, drafts, siteUrl }) {
  /** @type {Problem[]} */
  const problems = [];
  const trimmedBase = base.replace(/\/+$/, '');
  const exists = (/** @type {string} */ path) =>
    routes.has(path) || (path !== '/' && isFileAsWritten(root, join(root, 'public', path)));
  for (const link of links) {
    if (!isInternal(link.href)) {
      const own = ownPath(link.href, siteUrl);
      if (own !== undefined)
        problems.push({
          file: link.file,
          line: link.line,
          field: link.field,
          kind: 'link',
          message: `The link ${link.href} is written with the site's own address (siteUrl in ${SETTINGS_FILE}): so written, nothing checks that the page exists, and it leads readers out of their language and out of a pull request's preview.`,
          advice: `Write it from the site root: ${own}.`,
        });
      continue;
    }
    const path = decodeURI(link.href.replace(/[?#].*$/, '')).replace(/(.)\/+$/, '$1');
    const where = { file: link.file, line: link.line, field: link.field, kind: /** @type {const} */ ('link') };
    if (drafts.has(path) && !link.fromDraft) {
      problems.push({
        ...where,
        message: `The link ${link.href} leads to a draft: the published site leaves ${path} out while it is marked \`draft: true\`, so the link would lead nowhere there (npm run dev and previews show drafts, so it works in them).`,
        advice: `Publish that post first (delete its line draft: true), or add this link when it is published. A draft may link to another draft.`,
      });
      continue;
    }
    if (exists(path)) {
      const missing = link.locales.filter((locale) => !exists(pathIn(path, locale, locales)));
      if (missing.length) problems.push({ ...where, ...missingInLanguages(link.href, path, missing, locales) });
      continue;
    }
    // Written with a base path in front: this build's, or a preview folder such as /pr-42/.
    const segments = path.split('/').slice(1);
    const withoutFolder =
      trimmedBase && path.startsWith(`${trimmedBase}/`)
        ? path.slice(trimmedBase.length)
        : `/${segments.slice(1).join('/')}`;
    const isFolder =
      !routes.has(`/${segments[0]}`) && ![...routes].some((route) => route.startsWith(`/${segments[0]}/`));
    if (segments.length > 1 && isFolder && exists(withoutFolder)) {
      problems.push({
        ...where,
        message: `The link ${link.href} starts with the folder /${segments[0]}/, which only one build of the site has.`,
        advice: `Write it from the site root: ${withoutFolder}. The build puts its own folder in front of every link.`,
      });
      continue;
    }
    const suggestion = closest(path, routes);
    problems.push({
      ...where,
      message: `The link ${link.href} leads to no page: the site has no page ${path}.`,
      advice: suggestion
        ? `Did you mean ${suggestion}?`
        : `Link to one of the site's pages, e.g. ${ROUTES.plans}, ${ROUTES.category('<a file name in content/categories/>')} or ${ROUTES.service('<a file name in content/services/>')}.`,
    });
  }
  return problems;
}

/**
 * What to say of a link to a page that exists, but not in every language whose pages show the link.
 * @param {string} href
 * @param {string} path
 * @param {string[]} missing
 * @param {readonly string[]} locales
 */
function missingInLanguages(href, path, missing, locales) {
  const names = missing.map(languageName);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const addresses = missing.map((locale) => pathIn(path, locale, locales)).join(', ');
  return {
    message: `The link ${href} leads to no page on the ${list} pages, which show it at ${addresses}: ${path} is not written in ${list}.`,
    advice: `A post has a page only in the languages it is written in. Translate it into ${list}, or link to a page that every language has.`,
  };
}
