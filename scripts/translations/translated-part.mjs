// @ts-check
// The part of a file that its translations translate, when their schema is narrower than the file's: the
// settings' translation holds four sentences, so a new colour in content/settings/site.yaml outdates nothing.

/** @typedef {import('astro/zod').ZodType} ZodType */

/**
 * The fields of `data` that `schema` (an object schema, nested objects included) has; other values as they are.
 * @param {ZodType} schema
 * @param {unknown} data
 * @returns {unknown}
 */
export function translatedPart(schema, data) {
  const def = /** @type {any} */ (schema)._zod.def;
  if (def.type !== 'object' || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const record = /** @type {Record<string, unknown>} */ (data);
  return Object.fromEntries(
    Object.keys(def.shape)
      .filter((key) => key in record)
      .map((key) => [key, translatedPart(def.shape[key], record[key])]),
  );
}
