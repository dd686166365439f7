// @ts-check
// What only translations can get wrong: a file in content/<code>/ that translates no file of content/, a
// translated list file holding items (FAQ questions, testimonials) the file it translates does not have, words
// for a field the file it translates leaves out (a badge only one language would show), and a folder for a
// language the settings do not list. Facts written in a translation: fact-problems.mjs; lists of
// another length than the ones they translate: list-lengths.mjs.
import { posix } from 'node:path';
import { closest } from './closest.mjs';
import { fieldLabel } from './problem.mjs';
import { objectKeysAt, schemaAt } from './zod-walk.mjs';
import { isGroup, pairedItems } from '../../src/lib/overlay-translation.ts';
import { languageName } from './language-names.mjs';
import { SETTINGS_FILE } from '../../src/lib/settings-path.ts';
import { CONTENT_FOLDER, originalFile } from '../../src/lib/content-folder.ts';
import { originalOf } from './translation-files.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {import('./source.mjs').Source} Source
 * @typedef {import('./translation-files.mjs').ContentFiles} ContentFiles
 * @typedef {import('./translation-files.mjs').ContentFile} ContentFile
 */

/**
 * @param {ContentFiles} files
 * @param {Entry[]} entries
 * @param {Source[]} sources
 * @returns {Problem[]}
 */
export function translationProblems(files, entries, sources) {
  return [
    ...strayTranslations(files),
    ...listItemProblems(entries),
    ...addedFields(entries),
    ...strayFolders(files, sources),
  ];
}

/** How many files waiting for a translation the advice on a stray translation lists before it gives up. */
const LISTED_WAITING = 6;

/**
 * Files of content/<code>/ with no file of content/ at the same path: the site never shows them.
 * @param {ContentFiles} files
 * @returns {Problem[]}
 */
function strayTranslations(files) {
  const original = originalOf(files);
  const first = languageName(files.locales[0] ?? '');
  // A file the language already translates is no file to rename this one to: that would replace its translation.
  const untranslatedIn = (/** @type {string} */ locale) => {
    const translated = new Set(files.translations.filter((item) => item.locale === locale).map((item) => item.within));
    return files.originals.map((item) => item.within).filter((within) => !translated.has(within));
  };
  return files.translations
    .filter((translation) => !original(translation))
    .map((translation) => {
      const folder = `${CONTENT_FOLDER}/${translation.locale}/`;
      const untranslated = untranslatedIn(translation.locale);
      const suggestion = closestPath(translation.within, untranslated);
      const language = languageName(translation.locale);
      // A name in the translation's own language (a German slug) is near no file name: the files of its folder
      // still waiting for a translation are the likely ones.
      const dir = posix.dirname(translation.within);
      const waiting = untranslated
        .filter((within) => posix.dirname(within) === dir)
        .map((within) => posix.basename(within));
      const sameName = `A translation keeps the file name of the ${first} file it translates, whatever its language.`;
      let advice = `Give it the path of the ${first} file it translates (${folder}<its path in ${CONTENT_FOLDER}/>), or delete it.`;
      if (suggestion)
        advice = `Did you mean ${folder}${suggestion} (the ${language} of ${CONTENT_FOLDER}/${suggestion})? Rename the file.`;
      else if (waiting.length === 1)
        advice = `${sameName} The one file of ${CONTENT_FOLDER}/${dir}/ not yet translated into ${language} is ${waiting[0]}: if this file translates it, rename it ${folder}${dir}/${waiting[0]}. Otherwise delete it.`;
      else if (waiting.length > 1 && waiting.length <= LISTED_WAITING)
        advice = `${sameName} Not yet translated into ${language} in ${CONTENT_FOLDER}/${dir}/: ${waiting.join(', ')}. If this file translates one of them, give it that name; otherwise delete it.`;
      return {
        file: translation.file,
        line: 1,
        field: '',
        kind: 'translation',
        message: `This file translates nothing: a file in ${folder} translates the file at the same path in ${CONTENT_FOLDER}/, and there is no ${CONTENT_FOLDER}/${translation.within}.`,
        advice,
      };
    });
}

/**
 * The path among `paths` that `path` most likely misspells: a file of the same folder with a close name, or
 * the same name in a folder with a close name.
 * @param {string} path e.g. `services/crm-soluton.mdx`
 * @param {string[]} paths
 */
function closestPath(path, paths) {
  const folder = posix.dirname(path);
  const name = posix.basename(path);
  const inFolder = paths.filter((item) => posix.dirname(item) === folder).map((item) => posix.basename(item));
  if (inFolder.length) {
    const match = closest(name, inFolder);
    return match === undefined ? undefined : posix.join(folder, match);
  }
  const likeFolder = closest(folder, new Set(paths.map((item) => posix.dirname(item))));
  if (likeFolder === undefined) return undefined;
  const inLikeFolder = paths.filter((item) => posix.dirname(item) === likeFolder).map((item) => posix.basename(item));
  const match = inLikeFolder.includes(name) ? name : closest(name, inLikeFolder);
  return match === undefined ? undefined : posix.join(likeFolder, match);
}

/**
 * Each item of a translated list (FAQ, testimonials) translates the item of the same id in the list of content/.
 * An item the list of content/ gained since is not a mistake here: that language's page shows it in the first
 * language until it is translated, and `npm run translations` shows the file as outdated.
 * @param {Entry[]} entries
 * @returns {Problem[]}
 */
