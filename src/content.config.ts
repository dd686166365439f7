// The site's collections, made from the list of src/content-files.ts (which files of content/ each reads and
// the schema they must match), each entry's data read by the one reader of content/ (src/lib/content-text.ts).
// Each collection of content/ has a twin, `<name>Translations`, that reads its translations in content/<language>/
// (same file names) with the words-only schema made from its own (src/schemas/words-only.ts): `sales` and
// `de/sales` (src/i18n/entry-ids.ts). src/lib/content.ts lays each translation over its entry; the settings'
// translations are read with the settings (src/lib/settings.ts).
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { SETTINGS_FILES, TRANSLATED_FILES, type TranslatedCollection } from './content-files';
import { CONTENT_FOLDER } from './lib/content-folder';
import { readContentData } from './lib/content-text';
import { entryId } from './i18n/entry-ids';
import { PREFIXED_LOCALES } from './i18n/locales';
import { wordsOnly } from './schemas/words-only';

const root = `./${CONTENT_FOLDER}`;

/** A pattern for the translations of the files at `path` under content/: under each other language's folder (none in a site of one language). */
function inOtherLanguages(path: string): string {
  const paths = PREFIXED_LOCALES.map((locale) => `${locale}/${path}`);
  return paths.length === 1 ? paths[0]! : `{${paths.join(',')}}`;
}
/**
 * The files at `pattern` under content/, each entry's data read as every reader of content/ reads it
 * (src/lib/content-text.ts: the content check, the settings and the tests too), not by Astro's own YAML parser.
 * Astro's glob() finds the files, watches them and renders the MDX bodies.
 */
function globIn(pattern: string): Loader {
  const loader = glob({ base: root, pattern, generateId: ({ entry }) => entryId(entry) });
  return {
    ...loader,
    load: (context) =>
      loader.load({
        ...context,
        parseData: (entry) =>
          context.parseData({ ...entry, data: readContentData(entry.filePath!) as typeof entry.data }),
      }),
  };
}
/** The entries of the files at `path` under content/. */
const english = <S extends z.ZodType>(path: string, schema: S) => defineCollection({ loader: globIn(path), schema });
/**
 * glob() for translations, quiet when no file matches: a language may have translated no file of a collection
 * yet, and a site in one language has no translations at all.
 */
function translationsIn(pattern: string): Loader {
  const loader = globIn(pattern);
  return {
    ...loader,
    load: (context) => {
      const logger = Object.assign(Object.create(context.logger), {
        warn: (message: string) => message.startsWith('No files found') || context.logger.warn(message),
      });
      return loader.load({ ...context, logger });
    },
  };
}
/** Their translations: only the words of `schema`, the schema of the files they translate. */
const translations = (path: string, schema: z.ZodType) =>
  defineCollection({ loader: translationsIn(inOtherLanguages(path)), schema: wordsOnly(schema) });

type Files = typeof TRANSLATED_FILES;
type English<S extends z.ZodType> = ReturnType<typeof english<S>>;
/** Each collection of TRANSLATED_FILES under its name, and its translations under `<name>Translations`. */
type Collections = { [K in TranslatedCollection]: English<Files[K]['schema']> } & {
  [K in TranslatedCollection as `${K}Translations`]: ReturnType<typeof translations>;
};
const translatedCollections = Object.fromEntries(
  Object.entries(TRANSLATED_FILES).flatMap(([name, { pattern, schema }]) => [
    [name, english(pattern, schema)],
    [`${name}Translations`, translations(pattern, schema)],
  ]),
) as Collections;

export const collections = {
  // Read through src/lib/settings.ts (the config and the tests need it outside Astro); the collection makes
  // `astro dev` watch the file and check each edit with the same schema.
  settings: english(SETTINGS_FILES.pattern, SETTINGS_FILES.schema),
  ...translatedCollections,
};
