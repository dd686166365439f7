// @ts-check
// A translation holds only the words of a list, and the site lays them over the list it translates item by
// item: by `id` where the items have one, else by position. A list whose items pair by position must have as
// many items as the list it translates, or words would land on the wrong item (or some stay untranslated).
import { languageName } from './language-names.mjs';
import { fieldLabel } from './problem.mjs';
import { originalFile } from '../../src/lib/content-folder.ts';
import { defOf } from './zod-walk.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {(string | number)[]} Path
 * @typedef {{ path: Path, own: number, original: number }} LengthMismatch
 */

/**
 * @param {Entry[]} entries
 * @param {string} first the first language, the one of content/
 * @returns {Problem[]}
 */
export function listLengthProblems(entries, first) {
  const key = (/** @type {Entry} */ entry, /** @type {string} */ file) =>
    [entry.collection.name, file, entry.id].join('\u0000');
  const originals = new Map(
    entries.filter((entry) => !entry.isTranslation).map((entry) => [key(entry, entry.source.file), entry]),
  );
  return entries
    .filter((entry) => entry.isTranslation)
    .flatMap((translation) => {
      const file = originalFile(translation.source.file, translation.locale);
      const original = originals.get(key(translation, file));
      if (!original) return [];
      return mismatches(translation.originalSchema, original.data, translation.data).map(
        ({ path, own, original: count }) => {
          const field = fieldLabel(path);
          const off = Math.abs(own - count);
          return {
            file: translation.source.file,
            line: translation.source.lineOf([...translation.prefix, ...path]),
            field: [translation.labelPrefix, field].filter(Boolean).join(' → '),
            kind: /** @type {const} */ ('translation'),
            message: `${field} has ${own} item${own === 1 ? '' : 's'} here and ${count} in ${file}, the file this translates: the items of a translated list go with those of the ${languageName(first)} list one by one, in order.`,
            advice: `Write one item for each of the ${count} of ${file}, in the same order: ${own < count ? `add ${off === 1 ? 'the missing one' : `the ${off} missing`}` : `remove ${off === 1 ? 'the one' : `the ${off}`} too many`} here.`,
          };
        },
      );
    });
}

/**
 * The lists of `translation` paired by position that have another number of items than in `original`.
 * @param {ZodType} schema the schema of the original
 * @param {unknown} original
 * @param {unknown} translation
 * @param {Path} [path]
 * @returns {LengthMismatch[]}
 */
function mismatches(schema, original, translation, path = []) {
  const def = defOf(schema);
  if (def.type === 'array' && Array.isArray(original) && Array.isArray(translation)) {
    if (original.length && original.every((item) => item?.id !== undefined)) {
      const byId = new Map(original.map((item) => [item.id, item]));
      return translation.flatMap((item, index) => mismatches(def.element, byId.get(item?.id), item, [...path, index]));
    }
    if (original.length !== translation.length) return [{ path, own: translation.length, original: original.length }];
    return translation.flatMap((item, index) => mismatches(def.element, original[index], item, [...path, index]));
  }
  if (def.type !== 'object' || !isGroup(original) || !isGroup(translation)) return [];
  return Object.entries(translation).flatMap(([name, value]) =>
    def.shape[name] ? mismatches(def.shape[name], original[name], value, [...path, name]) : [],
  );
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, any>}
 */
const isGroup = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
