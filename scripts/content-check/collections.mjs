// @ts-check
// The collections of src/content-files.ts (name, schema, where its files are) and the files each one reads: the
// list the site's own collections are made from. The collections are read in the first language: the files of
// content/ itself. translation-files.mjs finds their translations in content/<code>/, each checked by the
// words-only schema made from its collection's (src/schemas/words-only.ts).
import { join, resolve } from 'node:path';
import { matchingFiles } from '../../src/lib/content-glob.ts';
import { CONTENT_FOLDER } from '../../src/lib/content-folder.ts';
import { loadModule } from './load-ts.mjs';

/**
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {{ name: string, schema: ZodType, translationSchema: ZodType, base: string, pattern: string, writtenLanguagesOnly: boolean, entryName: (path: string) => string }} Collection
 *   `translationSchema`: what a translation of its files holds, only their words; `writtenLanguagesOnly`: an
 *   entry shows only in the languages it is written in (src/content-files.ts); `entryName`: the id the site
 *   gives the entry of a file, from its path in the collection's folder
 */

/**
 * @param {string} root the project folder
 * @returns {Promise<Collection[]>}
 */
export async function loadCollections(root) {
  const { SETTINGS_FILES, TRANSLATED_FILES, entryName } = await loadModule(join(root, 'src/content-files.ts'));
  const { wordsOnly } = await loadModule(join(root, 'src/schemas/words-only.ts'));
  /** @type {[string, { pattern: string, schema: ZodType, writtenLanguagesOnly: boolean }][]} */
  const lists = [['settings', SETTINGS_FILES], ...Object.entries(TRANSLATED_FILES)];
  return lists.map(([name, { pattern, schema, writtenLanguagesOnly }]) => ({
    name,
    schema,
    translationSchema: wordsOnly(schema),
    base: resolve(root, CONTENT_FOLDER),
    pattern,
    writtenLanguagesOnly,
    entryName,
  }));
}

/**
 * The files a collection reads in `folder` (by default its own), absolute and sorted.
 * @param {Collection} collection
 * @param {string} [folder] another folder to read with its patterns
 */
export function collectionFiles(collection, folder) {
  const base = folder ?? collection.base;
  return matchingFiles(collection.pattern, base).map((file) => join(base, file));
}
