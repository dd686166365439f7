// @ts-check
// The part of a file of content/ that its translations translate: its words (the fields of a translation's
// schema, src/schemas/words-only.ts) and an MDX file's text below its frontmatter, so that a new price, order,
// link or colour in content/ outdates no translation.
import { defOf } from '../content-check/zod-walk.mjs';

/** @typedef {import('astro/zod').ZodType} ZodType */

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values of `data` that `schema` (a translation's schema) has, lists and groups included; others as they are.
 * @param {ZodType} schema
 * @param {unknown} data
 * @returns {unknown}
 */
export function translatedPart(schema, data) {
  const def = defOf(schema);
  if (Array.isArray(data) && def.type === 'array') return data.map((item) => translatedPart(def.element, item));
  if (!isRecord(data) || (def.type !== 'object' && def.type !== 'record')) return data;
  const fieldOf = (/** @type {string} */ key) => (def.type === 'object' ? def.shape[key] : def.valueType);
  return Object.fromEntries(
    Object.keys(data)
      .filter((key) => fieldOf(key))
      .map((key) => [key, translatedPart(fieldOf(key), data[key])]),
  );
}

/**
 * The translated part of a file's data (changed-fields.mjs's `contentData`): its words and an MDX file's `body`,
 * read as words (see `asWords`).
 * @param {ZodType} schema
 * @param {unknown} data
 * @returns {unknown}
 */
export function translatedPartOfFile(schema, data) {
  const part = translatedPart(schema, data);
  return asWords(isRecord(data) && isRecord(part) && 'body' in data ? { ...part, body: data.body } : part);
}

/**
 * Every text of `value` with its non-breaking hyphens and spaces (U+2011, U+00A0, U+202F) read as plain ones:
 * they set the same words, kept on one line, so an original that takes them outdates no translation, whose
 * language keeps to its own such rules (docs/glossary/).
 * @param {unknown} value
 * @returns {unknown}
 */
export function asWords(value) {
  if (typeof value === 'string') return value.replaceAll('\u2011', '-').replace(/[\u00a0\u202f]/g, ' ');
  if (Array.isArray(value)) return value.map(asWords);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asWords(inner)]));
  return value;
}
