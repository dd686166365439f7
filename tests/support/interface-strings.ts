// The interface strings of the site, file by file and field by field, in each language: the wording of the
// header and footer (navigation.yaml), of each page's frame (pages/*.yaml), of previews (preview.yaml) and the
// settings' words. Read as the YAML a writer wrote, without schema defaults, so a field left out of a
// translation shows as missing. Only the words: a translation holds no fact (src/schemas/facts.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { schemaAt } from '../../scripts/content-check/zod-walk.mjs';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import { SETTINGS_PATH as SETTINGS, settingsTranslationFile } from '../../src/lib/settings';
import { SETTINGS_FILES, TRANSLATED_FILES } from '../../src/content-files';
import { wordsOnly } from '../../src/schemas/words-only';
import { CONTENT_DIR } from './content';
import { fieldsOf, type Field } from './yaml-fields';

/** The interface files, relative to the content folder: `navigation.yaml`, `pages/plan.yaml`, … */
export const INTERFACE_FILES = [
  'navigation.yaml',
  'preview.yaml',
  ...readdirSync(join(CONTENT_DIR, 'pages'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `pages/${name}`),
  SETTINGS,
];

/** The schema of each file of content/ (src/content-files.ts), whose words its translations hold. */
const SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(
  [SETTINGS_FILES, ...Object.values(TRANSLATED_FILES)].map(({ pattern, schema }) => [pattern, schema]),
);

/** Whether the field at `path` (`tiles.0.title`) of a file that `schema` checks holds words. */
function holdsWords(schema: z.ZodType, path: string) {
  const segments = path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  return schemaAt(wordsOnly(schema), segments) !== undefined;
}

/** Where a language's copy of an interface file lives (the first language's is the file of content/ itself). */
export function interfaceFile(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return join(CONTENT_DIR, path);
  if (path === SETTINGS) return settingsTranslationFile(locale, CONTENT_DIR);
  return join(CONTENT_DIR, locale, path);
}

/** The fields of words of an interface file in `locale`, or undefined when that language has no copy of it. */
export function interfaceFields(path: string, locale: Locale): Field[] | undefined {
  const file = interfaceFile(path, locale);
  const schema = SCHEMAS[path];
  if (!schema) throw new Error(`tests/support/interface-strings.ts: give ${path} its schema in SCHEMAS.`);
  if (!existsSync(file)) return undefined;
  return fieldsOf(file).filter((field) => holdsWords(schema, field.path));
}
