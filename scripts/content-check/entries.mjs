// @ts-check
// Every entry of every collection, in content/ and in each language's folder, with its id worked out the way
// the site names it (src/content-files.ts), and the entries Astro would silently drop because another one has the same id.
import { join, posix, relative, sep } from 'node:path';
import { readSource } from './source.mjs';
import { CONTENT_FOLDER } from '../../src/lib/content-folder.ts';

/**
 * @typedef {import('./collections.mjs').Collection} Collection
 * @typedef {import('./source.mjs').Source} Source
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./translation-files.mjs').ContentFile} ContentFile
 * @typedef {import('./translation-files.mjs').ContentFiles} ContentFiles
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {object} Entry
 * @property {Collection} collection
 * @property {ZodType} schema what its data must match (a list item's own schema for an item of a list file)
 * @property {ZodType} originalSchema what the entry of content/ must match (`schema` outside translations): it
 *   names the facts a translation must not repeat
 * @property {string | undefined} id the same in every language: a translation has the id of the entry it translates
 * @property {string} locale the language of its file
 * @property {boolean} isTranslation whether its file is in a language's folder content/<code>/
 * @property {Source} source
 * @property {unknown} data
 * @property {(string | number)[]} prefix where the entry sits in its file: [index] in a shared list file, else []
 * @property {string} labelPrefix how the entry is named in front of its fields ('' for a file of its own)
 * @typedef {Pick<Entry, 'collection' | 'id' | 'isTranslation' | 'locale'>} Unreadable an entry of its own whose file cannot be
 *   read: it still exists for the other files' checks (its page, the category it is), so that one mistake in
 *   it is not also reported as a link or a name to nothing in every file that names it
 */

/**
 * @param {string} root
 * @param {ContentFiles} files
 * @returns {Promise<{ entries: Entry[], sources: Source[], problems: Problem[], unreadable: Unreadable[] }>}
 */
export async function readEntries(root, files) {
  const first = files.locales[0];
  /** @type {Entry[]} */
  const entries = [];
  /** @type {Source[]} */
  const sources = [];
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Unreadable[]} */
  const unreadable = [];
  for (const file of [...files.originals, ...files.translations]) {
    const { collection } = file;
    // A copy not yet translated holds the first language's text, checked there (copy-problems.mjs).
    if (!collection || file.copy?.untouched) continue;
    const isTranslation = file.locale !== first && files.translations.includes(file);
    const schema = isTranslation ? collection.translationSchema : collection.schema;
    const source = readSource(root, file.path);
    sources.push(source);
    for (const error of source.yamlErrors)
      problems.push({
        file: source.file,
        line: error.line,
        field: error.field ?? '',
        kind: 'yaml',
        ...yamlAdvice(error),
      });
    if (source.yamlErrors.length) {
      unreadable.push({
        collection,
        isTranslation,
        locale: file.locale,
        id: collection.entryName(globEntry(root, collection, file)),
      });
      continue;
    }
    const data = source.data;
    const common = { collection, locale: file.locale, isTranslation, source };
    const itemSchema = listItemSchema(schema);
    const originalItemSchema = listItemSchema(collection.schema);
    if (Array.isArray(data) && itemSchema) {
      // A list file (one entry holding a list): each item has an `id` (or `slug`).
      data.forEach((item, index) => {
        const id = item?.id ?? item?.slug;
        entries.push({
          ...common,
          schema: itemSchema ?? schema,
          originalSchema: originalItemSchema ?? collection.schema,
          id: id === undefined ? undefined : String(id),
          data: item,
          prefix: [index],
          labelPrefix: `item ${index + 1}${id === undefined ? '' : ` (${id})`}`,
        });
      });
    } else {
      const id = collection.entryName(globEntry(root, collection, file));
      entries.push({ ...common, schema, originalSchema: collection.schema, id, data, prefix: [], labelPrefix: '' });
    }
  }
  problems.push(...duplicateProblems(entries));
  return { entries, sources, problems, unreadable };
}

/**
 * A file's path inside its collection's folder (of its language), with `/`, as glob() names its entry.
 * @param {string} root
 * @param {import('./collections.mjs').Collection} collection
 * @param {ContentFile} file
 */
function globEntry(root, collection, file) {
  const baseWithin = relative(join(root, CONTENT_FOLDER), collection.base).split(sep).join('/');
  return posix.relative(baseWithin, file.within);
}

/**
 * The item schema of a list schema (`z.array(item)`), or undefined.
 * @param {ZodType} schema
 * @returns {ZodType | undefined}
 */
function listItemSchema(schema) {
  const def = /** @type {any} */ (schema)._zod.def;
  return def.type === 'array' ? def.element : undefined;
}

/** @param {{ message: string, code: string, advice?: string }} error */
function yamlAdvice({ message, code, advice: own }) {
  const firstLine = message.split('\n')[0];
  /** @type {Record<string, string>} */
  const advice = {
    DUPLICATE_KEY:
      'Keep one of them. If this one belongs to the group above it, indent it like the fields of that group.',
    BAD_INDENT: 'Line up this line with the other fields at its level (use spaces, not tabs).',
    BAD_INDENT_ITEM:
      'Start its - in the same column as the - of the other items of its list, or line it up with the fields around it if it is not an item.',
    BAD_INDENT_TEXT:
      'A text that goes on over several lines is indented deeper than its field, every line the same: line it up with the rest of the text.',
    FOLDED_ITEM: 'Start its - in the same column as the - of the item above it (use spaces, not tabs).',
    TAB_AS_INDENT:
      'YAML allows only spaces at the start of a line: replace the tab with spaces, lined up with the fields around it.',
    MULTILINE_IMPLICIT_KEY: 'A text that runs over several lines, or contains ": ", must be put in double quotes.',
    BLOCK_AS_IMPLICIT_KEY:
      'Put text that contains ": " or starts with a special sign (# * & ! @ [ {) in double quotes.',
    MISSING_CHAR: 'A quote or bracket is opened and never closed: close it, or remove it.',
    UNEXPECTED_TOKEN: 'Put text that starts with a special sign (# * & ! @ [ { ` ") in double quotes.',
  };
  // A list item out of step, and a text a note cuts short, are read without an error: the file is read, wrongly.
  const said = firstLine.replace(/ at line \d+, column \d+:?$/, '');
  const readWrongly = code === 'FOLDED_ITEM' || code === 'TEXT_CUT_BY_COMMENT';
  return {
    message: readWrongly ? `${said[0]?.toUpperCase()}${said.slice(1)}.` : `The file cannot be read as YAML: ${said}.`,
    advice:
      own ??
      advice[code] ??
      'Check the indentation and put text with special signs (": ", "#", quotes) in double quotes.',
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
    // Items of a list are told apart within their file; entries of their own, within their language.
    const key = [entry.collection.name, entry.prefix.length ? entry.source.file : entry.locale, entry.id].join(
      '\u0000',
    );
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      continue;
    }
    if (entry.prefix.length) {
      problems.push({
        file: entry.source.file,
        line: entry.source.lineOf([...entry.prefix, 'id']),
        field: `${entry.labelPrefix} → id`,
        kind: 'duplicate',
        message: `The id "${entry.id}" is already used on line ${first.source.lineOf([...first.prefix, 'id'])}; each item needs an id of its own, by which its translations find it.`,
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
