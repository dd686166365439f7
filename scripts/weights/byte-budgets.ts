// The byte budgets every page of the site keeps (gzip for text, raw bytes for raster images), checked on
// the test build (tests/build/budgets.test.ts) and on the same site with ten times the content
// (tests/build/scale.test.ts).
export const KB = 1024;

export const BUDGET = {
  /**
   * Raised from 25 KB for site search, whose dialog and opener ride on every page (1.2 to 1.4 KB): the
   * /services overview, which lists every service, reaches 26.0 KB at ten times today's content.
   */
  html: 27 * KB,
  css: 15 * KB,
  js: 90 * KB,
  /** The JavaScript of every page, islands or not: the theme's first-paint script and its switch's, inline. */
  themeJs: 1 * KB,
  /**
   * Site search's bootstrap, inline on every page: it opens the dialog on the search button or `/` / Ctrl+K
   * and only then imports the search module and Pagefind. Apart from the theme's budget, so that search
   * cannot eat into it.
   */
  searchJs: 0.5 * KB,
  /**
   * Script a page sends before the visitor interacts with it (inline scripts, and the files it loads without
   * an interaction), so a visitor who only reads never waits on React. Islands hydrate on interaction, or on
   * scrolling into view where they animate.
   */
  scriptBeforeInteraction: 10 * KB,
  image: 150 * KB,
  homeFirstView: 200 * KB,
};
