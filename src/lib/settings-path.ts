// Where the white-label settings live, in a module of its own that imports only the content folder's name:
// pages, scripts and the islands' browser code name the file in their messages without loading the settings.
import { CONTENT_FOLDER } from './content-folder.ts';

/** The settings file, under the content folder. */
export const SETTINGS_PATH = 'settings/site.yaml';
/** The settings file of the project's content/. */
export const SETTINGS_FILE = `${CONTENT_FOLDER}/${SETTINGS_PATH}`;
