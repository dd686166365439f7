// @ts-check
// The files of content/ and of each language's folder content/<code>/, paired by their path: the file
// content/de/services/crm-solution.mdx translates content/services/crm-solution.mdx. Used by the content
// check (schemas, links, … of every translation; translations that match no file; untranslated files) and by
// `npm run translations`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CONTENT_FOLDER } from '../../src/lib/content-folder.ts';
import { collectionFiles } from './collections.mjs';
import { languageName } from './language-names.mjs';
import { loadModule } from './load-ts.mjs';
import { readLocales } from './locales.mjs';
import { readCopy } from '../../src/lib/untranslated-copies.ts';

/**
 * @typedef {import('./collections.mjs').Collection} Collection
 * @typedef {object} ContentFile
 * @property {string} path absolute
 * @property {string} file from the project root, with `/`, e.g. `content/de/services/crm-solution.mdx`
 * @property {string} within inside its language's folder, with `/`, e.g. `services/crm-solution.mdx`
 * @property {string} locale its language, e.g. `de`
 * @property {Collection | undefined} collection the collection that reads it; undefined when none does
 * @property {import('../../src/lib/untranslated-copies.ts').UntranslatedCopy} [copy] a translation's marker
 *   line, when it is still a copy of the file it translates, not yet translated
 * @typedef {object} ContentFiles
 * @property {string[]} locales the settings' languages, the first being content/'s; [] when they cannot be read
 * @property {ContentFile[]} originals every file a collection reads in content/ (the first language's), which
 *   the other languages translate
 * @property {ContentFile[]} translations every file in the folders of the other languages, content/<code>/
 * @property {string[]} strayFolders folders of content/ named like a language the settings serve under no
 *   folder of its own, e.g. `content/es` when es is not in `locales` (or `content/en` for the first language)
 */

/** @param {string} path */
const posix = (path) => path.split(sep).join('/');

/**
 * @param {string} root the project folder
 * @param {Collection[]} collections
 * @returns {Promise<ContentFiles>}
 */
export async function readContentFiles(root, collections) {
  const contentDir = join(root, CONTENT_FOLDER);
  const locales = readLocales(root) ?? [];
  const [first = '', ...others] = locales;
  /** @type {(path: string, locale: string, collection: Collection | undefined) => ContentFile} */
  const contentFile = (path, locale, collection) => {
    const folder = locale === first ? contentDir : join(contentDir, locale);
    return { path, file: posix(relative(root, path)), within: posix(relative(folder, path)), locale, collection };
  };

  const originals = collections.flatMap((collection) =>
    collectionFiles(collection).map((path) => contentFile(path, first, collection)),
  );

  /** @type {ContentFile[]} */
  const translations = [];
  for (const locale of others) {
    const folder = join(contentDir, locale);
    if (!existsSync(folder)) continue;
    /** @type {Map<string, Collection>} */
    const read = new Map();
    for (const collection of collections) {
      const inContent = relative(contentDir, collection.base);
      if (inContent.startsWith('..')) continue;
      for (const path of collectionFiles(collection, join(folder, inContent))) read.set(path, collection);
    }
    for (const path of filesIn(folder)) {
      const copy = readCopy(readFileSync(path, 'utf8'));
      translations.push({ ...contentFile(path, locale, read.get(path)), ...(copy && { copy }) });
    }
  }

  const { settingsSchema } = await loadModule(join(root, 'src/schemas/settings.ts'));
  const isLocaleCode = (/** @type {string} */ name) => settingsSchema.shape.locales.element.safeParse(name).success;
  const originalFolders = new Set(originals.map((item) => item.within.split('/')[0]));
  const strayFolders = locales.length
    ? readdirSync(contentDir, { withFileTypes: true })
        .filter((item) => item.isDirectory() && isLocaleCode(item.name) && !originalFolders.has(item.name))
        .filter((item) => !others.includes(item.name))
        .map((item) => `${CONTENT_FOLDER}/${item.name}`)
    : [];
  return { locales, originals, translations, strayFolders };
}

/**
 * Every file under `folder` (absolute, sorted), leaving out hidden ones such as .DS_Store.
 * @param {string} folder
 */
function filesIn(folder) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => !path.split(sep).some((part) => part.startsWith('.')))
    .map((path) => join(folder, path))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/**
 * The file of content/ each translation translates (the one at the same path inside its language's folder).
 * @param {ContentFiles} files
 * @returns {(translation: ContentFile) => ContentFile | undefined}
 */
export function originalOf(files) {
  const byPath = new Map(files.originals.map((item) => [item.within, item]));
  return (translation) => byPath.get(translation.within);
}

/**
 * What a language shows once a translation's file is deleted, for a writer's advice: the blog leaves out a post
 * that language has not written (a collection shown only in the languages it is written in); any other page
 * shows `standIn`, the words of the file it translates.
 * @param {{ writtenLanguagesOnly: boolean } | undefined} collection
 * @param {string} locale the translation's language
 * @param {string} standIn e.g. `the English text`
 */
export const withoutTranslation = (collection, locale, standIn) =>
  collection?.writtenLanguagesOnly
    ? `the ${languageName(locale)} blog then leaves the post out`
    : `the page then shows ${standIn}`;

/**
 * The files of content/ that a language has not translated yet (no file, or a copy still marked as not yet
 * translated), per language in the settings' order; languages with every file translated are left out.
 * @param {ContentFiles} files
 * @returns {{ locale: string, files: ContentFile[] }[]}
 */
export function untranslatedFiles(files) {
  return files.locales.slice(1).flatMap((locale) => {
    const translated = new Set(
      files.translations.filter((item) => item.locale === locale && !item.copy).map((item) => item.within),
    );
    const missing = files.originals
      .filter((item) => !translated.has(item.within))
      .sort((a, b) => a.file.localeCompare(b.file));
    return missing.length ? [{ locale, files: missing }] : [];
  });
}
