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
  const known = walked.get(entry);
  if (known && known.data === entry.data) return known.texts;
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
  walked.set(entry, { data: entry.data, texts });
  return texts;
}

/**
 * The texts of each entry, walked once however many checks read them; data laid anew (a translation without its
 * facts) is walked anew. By entry, not by data: a YAML alias can give two entries one object.
 * @type {WeakMap<Entry, { data: unknown, texts: DataText[] }>}
 */
const walked = new WeakMap();
