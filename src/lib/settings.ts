// The white-label settings (content/settings/site.yaml), read and checked by their schema. The one way in
// for astro.config.mjs, the pages (through src/lib/content.ts), the scripts and the tests; the `settings`
// collection in src/content.config.ts checks the same file with the same schema while `astro dev` runs.
// Relative imports carry their `.ts` extension: Node runs this file as it is.
import { existsSync } from 'node:fs';
import { settingsSchema, type Settings } from '../schemas/settings.ts';
import { wordsOnly } from '../schemas/words-only.ts';
import { loadContentFile } from './content-file.ts';
import { CONTENT_FOLDER } from './content-folder.ts';
import { overlayTranslation } from './overlay-translation.ts';
import { SETTINGS_PATH } from './settings-path.ts';

export { SETTINGS_FILE, SETTINGS_PATH } from './settings-path.ts';

// Every function reads the project's content/ unless given another content folder (the tests read a scratch
// copy's edited content that way).
const settingsFile = (contentDir: string) => `${contentDir}/${SETTINGS_PATH}`;

/** Where the settings' words in another language live, e.g. `content/de/settings/site.yaml`. */
export const settingsTranslationFile = (locale: string, contentDir = CONTENT_FOLDER) =>
  `${contentDir}/${locale}/${SETTINGS_PATH}`;

/** The settings as the schema gives them; throws, naming the file and each wrong field, on a mistake. */
export function loadSettings(contentDir = CONTENT_FOLDER): Settings {
  return loadContentFile(settingsFile(contentDir), settingsSchema);
}

/** What a translation of the settings holds: their words (the brand's tagline, the footer's sentences, …). */
const settingsTranslationSchema = wordsOnly(settingsSchema);

/**
 * The settings with their words in `locale`, where content/<locale>/settings/site.yaml translates them;
 * without that file, the words of the main settings file.
 */
export function loadLocalizedSettings(locale: string, contentDir = CONTENT_FOLDER): Settings {
  const settings = loadSettings(contentDir);
  const file = settingsTranslationFile(locale, contentDir);
  if (locale === settings.locales[0] || !existsSync(file)) return settings;
  return overlayTranslation(settings, loadContentFile(file, settingsTranslationSchema));
}
