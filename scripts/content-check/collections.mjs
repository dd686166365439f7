// @ts-check
// The collections of src/content.config.ts (name, schema, where its files are) and the files each one reads.
import { globSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadModule } from './load-ts.mjs';

/**
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {{ name: string, schema: ZodType, kind: 'glob', base: string, pattern: string | string[] }} GlobCollection
 * @typedef {{ name: string, schema: ZodType, kind: 'file', path: string }} FileCollection
 * @typedef {GlobCollection | FileCollection} Collection
 */

/**
 * @param {string} root the project folder
 * @returns {Promise<Collection[]>}
 */
export async function loadCollections(root) {
  const { collections } = await loadModule(join(root, 'src/content.config.ts'));
  return Object.entries(collections).map(([name, definition]) => {
    const { loader, schema } = definition;
    if (typeof schema === 'function')
      throw new Error(`Content check: the schema of collection "${name}" is a function; give it a zod schema.`);
    if (loader?.name === 'glob-loader')
      return { name, schema, kind: 'glob', base: resolve(root, loader.glob.base), pattern: loader.glob.pattern };
    if (loader?.name === 'file-loader') return { name, schema, kind: 'file', path: resolve(root, loader.file) };
    throw new Error(
      `Content check: collection "${name}" uses a loader the check cannot read (only glob() and file()).`,
    );
  });
}

/**
 * The files a collection reads, absolute and sorted.
 * @param {Collection} collection
 */
export function collectionFiles(collection) {
  if (collection.kind === 'file') return [collection.path];
  const patterns = Array.isArray(collection.pattern) ? collection.pattern : [collection.pattern];
  const files = patterns.flatMap((pattern) =>
    globSync(pattern, { cwd: collection.base }).map((file) => join(collection.base, file)),
  );
  return [...new Set(files)].sort();
}
