// Where the content lives: the one place that names the folder. A module with no imports, so the pages, the
// scripts (Node runs it as it is), the tests and the islands' browser code can all read it.

/** The folder of the first language's content, from the project's root; each other language's is in it. */
export const CONTENT_FOLDER = 'content';

/**
 * The content folder to read: CONTENT_FOLDER, unless the environment's CONTENT_DIR names another (the tests
 * read the edited copy's content that way). For Node only: the browser has no environment.
 */
export const contentDir = () => process.env.CONTENT_DIR || CONTENT_FOLDER;

/**
 * The translation into `locale` of a file of the content folder, at the same path in the language's folder:
 * `content/plans/starter.yaml` → `content/de/plans/starter.yaml` (paths from the project root, with `/`).
 */
export const translationFile = (file: string, locale: string) =>
  file.startsWith(`${CONTENT_FOLDER}/`) ? `${CONTENT_FOLDER}/${locale}/${file.slice(CONTENT_FOLDER.length + 1)}` : file;

/** The file a translation into `locale` translates: `content/de/plans/starter.yaml` → `content/plans/starter.yaml`. */
export const originalFile = (file: string, locale: string) =>
  file.startsWith(`${CONTENT_FOLDER}/${locale}/`)
    ? `${CONTENT_FOLDER}/${file.slice(CONTENT_FOLDER.length + locale.length + 2)}`
    : file;
