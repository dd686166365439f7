// @ts-check
// The state of every file of content/ in every other language of the settings: translated, missing (the site
// shows the file of content/ instead), untranslated (a copy of it still marked as not yet translated), or
// outdated (the words of the file of content/ changed after its translation; translated-part.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCollections } from '../content-check/collections.mjs';
import { CONTENT_FOLDER } from '../../src/lib/content-folder.ts';
import { readContentFiles } from '../content-check/translation-files.mjs';
import { changedFields, contentData } from './changed-fields.mjs';
import { fileTimes } from './file-times.mjs';
import { translatedPartOfFile } from './translated-part.mjs';

/**
 * @typedef {'translated' | 'missing' | 'untranslated' | 'outdated'} TranslationState
 * @typedef {{ file: string, states: Record<string, TranslationState>, fields: Record<string, string[]> }} Row one
 *   file of content/ (from the project root, with `/`), its state in each translated language and, where
 *   outdated, the fields of the file changed since the translation (empty when git cannot tell)
 * @typedef {object} TranslationReport
 * @property {string[]} locales the settings' languages, the first being content/'s
 * @property {Row[]} rows by file
 * @property {import('./file-times.mjs').FileTimes} times
 */

/**
 * @param {string} root the project folder
 * @returns {Promise<TranslationReport>}
 */
export async function translationStates(root) {
  const files = await readContentFiles(root, await loadCollections(root));
  const times = fileTimes(root, CONTENT_FOLDER);
  const translations = new Map(files.translations.map((item) => [`${item.locale}/${item.within}`, item]));
  const rows = [...files.originals]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((original) => {
      /** @type {Record<string, TranslationState>} */
      const states = {};
      for (const locale of files.locales.slice(1)) {
        const translation = translations.get(`${locale}/${original.within}`);
        if (!translation) states[locale] = 'missing';
        else if (translation.copy) states[locale] = 'untranslated';
        else if (original.collection)
          states[locale] = partStateOf(
            root,
            original.file,
            translation.file,
            original.collection.translationSchema,
            times,
          );
        else states[locale] = stateOf(original.file, translation.file, times);
      }
      /** @type {Record<string, string[]>} */
      const fields = {};
      for (const [locale, state] of Object.entries(states)) {
        const translation = translations.get(`${locale}/${original.within}`);
        if (state !== 'outdated' || !translation) continue;
        fields[locale] = fieldsChangedSince(
          root,
          original.file,
          translation.file,
          times,
          original.collection?.translationSchema,
        );
      }
      return { file: original.file, states, fields };
    });
  return { locales: files.locales, rows, times };
}

/**
 * @param {string} original
 * @param {string} translation
 * @param {import('./file-times.mjs').FileTimes} times
 * @returns {TranslationState}
 */
export function stateOf(original, translation, times) {
  // An edit under way in content/ outdates a translation with none, whatever the clocks say.
  if (times.hasUncommittedChanges(original) && !times.hasUncommittedChanges(translation)) return 'outdated';
  return times.changedAt(original) > times.changedAt(translation) ? 'outdated' : 'translated';
}

/**
 * The fields of `original` changed since `translation` was last committed (only its words, those `schema`, the
 * translation's schema, names); empty when git has no such version or a version cannot be read.
 * @param {string} root
 * @param {string} original
 * @param {string} translation
 * @param {import('./file-times.mjs').FileTimes} times
 * @param {import('astro/zod').ZodType} [schema]
 * @returns {string[]}
 */
export function fieldsChangedSince(root, original, translation, times, schema) {
  const then = times.hasUncommittedChanges(translation)
    ? undefined
    : times.textAt(original, times.changedAt(translation));
  if (then === undefined) return [];
  const part = (/** @type {unknown} */ data) => (schema ? translatedPartOfFile(schema, data) : data);
  try {
    return changedFields(
      part(contentData(original, then)),
      part(contentData(original, readFileSync(join(root, original), 'utf8'))),
    );
  } catch {
    return [];
  }
}

/**
 * Outdated when the part of its file a translation translates (its words, not its facts) changed since the
 * translation was last committed. Without that version in git, by the times as above.
 * @param {string} root
 * @param {string} original
 * @param {string} translation
 * @param {import('astro/zod').ZodType} schema the translation's schema, which names the part
 * @param {import('./file-times.mjs').FileTimes} times
 * @returns {TranslationState}
 */
export function partStateOf(root, original, translation, schema, times) {
  // A file not changed since its translation has the same words: only a changed one is read again from git.
  if (stateOf(original, translation, times) === 'translated') return 'translated';
  const then = times.hasUncommittedChanges(translation)
    ? undefined
    : times.textAt(original, times.changedAt(translation));
  if (then === undefined) return stateOf(original, translation, times);
  const part = (/** @type {string} */ text) => {
    try {
      return JSON.stringify(translatedPartOfFile(schema, contentData(original, text)));
    } catch {
      return undefined;
    }
  };
  const before = part(then);
  const now = part(readFileSync(join(root, original), 'utf8'));
  if (before === undefined || now === undefined) return stateOf(original, translation, times);
  return before === now ? 'translated' : 'outdated';
}
