// @ts-check
// Copies the first language's words (its text without its facts, content-check/words-only-text.mjs) again into
// every translation still marked as a copy not yet translated that nobody has changed, when they have changed
// since they were copied (src/lib/untranslated-copies.ts): a translator then starts from the text the writer
// wrote, not from the placeholders of a new page. A file that cannot be read as YAML (mid-edit, or with a
// mistake the check names) is not copied.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadCollections } from '../content-check/collections.mjs';
import { languageName } from '../content-check/language-names.mjs';
import { originalOf, readContentFiles } from '../content-check/translation-files.mjs';
import { untranslatedCopy } from '../../src/lib/untranslated-copies.ts';
import { readableWordsOnlyText } from '../content-check/words-only-text.mjs';

/**
 * @param {string} root the project folder
 * @returns {Promise<string[]>} the translations copied again, from the project root
 */
export async function refreshCopies(root) {
  const files = await readContentFiles(root, await loadCollections(root));
  const originalFor = originalOf(files);
  return files.translations.flatMap((translation) => {
    const original = originalFor(translation);
    if (!translation.copy?.untouched || !original?.collection) return [];
    const text = readableWordsOnlyText(readFileSync(original.path, 'utf8'), original.collection.translationSchema);
    if (text === undefined || text === translation.copy.text) return [];
    writeFileSync(translation.path, untranslatedCopy(text, original.file, languageName(translation.locale)));
    return [translation.file];
  });
}
