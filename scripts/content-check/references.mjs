// @ts-check
// Fields that name another entry by its id must name one that exists. Each rule says where the name is
// written and which collection it names; the schemas cannot check this, since they see one file at a time.
// Names are checked in the files of content/; a translation must name the same entries as the file it
// translates (translation-problems.mjs).
import { closest } from './closest.mjs';
import { fieldLabel } from './problem.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {object} Reference
 * @property {string} from the collection whose entries hold the name
 * @property {(string | number | typeof KEYS)[]} path where: a field (`['category']`), or `['planPreviews', KEYS]` for the keys of a group
 * @property {string} to the collection named
 * @property {string} noun what one entry of `to` is called, e.g. `category`
 * @property {boolean} [everyTarget] every entry of `to` must be named once (a plan needs its preview pages)
 */

export const KEYS = Symbol('the keys of this group');

/** @type {Reference[]} */
export const REFERENCES = [
  { from: 'services', path: ['category'], to: 'categories', noun: 'category' },
  { from: 'settings', path: ['planPreviews', KEYS], to: 'plans', noun: 'plan', everyTarget: true },
];

/**
 * Paths the schema would also report (an enum of category names): the reference check words them better.
 * @param {string} collection
 * @param {(string | number)[]} path an issue's path inside one entry
 */
export function isReferencePath(collection, path) {
  return REFERENCES.some(
    (reference) =>
      reference.from === collection &&
      reference.path.length === path.length &&
      reference.path.every((segment, i) => segment === KEYS || segment === path[i]),
  );
}

/**
 * @param {Entry[]} allEntries
 * @param {import('./entries.mjs').Unreadable[]} [unreadable] entries whose file cannot be read: they exist, so
 *   naming them is no mistake (their file's own problem is reported)
 * @returns {Problem[]}
 */
export function referenceProblems(allEntries, unreadable = []) {
  /** @type {Problem[]} */
  const problems = [];
  const entries = allEntries.filter((entry) => !entry.isTranslation);
  for (const reference of REFERENCES) {
    const targets = entries.filter((entry) => entry.collection.name === reference.to);
    const ids = [...targets, ...unreadable.filter((entry) => !entry.isTranslation)]
      .filter((entry) => entry.collection.name === reference.to)
      .map((entry) => String(entry.id));
    const folder = targets[0]?.source.file.replace(/\/[^/]+$/, '/') ?? `the ${reference.to} folder`;
    const named = new Set();
    for (const entry of entries.filter((item) => item.collection.name === reference.from)) {
      for (const { name, path } of namesAt(entry.data, reference.path)) {
        named.add(name);
        if (ids.includes(name)) continue;
        const suggestion = closest(name, ids);
        problems.push({
          file: entry.source.file,
          line: entry.source.lineOf([...entry.prefix, ...path]),
          field: [entry.labelPrefix, fieldLabel(path)].filter(Boolean).join(' → '),
          kind: 'reference',
          message: `There is no ${reference.noun} "${name}": no file ${folder}${name}.* exists.`,
          advice: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Write the file name (without extension) of one of ${folder}: ${ids.join(', ')}.`,
        });
      }
      if (!reference.everyTarget) continue;
      for (const target of targets) {
        if (named.has(String(target.id))) continue;
        const group = /** @type {(string | number)[]} */ (reference.path.filter((segment) => segment !== KEYS));
        problems.push({
          file: entry.source.file,
          line: entry.source.lineOf([...entry.prefix, ...group]),
          field: fieldLabel(group),
          kind: 'reference',
          message: `The ${reference.noun} "${target.id}" (${target.source.file}) has no entry under ${fieldLabel(group)}.`,
          advice: `Add "${target.id}:" under ${fieldLabel(group)}, written like the others.`,
        });
      }
    }
  }
  return problems;
}

/**
 * The names found at `path` in `data`: one field's text, or every key of a group.
 * @param {unknown} data
 * @param {(string | number | typeof KEYS)[]} path
 * @returns {{ name: string, path: (string | number)[] }[]}
 */
export function namesAt(data, path) {
  let current = /** @type {any} */ (data);
  /** @type {(string | number)[]} */
  const walked = [];
  for (const segment of path) {
    if (segment === KEYS) {
      return current && typeof current === 'object'
        ? Object.keys(current).map((key) => ({ name: key, path: [...walked, key] }))
        : [];
    }
    current = current?.[segment];
    walked.push(segment);
  }
  return typeof current === 'string' ? [{ name: current, path: walked }] : [];
}
