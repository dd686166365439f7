// @ts-check
// Every text of an entry's data (its YAML, or an MDX file's frontmatter), with where a writer finds it: the one
// walk over an entry's fields that the checks of links, images and quotation marks read.
import { fieldLabel } from './problem.mjs';

/**
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {{ file: string, line: number, field: string, text: string, locale: string, path: (string | number)[] }} DataText
 *   a text, its line and field (`blocks → item 3 → fact`), the language of its file and its path in the entry
 */

/**
 * @param {Entry} entry
 * @returns {DataText[]}
 */
export function dataTexts(entry) {
  const key = entry.data && typeof entry.data === 'object' ? entry.data : undefined;
  const known = key && walked.get(key);
  if (known) return known;
  /** @type {DataText[]} */
  const texts = [];
  const walk = (/** @type {unknown} */ value, /** @type {(string | number)[]} */ path) => {
    if (typeof value === 'string')
      texts.push({
        file: entry.source.file,
        line: entry.source.lineOf([...entry.prefix, ...path]),
        field: [entry.labelPrefix, fieldLabel(path)].filter(Boolean).join(' → '),
        text: value,
        locale: entry.locale,
        path,
      });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(entry.data, []);
  if (key) walked.set(key, texts);
  return texts;
}

/** The texts of each entry's data, walked once however many checks read them; data laid anew is walked anew. */
const walked = new WeakMap();
