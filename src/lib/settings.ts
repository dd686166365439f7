// The white-label settings (content/settings/site.yaml), read and checked by their schema. The one way in
// for astro.config.mjs, the pages (through src/lib/content.ts), the scripts and the tests; the `settings`
// collection in src/content.config.ts checks the same file with the same schema while `astro dev` runs.
// Relative imports carry their `.ts` extension: Node runs this file as it is.
import { settingsSchema, type Settings } from '../schemas/settings.ts';
import { loadContentFile } from './content-file.ts';

export const SETTINGS_FILE = 'content/settings/site.yaml';

/** The settings as the schema gives them; throws, naming the file and each wrong field, on a mistake. */
export function loadSettings(): Settings {
  return loadContentFile(SETTINGS_FILE, settingsSchema);
}
