// @ts-check
// A link to a place on a page (`/blog/email-deliverability-basics#warming-up-a-new-domain`, or `#faq` inside a
// text for a place on its own page) must name one of that page's headings, on every language's page that shows
// the link. The build makes a heading's id from its words (`## Warming up a new domain` →
// `warming-up-a-new-domain`), so a reworded or translated heading moves the place, and the browser then opens
// the page at its top without a word. Only the headings of MDX texts are known before the build (a post's, a
// service's, a category's, and the about and privacy pages'): a place drawn by the site's own components (the
// home page's sections, an id the code writes) is checked after the build (integrations/place-link-check.ts).
import { closest } from './closest.mjs';
import { languageName } from './language-names.mjs';
import { textPage } from './site-routes.mjs';
import { pathIn } from '../../src/i18n/path-in.ts';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('./links.mjs').ShownLink} ShownLink
 * @typedef {import('./links.mjs').Link} Link
 */

/** How many heading ids a message lists before it stops. */
const LISTED_IDS = 8;

/**
 * @param {object} options
 * @param {ShownLink[]} options.links links to pages, and the languages whose pages show each
 * @param {Link[]} options.placeLinks links to a place on the text's own page (`#faq`)
 * @param {Map<string, string[]>} options.headingIds the ids of each MDX text's headings, by file
 * @param {Entry[]} options.entries every entry, translations included
 * @param {readonly string[]} options.locales the settings' languages; the first has no prefix
 * @param {Map<string, string>} [options.pageCollections] the page each single-page collection shows on
 * @param {(path: string) => import('./drawn-ids.mjs').DrawnIds | undefined} [options.drawnOn] the ids each page's
 *   own code writes (drawnIds)
 * @returns {Problem[]}
 */
