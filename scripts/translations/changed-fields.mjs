// @ts-check
// Which fields of a file of content/ changed between two of its versions, named the way a writer finds them:
// `hero.title`, `features[2]`, `[free-trial].answer` for the entry of a list whose `id` is free-trial, and
// `body` for the text of an MDX file below its frontmatter. A translation is outdated by these fields.
import { contentParts, yamlData } from '../../src/lib/content-text.ts';

/**
 * A file's data, read as every reader of content/ reads it (src/lib/content-text.ts): a YAML file's value; an
 * MDX file's frontmatter with its text below as `body`.
 * @param {string} file its path, for its extension
 * @param {string} text
 * @returns {unknown}
 */
export function contentData(file, text) {
  const { yaml, body } = contentParts(file, text);
  if (body === undefined) return yamlData(yaml ?? '');
  const data = yaml === undefined ? {} : /** @type {Record<string, unknown>} */ (yamlData(yaml));
  return { ...data, body: body.trim() };
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The key of a list item: its `id` when every item of both lists has one, else its position.
 * @param {unknown[]} a
 * @param {unknown[]} b
 */
function listKeys(a, b) {
  const ids = [...a, ...b].every((item) => isRecord(item) && typeof item.id === 'string');
  const key = (/** @type {unknown} */ item, /** @type {number} */ index) =>
    ids ? `[${/** @type {{ id: string }} */ (item).id}]` : `[${index}]`;
  return {
    a: new Map(a.map((item, index) => [key(item, index), item])),
    b: new Map(b.map((item, index) => [key(item, index), item])),
  };
}

/**
 * The paths of the fields that differ between two values, deepest first-level change only (a field added or
 * removed is named once, not each field inside it), in the order of `after` then of what only `before` has.
 * @param {unknown} before
 * @param {unknown} after
 * @param {string} [path]
 * @returns {string[]}
 */
export function changedFields(before, after, path = '') {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const join = (/** @type {string} */ key) => (key.startsWith('[') || !path ? `${path}${key}` : `${path}.${key}`);
  if (Array.isArray(before) && Array.isArray(after)) {
    const keys = listKeys(before, after);
    const names = [...new Set([...keys.b.keys(), ...keys.a.keys()])];
    return names.flatMap((name) => changedFields(keys.a.get(name), keys.b.get(name), join(name)));
  }
  if (isRecord(before) && isRecord(after)) {
    const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return names.flatMap((name) => changedFields(before[name], after[name], join(name)));
  }
  return [path || '(the whole file)'];
}

/**
 * The value at a path that changedFields named, or undefined when there is none.
 * @param {unknown} data
 * @param {string} path
 * @returns {unknown}
 */
export function valueAt(data, path) {
  let value = data;
  for (const [, key, item] of path.matchAll(/([^.[\]]+)|\[([^\]]+)\]/g)) {
    if (key !== undefined) value = isRecord(value) ? /** @type {Record<string, unknown>} */ (value)[key] : undefined;
    else if (Array.isArray(value))
      value =
        /^\d+$/.test(item ?? '') && !value.some((entry) => isRecord(entry) && entry.id === item)
          ? value[Number(item)]
          : value.find((entry) => isRecord(entry) && entry.id === item);
    else value = undefined;
  }
  return value;
}
