// @ts-check
// `npm run new:service`, `new:category` and `new:post` fill every field with a sentence that says what to write,
// marked with PLACEHOLDER_MARK (scripts/templates/). Such a text must not reach the site. (The new entry's
// translations start as marked copies of it, checked as copies: untranslated-copies.mjs.)
import { fieldLabel } from './problem.mjs';
import { withoutTranslation } from './translation-files.mjs';

/** Starts every sentence of the scaffolds' templates that a writer must replace. */
export const PLACEHOLDER_MARK = '✎';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 */

/**
 * @param {Entry[]} entries
 * @param {(entry: Entry, path: (string | number)[]) => string | undefined} describe the field's explanation
 * @returns {Problem[]}
 */
export function placeholderProblems(entries, describe) {
  /** @type {Problem[]} */
  const problems = [];
  const reported = new Set();
  const add = (/** @type {Problem} */ problem) => {
    const key = `${problem.file}:${problem.line}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push(problem);
  };
  for (const entry of entries) {
    const { source } = entry;
    const walk = (/** @type {unknown} */ value, /** @type {(string | number)[]} */ path) => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
      else if (value && typeof value === 'object')
        Object.entries(value).forEach(([key, inner]) => walk(inner, [...path, key]));
      else if (typeof value === 'string' && value.includes(PLACEHOLDER_MARK)) {
        const full = [...entry.prefix, ...path];
        const field = [entry.labelPrefix, fieldLabel(path)].filter(Boolean).join(' → ');
        if (source.isAliased(full)) {
          const aliasPath = path.slice(
            0,
            path.findIndex((_, i) => source.isAliased([...entry.prefix, ...path.slice(0, i + 1)])),
          );
          add({
            file: source.file,
            line: source.lineOf(full),
            field: fieldLabel(aliasPath),
            kind: 'placeholder',
            message: `${fieldLabel(aliasPath)} repeats the scaffold's example block (written *block), placeholder text and all.`,
            advice: 'Replace the *block line with a block of your own, written out like the first one.',
          });
          return;
        }
        const doc = describe(entry, path);
        add({
          file: source.file,
          line: source.lineOf(full),
          field,
          kind: 'placeholder',
          message: `This is still the scaffold's placeholder text (marked ${PLACEHOLDER_MARK}).`,
          advice: entry.isTranslation
            ? `Translate it, and remove the ${PLACEHOLDER_MARK}${doc ? ` (${field}: ${doc})` : ''}. Or delete the file: ${withoutTranslation(entry.collection, entry.locale, 'the text of the file it translates')}.`
            : `Replace it with your own words${doc ? `: ${doc}` : '.'}`,
        });
      }
    };
    walk(entry.data, []);
    if (entry.source.body?.includes(PLACEHOLDER_MARK) && !entry.prefix.length) {
      entry.source.body.split('\n').forEach((text, index) => {
        if (!text.includes(PLACEHOLDER_MARK)) return;
        add({
          file: source.file,
          line: index + 1,
          field: 'the text under the frontmatter',
          kind: 'placeholder',
          message: `This line is still the scaffold's placeholder text (marked ${PLACEHOLDER_MARK}).`,
          advice: entry.isTranslation
            ? `Translate it and remove the ${PLACEHOLDER_MARK}, or delete it.`
            : 'Replace it with your own words, or delete it.',
        });
      });
    }
  }
  return problems;
}