export function fragmentProblems({
  links,
  placeLinks,
  headingIds,
  entries,
  locales,
  pageCollections = new Map(),
  drawnOn = () => undefined,
}) {
  const textFiles = pageTexts(entries, locales, pageCollections);
  const fileLocale = new Map(entries.map((entry) => [entry.source.file, entry.locale]));
  const fileEntry = new Map(entries.map((entry) => [entry.source.file, entry]));
  const drawnAt = (/** @type {string | undefined} */ path) => (path && drawnOn(path)) || { all: new Set(), places: [] };
  /** @type {Problem[]} */
  const problems = [];
  for (const link of placeLinks) {
    const fragment = fragmentOf(link.href);
    const ids = headingIds.get(link.file) ?? [];
    const entry = fileEntry.get(link.file);
    const drawn = drawnAt(entry && textPage(entry, pageCollections));
    if (!fragment || ids.includes(fragment) || drawn.all.has(fragment)) continue;
    problems.push({
      ...where(link),
      message: `The link ${link.href} leads to a place this page does not have: none of the headings of this text${drawn.places.length ? ' or of the page itself' : ''} has the id ${fragment}.`,
      advice: advice(fragment, [...ids, ...drawn.places]),
    });
  }
  for (const link of links) {
    const fragment = fragmentOf(link.href);
    if (!fragment) continue;
    let path = decodeURI(link.href.replace(/[?#].*$/, '')).replace(/(.)\/+$/, '$1');
    let shownIn = link.locales;
    // A link written with a language's prefix (`/de/blog/x`) leads to that language's page wherever it shows.
    const prefix = path.split('/')[1] ?? '';
    if (locales.slice(1).includes(prefix)) {
      shownIn = [prefix];
      path = path.slice(prefix.length + 1) || '/';
    }
    // A page with no text of content/ (the home page) is checked after the build.
    const texts = textFiles.get(path);
    const drawn = drawnAt(path);
    if (!texts || drawn.all.has(fragment)) continue;
    const missing = shownIn.flatMap((locale) => {
      const file = texts.get(locale);
      const ids = file === undefined ? undefined : headingIds.get(file);
      return file !== undefined && ids !== undefined && !ids.includes(fragment)
        ? [{ locale, file, ids: [...ids, ...drawn.places] }]
        : [];
    });
    if (!missing.length) continue;
    const files = [...new Set(missing.map((item) => item.file))];
    const otherLanguages = missing.filter((item) => fileLocale.get(item.file) !== fileLocale.get(link.file));
    // One language's page is named by its own address (`/de/blog/x`), several by their languages.
    const [only] = missing;
    const lacking =
      missing.length === 1 && only.locale !== locales[0]
        ? `${pathIn(path, only.locale, locales)} does not have`
        : missing.length < shownIn.length || otherLanguages.length
          ? `${path} does not have on the ${list(missing.map((item) => languageName(item.locale)))} pages`
          : `${path} does not have`;
    const firstIds = headingIds.get(texts.get(locales[0] ?? '') ?? '');
    // Each language's places are its headings, then the page's own: the same positions in every language.
    const inPlaceOf = counterparts(fragment, firstIds && [...firstIds, ...drawn.places]);
    // A place every language's page has (one the page draws itself) is the same link everywhere.
    const shared = closest(
      fragment,
      missing.map((item) => item.ids).reduce((common, ids) => common.filter((id) => ids.includes(id))),
    );
    const itself = drawn.places.length ? ' or of the page itself' : '';
    problems.push({
      ...where(link),
      message: `The link ${link.href} leads to a place ${lacking}: none of the headings of ${list(files, 'or')}${itself} has the id ${fragment}.`,
      advice:
        otherLanguages.length && !shared
          ? otherLanguagesAdvice(link, path, otherLanguages, inPlaceOf)
          : advice(fragment, missing[0].ids, inPlaceOf(missing[0])),
    });
  }
  return problems;
}

/**
 * The file whose text each page shows, by the page's address in the first language and by language: a
 * translation on its language's page, else the entry of content/ (on every language's page, or only on its own
 * for a collection shown in the languages it is written in).
 * @param {Entry[]} entries
 * @param {readonly string[]} locales
 * @param {Map<string, string>} pageCollections
 * @returns {Map<string, Map<string, string>>}
 */
function pageTexts(entries, locales, pageCollections) {
  /** @type {Map<string, Map<string, string>>} */
  const texts = new Map();
  const textsOf = (/** @type {string} */ page) => texts.get(page) ?? texts.set(page, new Map()).get(page);
  for (const entry of entries.filter((item) => !item.isTranslation)) {
    const page = textPage(entry, pageCollections);
    if (!page) continue;
    const shownIn = entry.collection.writtenLanguagesOnly ? [entry.locale] : locales;
    for (const locale of shownIn) textsOf(page)?.set(locale, entry.source.file);
  }
  for (const entry of entries.filter((item) => item.isTranslation)) {
    const page = textPage(entry, pageCollections);
    if (page) textsOf(page)?.set(entry.locale, entry.source.file);
  }
  return texts;
}

/** The place a link names, decoded (`#über-uns` written `#%C3%BCber-uns`), or '' for none. @param {string} href */
function fragmentOf(href) {
  const hash = href.indexOf('#');
  if (hash < 0) return '';
  try {
    return decodeURIComponent(href.slice(hash + 1));
  } catch {
    return href.slice(hash + 1);
  }
}

/**
 * For a link to a heading of the first language's text, the heading in its place in a translation with as many
 * headings: `#ihre-rechte` for `#your-rights`.
 * @param {string} fragment
 * @param {string[] | undefined} firstIds the headings' ids of the page's text in the first language
 * @returns {(item: { locale: string, ids: string[] }) => { id: string, language: string } | undefined}
 */
function counterparts(fragment, firstIds) {
  const position = firstIds?.indexOf(fragment) ?? -1;
  return ({ locale, ids }) =>
    position >= 0 && ids.length === firstIds?.length
      ? { id: /** @type {string} */ (ids[position]), language: languageName(locale) }
      : undefined;
}

/**
 * The advice for a link shown untranslated on pages whose text has headings in their own words: a link in a
 * text is written anew by its translation; a link field (`href`) is the same in every language.
 * @param {ShownLink} link
 * @param {string} path
 * @param {{ locale: string, file: string, ids: string[] }[]} otherLanguages
 * @param {ReturnType<typeof counterparts>} inPlaceOf
 */
function otherLanguagesAdvice(link, path, otherLanguages, inPlaceOf) {
  const languages = list(otherLanguages.map((item) => languageName(item.locale)));
  const files = otherLanguages.map((item) => item.file);
  const have = `${list(files)} ${files.length > 1 ? 'have' : 'has'} headings in ${files.length > 1 ? 'their' : 'its'} own words`;
  if (!link.translatable) return `${have}, and a link is the same in every language: link to ${path} without the #.`;
  const named = otherLanguages.flatMap((item) => {
    const found = inPlaceOf(item);
    return found ? [`#${found.id} in ${found.language}`] : [];
  });
  return `Those pages show this text untranslated, and ${have}: translate this text into ${languages} and name the translated heading there${named.length ? ` (${list(named)})` : ''}, or link to ${path} without the #.`;
}

/** @param {Link} link */
const where = ({ file, line, field }) => ({ file, line, field, kind: /** @type {const} */ ('link') });

/**
 * @param {string} fragment
 * @param {string[]} ids the headings' ids of the page it should be on
 * @param {{ id: string, language: string }} [inPlace] the heading of this translation in the place of the first
 *   language's heading the link names
 */
function advice(fragment, ids, inPlace) {
  const rule =
    "A heading's id is its words in lower case, with dashes between them, no punctuation and the letters' accents kept: ## How to start small is #how-to-start-small.";
  if (!ids.length) return `The page's text has no headings to link to: link to the page without the #.`;
  const listed = ids.slice(0, LISTED_IDS).map((id) => `#${id}`);
  const more = ids.length > LISTED_IDS ? `, and ${ids.length - LISTED_IDS} more` : '';
  const headings = `Its headings: ${listed.join(', ')}${more}.`;
  if (inPlace) return `Did you mean #${inPlace.id}, the ${inPlace.language} heading in its place? ${headings}`;
  // A heading given more words keeps its old id at the start of the new one.
  const guess = closest(fragment, ids) ?? ids.find((id) => id.startsWith(`${fragment}-`));
  return `${guess ? `Did you mean #${guess}?` : rule} ${headings}`;
}

/** `a, b and c`. @param {string[]} items @param {string} [last] */
function list(items, last = 'and') {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}
