// The languages the tests of translation tools work with: the settings' own, and when the content is translated
// into fewer than two, languages added to a scratch copy of the project, translated by copies of the words of
// content/ (a translation holds no fact).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { collectionFiles, loadCollections } from '../../scripts/content-check/collections.mjs';
import { wordsOnlyText } from '../../scripts/content-check/words-only-text.mjs';
import { loadSettings } from './content';
import type { ProjectCopy } from './project-copy';
import { CONTENT_FOLDER } from '../../src/lib/content-folder';

const locales = loadSettings().locales;
/** Languages a copy gains when the content has fewer than two besides the first. */
const added = ['de', 'fr', 'it', 'nl']
  .filter((code) => !locales.includes(code))
  .slice(0, Math.max(0, 3 - locales.length));

/** The language of content/, and two languages it is translated into in content/<code>/ (after addLanguages). */
export const [firstLanguage, translatedLanguage, otherLanguage] = [...locales, ...added] as [string, string, string];
/** Every language of a copy after addLanguages. */
export const copyLanguages = [...locales, ...added];

const root = resolve('.');
/** Every file of content/ (from the content folder) with the words its translations hold. */
const words = added.length
  ? (await loadCollections(root)).flatMap((collection) =>
      collectionFiles(collection).map((file) => ({
        path: relative(join(root, CONTENT_FOLDER), file),
        text: wordsOnlyText(readFileSync(file, 'utf8'), collection.translationSchema),
      })),
    )
  : [];

/** Gives a copy the languages of `added`, each translated by a copy of the words of the files of content/. */
export function addLanguages(copy: ProjectCopy) {
  if (!added.length) return;
  copy.edit('content/settings/site.yaml', (text) =>
    text.replace(/^locales:.*$/m, `locales: [${copyLanguages.join(', ')}]`),
  );
  for (const code of added) {
    for (const { path, text } of words) {
      const file = join(copy.dir, CONTENT_FOLDER, code, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
}
