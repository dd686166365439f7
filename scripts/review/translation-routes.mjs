// @ts-check
// Which translated pages show words whose source changed in the change under review while their translation
// did not: the facts of `npm run translations` (a translation is outdated when its file of content/ changed
// after it, named by the fields changed since), narrowed to the files of content/ the change touches, and
// tied to the pages of the head build that show the translation's words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentData, valueAt } from '../translations/changed-fields.mjs';
import { translationStates } from '../translations/status.mjs';
import { splitLocale } from '../../src/i18n/paths.ts';
import { CONTENT_FOLDER, translationFile } from '../../src/lib/content-folder.ts';
import { git } from './build.mjs';
import { htmlFileOf } from './identical-pages.mjs';

/** A translated string shorter than this is too common to tie a page to a file ("Plans", "Read more"). */
const DISTINCT_LENGTH = 12;

/**
 * @typedef {import('./summary-markdown.mjs').OutdatedTranslation} OutdatedTranslation
 */

/**
 * Every string in a value, deepest first.
 * @param {unknown} value
 * @returns {string[]}
 */
const stringsOf = (value) =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

/**
 * The pieces of a written string that a page shows as they are: split where Markdown, a link or a placeholder
 * (`{plan}`) sits, with spaces folded; only pieces long enough to be told apart.
 * @param {string} text
 */
export const shownPieces = (text) =>
  text
    .split(/\{[^}]*\}|\]\([^)]*\)|[[\]*_`#>|]|\n\s*\n/)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => piece.length >= DISTINCT_LENGTH);

/**
 * What a built page says, as one line of text: its elements' text and its islands' props, entities decoded.
 * @param {string} html
 */
export function pageWords(html) {
  const decode = (/** @type {string} */ text) =>
    text
      .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
      .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&');
  const props = [...html.matchAll(/\sprops="([^"]*)"/g)].map((match) => decode(match[1] ?? ''));
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return `${decode(text)} ${props.join(' ')}`.replace(/\s+/g, ' ');
}

/**
 * The strings of a translation that stand for the changed fields: the translation's value of each field when
 * it has one, else every string of the translation (a field added to the source has no translated value, but
 * the page still shows the file's other translated words).
 * @param {unknown} data the translation's data
 * @param {string[]} fields
 */
export function telltalePieces(data, fields) {
  const own = fields.flatMap((field) => stringsOf(valueAt(data, field))).flatMap(shownPieces);
  return own.length ? own : stringsOf(data).flatMap(shownPieces);
}

/**
 * The files of content/ that differ between `base` and the working tree (committed or not, new ones included).
 * @param {string} repo
 * @param {string} base
 */
export function changedContentFiles(repo, base) {
  const list = (/** @type {string[]} */ args) => git(args, repo).split('\n').filter(Boolean);
  return new Set([
    ...list(['diff', '--name-only', '--relative', base, '--', CONTENT_FOLDER]),
    ...list(['ls-files', '--others', '--exclude-standard', '--', CONTENT_FOLDER]),
  ]);
}

/**
 * Translated routes of the head build that show words of an outdated translation whose source the change
 * touched, with the files and fields.
 * @param {{ repo: string, base: string, dist: string, routes: string[] }} input `dist`: the head build
 * @returns {Promise<Record<string, OutdatedTranslation[]>>}
 */
export async function outdatedTranslationRoutes({ repo, base, dist, routes }) {
  const report = await translationStates(repo);
  const touched = changedContentFiles(repo, base);
  /** @type {Record<string, OutdatedTranslation[]>} */
  const found = {};
  /** @type {Map<string, string>} */
  const words = new Map();
  const wordsOf = (/** @type {string} */ route) => {
    if (!words.has(route)) words.set(route, pageWords(readFileSync(join(dist, htmlFileOf(route)), 'utf8')));
    return /** @type {string} */ (words.get(route));
  };
  for (const row of report.rows) {
    if (!touched.has(row.file)) continue;
    for (const [locale, state] of Object.entries(row.states)) {
      const file = translationFile(row.file, locale);
      if (state !== 'outdated' || touched.has(file)) continue;
      const fields = row.fields[locale] ?? [];
      const pieces = telltalePieces(contentData(file, readFileSync(join(repo, file), 'utf8')), fields);
      for (const route of routes.filter((item) => splitLocale(item).locale === locale)) {
        if (pieces.some((piece) => wordsOf(route).includes(piece)))
          (found[route] ??= []).push({ source: row.file, file, fields });
      }
    }
  }
  return found;
}
