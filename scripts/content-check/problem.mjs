// @ts-check
// One mistake found in content/, and how a field's place is named to a writer.

/**
 * @typedef {object} Problem
 * @property {string} file the path from the project root, e.g. `content/plans/starter.yaml`
 * @property {number} line
 * @property {string} field the field as a writer reads it, e.g. `blocks → item 3 → fact`; '' for the file as a whole
 * @property {string} message what is wrong
 * @property {string} [advice] what to write instead
 * @property {'yaml' | 'type' | 'missing' | 'unknown-field' | 'value' | 'duplicate' | 'reference' | 'link' | 'image' | 'mdx-syntax' | 'mdx-render' | 'placeholder' | 'untranslated' | 'translation' | 'fact' | 'locale' | 'title'} kind
 */

/**
 * `blocks → item 3 → fact` for the path `['blocks', 2, 'fact']`: list items are counted from 1, as a writer does.
 * @param {(string | number)[]} path
 */
export const fieldLabel = (path) =>
  path.map((segment) => (typeof segment === 'number' ? `item ${segment + 1}` : segment)).join(' → ');

/**
 * A field as scripts/translations/changed-fields.mjs names a changed one (`faq.items[1].answer`, an item with
 * an id as `[free-trial]`), named as the content check names fields: `faq → items → item 2 → answer`,
 * `free-trial → answer`.
 * @param {string} field
 */
export const changedFieldLabel = (field) =>
  fieldLabel(
    [...field.matchAll(/\[(\d+)\]|\[([^\]]+)\]|([^.[\]]+)/g)].map(([, index, id, key]) =>
      index === undefined ? /** @type {string} */ (id ?? key) : Number(index),
    ),
  );

/**
 * The value at `path` inside `data`, or undefined.
 * @param {unknown} data
 * @param {(string | number)[]} path
 * @returns {unknown}
 */
export function valueAt(data, path) {
  let current = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = /** @type {Record<string | number, unknown>} */ (current)[segment];
  }
  return current;
}
