// Where search's files are: the module the dialog imports on its first opening, and Pagefind's index. The
// built pages name the module by a placeholder, which the search-index integration replaces with the
// module's hashed address once the client build has named it (integrations/search-index.ts).
// Relative imports carry their `.ts` extension: the build's integration loads this file.

/** The dialog's module, from the project root; `astro dev` serves it at this path. */
export const SEARCH_MODULE_ENTRY = 'src/lib/search/search-dialog.ts';

/** What a built page holds where the module's address goes, until the integration puts it in. */
export const SEARCH_MODULE_PLACEHOLDER = '__search-module__';

/**
 * What search leaves out of every page it indexes: the buttons, whatever their kind (global.css names every
 * button utility `btn-…`: btn-primary, btn-secondary, btn-on-dark), whose calls to act (Start free trial) say
 * nothing of what a page is about and filled the excerpts of results. Selectors given to Pagefind, rather than data-pagefind-ignore on each button: a list of a hundred
 * services would repeat the attribute a hundred times, and its HTML grew past what gzip's 32 KB window folds
 * into repeats (26.7 KB became 47.3 KB at ten times today's content).
 */
export const SEARCH_EXCLUDED_SELECTORS = ['[class^="btn-"]', '[class*=" btn-"]'];

/** The folder of the build that holds Pagefind's index and its pagefind.js. */
export const PAGEFIND_FOLDER = 'pagefind';
