// @ts-check
// A translation holds only words: a fact (a price, a position, a link, an icon, an image path, …) is the same in
// every language and written once, in the file of content/ (src/schemas/facts.ts says which fields are facts).
// A fact written in a translation is reported here, once, in a writer's words; the other checks then read the
// translation without it.
import { fieldLabel } from './problem.mjs';
import { originalFile } from '../../src/lib/content-folder.ts';
import { defOf } from './zod-walk.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {(schema: ZodType) => string | undefined} FactNoun what src/schemas/facts.ts calls a fact, e.g. `a price`
 * @typedef {(string | number)[]} Path
 * @typedef {{ path: Path, noun: string }} WrittenFact
 */

/**
 * The facts written in `data`, which a file of `schema` holds. An item's `id` is none: a translated list keeps
 * it to say which item its words translate. Fields the schema does not have are left to the schema's check.
 * @param {ZodType} schema
 * @param {unknown} data
 * @param {FactNoun} factNoun
 * @param {Path} [path]
 * @returns {WrittenFact[]}
 */
export function factsWritten(schema, data, factNoun, path = []) {
  const def = defOf(schema);
  if (Array.isArray(data) && def.type === 'array')
    return data.flatMap((item, index) => factsWritten(def.element, item, factNoun, [...path, index]));
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  if (def.type !== 'object' && def.type !== 'record') return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const field = def.type === 'object' ? def.shape[key] : def.valueType;
    if (!field || key === 'id') return [];
    const noun = factNoun(field);
    return noun ? [{ path: [...path, key], noun }] : factsWritten(field, value, factNoun, [...path, key]);
  });
}

/**
 * `data` without the values at `paths`.
 * @param {unknown} data
 * @param {Path[]} paths
 * @returns {unknown}
 */
export function withoutFacts(data, paths) {
  if (!paths.length) return data;
  const copy = structuredClone(data);
  for (const path of paths) {
    const parent = path.slice(0, -1).reduce((/** @type {any} */ value, key) => value?.[key], copy);
    if (parent && typeof parent === 'object') delete parent[/** @type {string} */ (path.at(-1))];
  }
  return copy;
}

/**
 * The facts written in a translation, each a problem at its line.
 * @param {Entry} entry a translation's entry
 * @param {WrittenFact[]} facts
 * @returns {Problem[]}
 */
export function factProblems(entry, facts) {
  const original = originalFile(entry.source.file, entry.locale);
  return facts.map(({ path, noun }) => {
    const value = path.reduce((/** @type {any} */ data, key) => data?.[key], entry.data);
    const isGroup = value !== null && typeof value === 'object';
    return {
      file: entry.source.file,
      line: entry.source.lineOf([...entry.prefix, ...path]),
      field: [entry.labelPrefix, fieldLabel(path)].filter(Boolean).join(' → '),
      kind: 'fact',
      message: `${noun[0]?.toUpperCase()}${noun.slice(1)} is the same in every language: a translation holds only words, and every language shows the one in ${original}.`,
      advice: `To change it, change it in ${original}, and delete ${isGroup ? `"${String(path.at(-1))}:" and the lines under it` : 'this line'} here.`,
    };
  });
}
