// @ts-check
// A field indented one level too deep or too shallow is read as a field of the wrong group: unknown where it
// stands and missing where it belongs. That is one mistake, of indentation, and is said as one.
import { valueAt } from './problem.mjs';
import { objectKeysAt } from './zod-walk.mjs';

/**
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {(string | number)[]} Path
 */

/**
 * Whether the group at `group` (a group of fields, or written empty) lacks the field `key` its schema has.
 * @param {ZodType} schema
 * @param {unknown} data
 * @param {Path} group
 * @param {string} key
 */
export function lacksField(schema, data, group, key) {
  const value = valueAt(data, group);
  const isGroup = value === null || (typeof value === 'object' && !Array.isArray(value));
  return isGroup && objectKeysAt(schema, group).includes(key) && valueAt(value, [key]) === undefined;
}

/**
 * The group where the unknown field `key`, written in the group at `path`, belongs: a group around it that
 * lacks it (indented too deep), or the group written just above it (indented too shallow: `cta:`, its
 * `  label: …`, then `href: …`); undefined when it belongs nowhere near.
 * @param {ZodType} schema
 * @param {unknown} data
 * @param {Path} path
 * @param {string} key
 * @param {(path: Path) => number} lineOf the line of a field
 * @returns {Path | undefined}
 */
export function misplacedHome(schema, data, path, key, lineOf) {
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const around = path.slice(0, depth);
    if (lacksField(schema, data, around, key)) return around;
  }
  const here = valueAt(data, path);
  const line = lineOf([...path, key]);
  const [above] = Object.keys(here && typeof here === 'object' ? here : {})
    .map((name) => [...path, name])
    .filter((field) => lineOf(field) < line)
    .sort((a, b) => lineOf(b) - lineOf(a));
  return above && lacksField(schema, data, above, key) ? above : undefined;
}
