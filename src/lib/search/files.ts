// Where search's files are: the module the dialog imports on its first opening, and Pagefind's index. The
// built pages name the module by a placeholder, which the search-index integration replaces with the
// module's hashed address once the client build has named it (integrations/search-index.ts).
// Relative imports carry their `.ts` extension: the build's integration loads this file.

/** The dialog's module, from the project root; `astro dev` serves it at this path. */
export const SEARCH_MODULE_ENTRY = 'src/lib/search/search-dialog.ts';

/** What a built page holds where the module's address goes, until the integration puts it in. */
export const SEARCH_MODULE_PLACEHOLDER = '__search-module__';

/** The folder of the build that holds Pagefind's index and its pagefind.js. */
export const PAGEFIND_FOLDER = 'pagefind';
