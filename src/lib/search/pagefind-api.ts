// The part of Pagefind's browser API (pagefind.js, written into the build's pagefind/ folder) the search
// dialog uses. It picks the index of the page's language from <html lang>.

export interface PagefindResultData {
  /** The page's address, under the base path: the folder that holds pagefind/. */
  url: string;
  /** The page's text around the matched words, which are in <mark>. */
  excerpt: string;
  meta: { title?: string };
  /** The page's filters: `kind` holds its kind of page (src/lib/search/kind.ts). */
  filters: Record<string, string[] | undefined>;
}

export interface PagefindResult {
  data(): Promise<PagefindResultData>;
}

export interface PagefindApi {
  /** Loads the WebAssembly and the language's index; the first search does it too. */
  init(): Promise<void>;
  /** Null when a later call replaced this one before it ran. */
  debouncedSearch(term: string): Promise<{ results: PagefindResult[] } | null>;
}
