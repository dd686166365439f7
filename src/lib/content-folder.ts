// Where the content lives: the one place that names the folder. A module with no imports, so the pages, the
// scripts (Node runs it as it is), the tests and the islands' browser code can all read it.

/** The folder of the first language's content, from the project's root; each other language's is in it. */
export const CONTENT_FOLDER = 'content';

/**
 * The content folder to read: CONTENT_FOLDER, unless the environment's CONTENT_DIR names another (the tests
 * read the edited copy's content that way). For Node only: the browser has no environment.
 */
export const contentDir = () => process.env.CONTENT_DIR || CONTENT_FOLDER;
