// The interface strings of the site, file by file and field by field, in each language: the wording of the
// header and footer (navigation.yaml), of each page's frame (pages/*.yaml), of previews (preview.yaml) and the
// settings' words. Read as the YAML a writer wrote, without schema defaults, so a field left out of a
// translation shows as missing. Only the words: a translation holds no fact (src/schemas/facts.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { schemaAt } from '../../scripts/content-check/zod-walk.mjs';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import { SETTINGS_FILE, settingsTranslationFile } from '../../src/lib/settings';
import { blogPageSchema } from '../../src/schemas/blog';
import { categoryPageSchema } from '../../src/schemas/category-page';
import { contactPageSchema } from '../../src/schemas/contact';
import { homePageSchema } from '../../src/schemas/home';
import { navigationSchema, redirectsSchema } from '../../src/schemas/navigation';
import { planPageSchema } from '../../src/schemas/plan';
import { previewSchema } from '../../src/schemas/preview';
import { servicePageSchema } from '../../src/schemas/service-page';
import { servicesPageSchema } from '../../src/schemas/services-overview';
import { settingsSchema } from '../../src/schemas/settings';
import { wordsOnly } from '../../src/schemas/words-only';
import { CONTENT_DIR } from './content';
import { fieldsOf, type Field } from './yaml-fields';

/** The settings file, relative to the content folder. */
const SETTINGS = SETTINGS_FILE.replace(/^content\//, '');

/** The interface files, relative to the content folder: `navigation.yaml`, `pages/plan.yaml`, … */
export const INTERFACE_FILES = [
  'navigation.yaml',
  'preview.yaml',
  ...readdirSync(join(CONTENT_DIR, 'pages'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `pages/${name}`),
  SETTINGS,
];

/** The schema of each interface file (as src/content.config.ts gives it), whose words its translations hold. */
const SCHEMAS: Record<string, z.ZodType> = {
  'navigation.yaml': navigationSchema,
  'preview.yaml': previewSchema,
  'pages/home.yaml': homePageSchema,
  'pages/contact.yaml': contactPageSchema,
  'pages/plan.yaml': planPageSchema,
  'pages/services.yaml': servicesPageSchema,
  'pages/service.yaml': servicePageSchema,
  'pages/category.yaml': categoryPageSchema,
  'pages/redirects.yaml': redirectsSchema,
  'pages/blog.yaml': blogPageSchema,
  [SETTINGS]: settingsSchema,
};

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