function listItemProblems(entries) {
  /** @type {Problem[]} */
  const problems = [];
  const items = entries.filter((entry) => entry.prefix.length === 1 && typeof entry.prefix[0] === 'number');
  const lists = Map.groupBy(items, (entry) => entry.source);
  const originals = new Map(
    [...lists].filter(([, list]) => !list[0]?.isTranslation).map(([source, list]) => [source.file, list]),
  );
  for (const [source, list] of lists) {
    const [firstItem] = list;
    if (!firstItem?.isTranslation) continue;
    const original = originalFile(source.file, firstItem.locale);
    const originalItems = originals.get(original);
    if (!originalItems) continue;
    const originalIds = originalItems.map((item) => item.id).filter((id) => id !== undefined);
    // Ids the original uses twice are reported there; its translations are compared once they are fixed.
    if (new Set(originalIds).size !== originalIds.length) continue;
    const ids = new Set(list.map((item) => item.id));
    for (const item of list) {
      if (item.id === undefined || originalIds.includes(item.id)) continue;
      const suggestion = closest(
        item.id,
        originalIds.filter((id) => !ids.has(id)),
      );
      problems.push({
        file: source.file,
        line: source.lineOf([...item.prefix, 'id']),
        field: `${item.labelPrefix} → id`,
        kind: 'translation',
        message: `${original} has no item with the id "${item.id}": a translation keeps the ids of the list it translates.`,
        advice: suggestion
          ? `Did you mean "${suggestion}"? Write the id of the item this one translates.`
          : `Write the id of the item this one translates (${originalIds.join(', ')}), or remove the item.`,
      });
    }
  }
  return problems;
}

/**
 * The fields a translation gives words for that its entry in content/ leaves out: laid over that entry, they
 * would show in that language alone (a plan's badge on the German card only). Only fields the file of content/
 * may leave out count: one it must have is missing there, and said there. Fields the schema does not know are
 * left to the schema's check, an item the list of content/ lacks to listItemProblems.
 * @param {Entry[]} entries
 * @returns {Problem[]}
 */
function addedFields(entries) {
  const key = (/** @type {Entry} */ entry) => `${entry.collection.name}\0${entry.prefix.length}\0${entry.id}`;
  const originals = new Map(entries.filter((entry) => !entry.isTranslation).map((entry) => [key(entry), entry]));
  return entries
    .filter((entry) => entry.isTranslation && entry.id !== undefined)
    .flatMap((entry) => {
      const original = originals.get(key(entry));
      if (!original) return [];
      const file = originalFile(entry.source.file, entry.locale);
      return fieldsLeftOut(entry.schema, entry.data, original.data)
        .filter((path) => isOptional(entry.originalSchema, path))
        .map((path) => ({
          file: entry.source.file,
          line: entry.source.lineOf([...entry.prefix, ...path]),
          field: [entry.labelPrefix, fieldLabel(path)].filter(Boolean).join(' → '),
          kind: /** @type {const} */ ('translation'),
          message: `${file} has no "${String(path.at(-1))}"${path.length > 1 ? ` in ${fieldLabel(path.slice(0, -1))}` : ''}: a translation gives words for the fields of the file it translates, so this would show in ${languageName(entry.locale)} alone.`,
          advice: `Delete it here, or add it to ${file} first, then translate it here.`,
        }));
    });
}

/**
 * Whether the field at `path` may be left out of a file of `schema`.
 * @param {import('astro/zod').ZodType} schema
 * @param {(string | number)[]} path
 */
const isOptional = (schema, path) =>
  /** @type {any} */ (schemaAt(schema, path.slice(0, -1)))?._zod.def.shape?.[path.at(-1) ?? '']?._zod.optin ===
  'optional';

/**
 * The paths of the fields `translation` holds that `original` leaves out; list items pair up as the site lays
 * them over each other (pairedItems).
 * @param {import('astro/zod').ZodType} schema the translation's
 * @param {unknown} translation
 * @param {unknown} original
 * @param {(string | number)[]} [path]
 * @returns {(string | number)[][]}
 */
function fieldsLeftOut(schema, translation, original, path = []) {
  if (Array.isArray(translation) && Array.isArray(original))
    return pairedItems(original, translation).flatMap((pair) =>
      fieldsLeftOut(schema, pair.translation, pair.original, [...path, pair.index]),
    );
  if (!isGroup(translation) || !isGroup(original)) return [];
  const known = objectKeysAt(schema, path);
  return Object.keys(translation).flatMap((field) => {
    if (!known.includes(field)) return [];
    if (original[field] === undefined) return [[...path, field]];
    return fieldsLeftOut(schema, translation[field], original[field], [...path, field]);
  });
}

/**
 * Folders named like a language that the settings serve from no folder: the site never shows their files.
 * @param {ContentFiles} files
 * @param {Source[]} sources
 * @returns {Problem[]}
 */
function strayFolders(files, sources) {
  const settings = sources.find((source) => source.file === SETTINGS_FILE);
  const line = settings?.lineOf(['locales']) ?? 1;
  const [first, ...others] = files.locales;
  return files.strayFolders.map((folder) => {
    const code = folder.split('/').pop() ?? folder;
    const where = { file: SETTINGS_FILE, line, field: 'locales', kind: /** @type {const} */ ('locale') };
    if (code === first)
      return {
        ...where,
        message: `The folder ${folder}/ is named after ${languageName(code)} (${code}), the first language, whose files live in ${CONTENT_FOLDER}/ itself: the site does not read it.`,
        advice: `Move what it holds to the same place in ${CONTENT_FOLDER}/, or remove the folder ${folder}/.`,
      };
    return {
      ...where,
      message: `The folder ${folder}/ holds ${languageName(code)} (${code}), which is not one of the site's languages (locales: ${files.locales.join(', ')}): the site does not show it.`,
      advice: `Add ${code} to locales to publish it (locales: [${[first, ...others, code].join(', ')}]), or remove the folder ${folder}/.`,
    };
  });
}
