// The interface strings of the site, file by file and field by field, in each language: the wording of the
// header and footer (navigation.yaml), of each page's frame (pages/*.yaml), of previews (preview.yaml) and the
// settings' sentences. Read as the YAML a writer wrote, without schema defaults, so a field left out of a
// translation shows as missing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import { SETTINGS_FILE, settingsTranslationFile } from '../../src/lib/settings';
import { settingsTranslationSchema } from '../../src/schemas/settings';
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

/** The settings' fields a translation carries (brand.tagline, contact.whatsappGreeting, footer.*). */
const TRANSLATED_SETTINGS = Object.entries(settingsTranslationSchema.shape).flatMap(([group, schema]) =>
  Object.keys(schema.shape).map((key) => `${group}.${key}`),
);

/** Where a language's copy of an interface file lives (the first language's is the file of content/ itself). */
export function interfaceFile(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return join(CONTENT_DIR, path);
  if (path === SETTINGS) return settingsTranslationFile(locale, CONTENT_DIR);
  return join(CONTENT_DIR, locale, path);
}

/**
 * The fields of an interface file in `locale`, or undefined when that language has no copy of it. For the
 * settings, only the sentences a translation carries.
 */
export function interfaceFields(path: string, locale: Locale): Field[] | undefined {
  const file = interfaceFile(path, locale);
  if (!existsSync(file)) return undefined;
  const fields = fieldsOf(file);
  return path === SETTINGS ? fields.filter((field) => TRANSLATED_SETTINGS.includes(field.path)) : fields;
}
