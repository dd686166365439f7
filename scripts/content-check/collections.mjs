// @ts-check
// The collections of src/content.config.ts (name, schema, where its files are) and the files each one reads.
// The collections are read in the first language only (see stubs/locales.mjs): the files of content/ itself.
// translation-files.mjs finds their translations in content/<code>/, each checked by the words-only schema made
// from its collection's (src/schemas/words-only.ts); the site's collections of translations
// (`<name>Translations`) are left out here.
import { globSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadModule } from './load-ts.mjs';

/**
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {(options: { entry: string, base: URL, data: Record<string, unknown> }) => string} GenerateId
 * @typedef {{ name: string, schema: ZodType, translationSchema: ZodType, kind: 'glob', base: string, pattern: string | string[], generateId?: GenerateId }} GlobCollection
 *   `translationSchema`: what a translation of its files holds, only their words
 * @typedef {{ name: string, schema: ZodType, translationSchema: ZodType, kind: 'file', path: string }} FileCollection
 * @typedef {GlobCollection | FileCollection} Collection
 */

/** The name of the site's collection of the translations of collection `name`. */
const translationsName = (/** @type {string} */ name) => `${name}Translations`;

/**
 * @param {string} root the project folder
 * @returns {Promise<Collection[]>}
 */
export async function loadCollections(root) {
  const { collections } = await loadModule(join(root, 'src/content.config.ts'));
  const { wordsOnly } = await loadModule(join(root, 'src/schemas/words-only.ts'));
  const names = Object.keys(collections);
  const isTranslations = (/** @type {string} */ name) => names.some((other) => translationsName(other) === name);
  return Object.entries(collections)
    .filter(([name]) => !isTranslations(name))
    .map(([name, definition]) => {
      const { loader, schema } = definition;
      if (typeof schema === 'function')
        throw new Error(`Content check: the schema of collection "${name}" is a function; give it a zod schema.`);
      const translationSchema = wordsOnly(schema);
      if (loader?.name === 'glob-loader') {
        const { base, pattern, generateId } = loader.glob;
        return { name, schema, translationSchema, kind: 'glob', base: resolve(root, base), pattern, generateId };
      }
      if (loader?.name === 'file-loader')
        return { name, schema, translationSchema, kind: 'file', path: resolve(root, loader.file) };
      throw new Error(
        `Content check: collection "${name}" uses a loader the check cannot read (only glob() and file()).`,
      );
    });
}

/**
 * The files a collection reads in `folder` (by default its own), absolute and sorted.
 * @param {Collection} collection
 * @param {string} [folder] for a glob() collection, another folder to read with its patterns
 */
export function collectionFiles(collection, folder) {
  if (collection.kind === 'file') return [collection.path];
  const base = folder ?? collection.base;
  const patterns = Array.isArray(collection.pattern) ? collection.pattern : [collection.pattern];
  const files = patterns.flatMap((pattern) => globSync(pattern, { cwd: base }).map((file) => join(base, file)));
  return [...new Set(files)].sort();
}
