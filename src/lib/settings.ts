// The white-label settings (content/settings/site.yaml), read and checked by their schema. The one way in
// for astro.config.mjs, the pages (through src/lib/content.ts), the scripts and the tests; the `settings`
// collection in src/content.config.ts checks the same file with the same schema while `astro dev` runs.
// Relative imports carry their `.ts` extension: Node runs this file as it is.
import { existsSync } from 'node:fs';
import { settingsSchema, settingsTranslationSchema, type Settings } from '../schemas/settings.ts';
import { loadContentFile } from './content-file.ts';

// Every function reads the project's content/ unless given another content folder (the tests read a scratch
// copy's edited content that way).
const settingsFile = (contentDir: string) => `${contentDir}/settings/site.yaml`;

export const SETTINGS_FILE = settingsFile('content');

/** Where the settings' sentences in another language live, e.g. `content/de/settings/site.yaml`. */
export const settingsTranslationFile = (locale: string, contentDir = 'content') =>
  `${contentDir}/${locale}/settings/site.yaml`;

/** The settings as the schema gives them; throws, naming the file and each wrong field, on a mistake. */
export function loadSettings(contentDir = 'content'): Settings {
  return loadContentFile(settingsFile(contentDir), settingsSchema);
}

/**
 * The settings with their sentences in `locale`, where content/<locale>/settings/site.yaml translates them;
 * without that file, the sentences of the main settings file.
 */
export function loadLocalizedSettings(locale: string, contentDir = 'content'): Settings {
  const settings = loadSettings(contentDir);
  const file = settingsTranslationFile(locale, contentDir);
  if (locale === settings.locales[0] || !existsSync(file)) return settings;
  const copy = loadContentFile(file, settingsTranslationSchema);
  return {
    ...settings,
    brand: { ...settings.brand, ...copy.brand },
    contact: { ...settings.contact, ...copy.contact },
    footer: { ...settings.footer, ...copy.footer },
  };
}
