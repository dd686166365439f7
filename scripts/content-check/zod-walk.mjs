// @ts-check
// Finds the part of a zod schema that checks a given field, to name what a field may hold.

/** @typedef {import('astro/zod').ZodType} ZodType */

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'nonoptional', 'readonly', 'catch']);

/**
 * The schema without optional/default/… wrappers and pipes.
 * @param {ZodType | undefined} schema
 * @returns {ZodType | undefined}
 */
export function unwrap(schema) {
  let current = /** @type {any} */ (schema);
  while (current) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else if (def.type === 'lazy') current = def.getter();
    else break;
  }
  return current;
}

/**
 * The definition of the schema without its wrappers: its `type` and parts (`shape`, `element`, …).
 * @param {ZodType} schema
 * @returns {any}
 */
export const defOf = (schema) => /** @type {any} */ (unwrap(schema))._zod.def;

/**
 * The schema for `path` inside `schema` (array items by any index), or undefined.
 * @param {ZodType} schema
 * @param {(string | number)[]} path
 * @returns {ZodType | undefined}
 */
export function schemaAt(schema, path) {
  let current = unwrap(schema);
  for (const segment of path) {
    const def = /** @type {any} */ (current)?._zod.def;
    if (!def) return undefined;
    if (def.type === 'object') current = unwrap(def.shape[segment]);
    else if (def.type === 'array') current = unwrap(def.element);
    else if (def.type === 'record') current = unwrap(def.valueType);
    else if (def.type === 'union') {
      current = def.options.map((/** @type {ZodType} */ option) => schemaAt(option, [segment])).find(Boolean);
    } else return undefined;
  }
  return current;
}

/**
 * The field names of the object schema at `path`, or [] when it is not an object.
 * @param {ZodType} schema
 * @param {(string | number)[]} path
 * @returns {string[]}
 */
export function objectKeysAt(schema, path) {
  const def = /** @type {any} */ (schemaAt(schema, path))?._zod.def;
  return def?.type === 'object' ? Object.keys(def.shape) : [];
}
