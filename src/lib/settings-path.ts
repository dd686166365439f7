// Where the white-label settings live, in a module of its own with no imports: pages, scripts and the
// islands' browser code name the file in their messages without loading the settings.

/** The settings file, under the content folder. */
export const SETTINGS_PATH = 'settings/site.yaml';
/** The settings file of the project's content/. */
export const SETTINGS_FILE = `content/${SETTINGS_PATH}`;
