// @ts-check
// How `npm run translations` prints its findings: one row per file of content/, one column per language, then
// what to do about each outdated translation and each copy still to translate, and a summary line.
import { languageLabel, languageName } from '../content-check/language-names.mjs';
import { translationFile } from '../../src/lib/content-folder.ts';
import { translateCopyAdvice } from '../../src/lib/untranslated-copies.ts';
import { changedFieldLabel } from '../content-check/problem.mjs';

/** @typedef {import('./status.mjs').TranslationReport} TranslationReport */

/**
 * @param {TranslationReport} report
 * @returns {string}
 */
export function formatTable({ locales, rows }) {
  const languages = locales.slice(1);
  const header = ['file', ...languages];
  const lines = [header, ...rows.map((row) => [row.file, ...languages.map((locale) => row.states[locale] ?? '')])];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0)));
  return lines
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * One line per outdated translation whose changed fields git can tell:
 * `content/de/pages/home.yaml: hero → title, faq changed in content/pages/home.yaml since it was translated`.
 * @param {TranslationReport} report
 * @returns {string}
 */
export function formatChangedFields({ rows }) {
  return rows
    .flatMap((row) =>
      Object.entries(row.fields ?? {})
        .filter(([, fields]) => fields.length)
        .map(
          ([locale, fields]) =>
            `${translationFile(row.file, locale)}: ${fields.map(changedFieldLabel).join(', ')} changed in ${row.file} since it was translated`,
        ),
    )
    .join('\n');
}

/**
 * One line per copy still to translate, with what to do:
 * `content/de/blog/new-post.mdx: translate its words into German, then delete its line "# Not yet translated: …".`
 * @param {TranslationReport} report
 * @returns {string}
 */
export function formatToTranslate({ rows }) {
  return rows
    .flatMap((row) =>
      Object.entries(row.states)
        .filter(([, state]) => state === 'untranslated')
        .map(([locale]) => `${translationFile(row.file, locale)}: ${translateCopyAdvice(languageName(locale))}.`),
    )
    .join('\n');
}

/**
 * One line: per language, how many files are translated, outdated, untranslated (a copy still marked as not yet
 * translated) and missing; then where the times came from.
 * @param {TranslationReport} report
 * @returns {string}
 */
export function formatSummary({ locales, rows, times }) {
  const [first = '', ...languages] = locales;
  if (!languages.length) return `The site has one language, ${languageLabel(first)}: nothing to translate.`;
  const counts = languages.map((locale) => {
    const count = (/** @type {string} */ state) => rows.filter((row) => row.states[locale] === state).length;
    const parts = [
      `${count('translated')} translated`,
      ...(count('outdated') ? [`${count('outdated')} outdated`] : []),
      ...(count('untranslated') ? [`${count('untranslated')} untranslated`] : []),
      ...(count('missing') ? [`${count('missing')} missing`] : []),
    ];
    return `${languageLabel(locale)} ${parts.join(', ')}`;
  });
  const summary = `${rows.length} files in content/: ${counts.join('; ')}.`;
  // What "outdated" means, said only when a translation is.
  if (!rows.some((row) => Object.values(row.states).includes('outdated'))) return summary;
  const clock =
    times.source === 'git'
      ? `outdated: the words of the ${languageName(first)} file changed in git after its translation, or the file was saved after it with changes not committed yet`
      : `outdated: the ${languageName(first)} file was modified after its translation (${times.why}: modification times compared, not commits)`;
  return `${summary} (${clock}.)`;
}

/**
 * How many translations are missing or outdated, over every language.
 * @param {TranslationReport} report
 */
export const unfinished = ({ rows }) =>
  rows.flatMap((row) => Object.values(row.states)).filter((state) => state !== 'translated').length;
