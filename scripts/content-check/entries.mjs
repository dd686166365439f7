// @ts-check
// Every entry of every collection, with its id worked out the way Astro's loaders do, and the entries Astro
// would silently drop because another one has the same id.
import { relative, sep } from 'node:path';
import { collectionFiles } from './collections.mjs';
import { importDependency } from './dependency.mjs';
import { readSource } from './source.mjs';

/**
 * @typedef {import('./collections.mjs').Collection} Collection
 * @typedef {import('./source.mjs').Source} Source
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {object} Entry
 * @property {Collection} collection
 * @property {string | undefined} id
 * @property {Source} source
 * @property {unknown} data
 * @property {(string | number)[]} prefix where the entry sits in its file: [index] in a shared list file, else []
 * @property {string} labelPrefix how the entry is named in front of its fields ('' for a file of its own)
 */

/**
 * @param {string} root
 * @param {Collection[]} collections
 * @returns {Promise<{ entries: Entry[], sources: Source[], problems: Problem[] }>}
 */
export async function readEntries(root, collections) {
  const { slug } = await importDependency(['astro', 'github-slugger']);
  /** @type {Entry[]} */
  const entries = [];
  /** @type {Source[]} */
  const sources = [];
  /** @type {Problem[]} */
  const problems = [];
  for (const collection of collections) {
    for (const path of collectionFiles(collection)) {
      const source = readSource(root, path);
      sources.push(source);
      for (const error of source.yamlErrors)
        problems.push({ file: source.file, line: error.line, field: '', kind: 'yaml', ...yamlAdvice(error) });
      if (source.yamlErrors.length) continue;
      const data = source.data;
      if (collection.kind === 'glob') {
        // Astro's glob() loader: a `slug` field, else the file's path in its folder, without extension, as a slug.
        const withinBase = relative(collection.base, path)
          .replace(/\.[^.]+$/, '')
          .split(sep);
        const ownSlug = /** @type {any} */ (data)?.slug;
        const id = ownSlug
          ? String(ownSlug)
          : withinBase
              .map((segment) => slug(segment))
              .join('/')
              .replace(/\/index$/, '');
        entries.push({ collection, id, source, data, prefix: [], labelPrefix: '' });
      } else if (Array.isArray(data)) {
        // Astro's file() loader: a list of entries, each with an `id` (or `slug`).
        data.forEach((item, index) => {
          const id = item?.id ?? item?.slug;
          entries.push({
            collection,
            id: id === undefined ? undefined : String(id),
            source,
            data: item,
            prefix: [index],
            labelPrefix: `item ${index + 1}${id === undefined ? '' : ` (${id})`}`,
          });
        });
      } else if (data && typeof data === 'object') {
        for (const [id, item] of Object.entries(data)) {
          if (id !== '$schema') entries.push({ collection, id, source, data: item, prefix: [id], labelPrefix: id });
        }
      }
    }
  }
  problems.push(...duplicateProblems(entries));
  return { entries, sources, problems };
}

/** @param {{ message: string, code: string }} error */
function yamlAdvice({ message, code }) {
  const firstLine = message.split('\n')[0];
  /** @type {Record<string, string>} */
  const advice = {
    DUPLICATE_KEY: 'The same field is written twice in one place. Keep one of them.',
    BAD_INDENT: 'Line up this line with the other fields at its level (use spaces, not tabs).',
    TAB_AS_INDENT: 'Indent with spaces, not tabs.',
    MULTILINE_IMPLICIT_KEY: 'A text that runs over several lines, or contains ": ", must be put in double quotes.',
    BLOCK_AS_IMPLICIT_KEY:
      'Put text that contains ": " or starts with a special sign (# * & ! @ [ {) in double quotes.',
    MISSING_CHAR: 'A quote or bracket is opened and never closed: close it, or remove it.',
    UNEXPECTED_TOKEN: 'Put text that starts with a special sign (# * & ! @ [ { ` ") in double quotes.',
  };
  return {
    message: `The file cannot be read as YAML: ${firstLine.replace(/ at line \d+, column \d+:?$/, '')}.`,
    advice:
      advice[code] ?? 'Check the indentation and put text with special signs (": ", "#", quotes) in double quotes.',
  };
}

/**
 * Entries that share an id: Astro keeps one and drops the other with a warning lost among the build's output.
 * @param {Entry[]} entries
 * @returns {Problem[]}
 */
function duplicateProblems(entries) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, Entry>} */
  const seen = new Map();
  for (const entry of entries) {
    if (entry.id === undefined) continue;
    const key = `${entry.collection.name}\u0000${entry.id}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      continue;
    }
    if (entry.collection.kind === 'file') {
      problems.push({
        file: entry.source.file,
        line: entry.source.lineOf([...entry.prefix, 'id']),
        field: `${entry.labelPrefix} → id`,
        kind: 'duplicate',
        message: `The id "${entry.id}" is already used on line ${first.source.lineOf([...first.prefix, 'id'])}; only one of the two would be shown.`,
        advice: "Give each entry its own id, e.g. the person's name in lower case with dashes.",
      });
    } else {
      // Report the copy: the file whose name is not already the id.
      const isCopy = (/** @type {Entry} */ item) =>
        !item.source.file.endsWith(`/${entry.id}.${item.source.file.split('.').pop()}`);
      const [copy, original] = isCopy(entry) || !isCopy(first) ? [entry, first] : [first, entry];
      problems.push({
        file: copy.source.file,
        line: 1,
        field: '',
        kind: 'duplicate',
        message: `This file and ${original.source.file} both make the entry "${entry.id}"; only one of the two would be used.`,
        advice:
          "Rename one of the files (the file name, in lower case with dashes, is the page's address), or delete the copy.",
      });
    }
  }
  return problems;
}
