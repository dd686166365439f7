// The title of a page as browsers and search results show it: the page's own title, then the brand name.

/** Search engines show at most this many characters of a title and cut the rest. */
export const TITLE_LIMIT = 60;

/** `Plans and pricing | Nimbus`; a title that already names the brand is kept as it is. */
export function pageTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** The length of a title as a reader counts it: one per character, whatever its encoding. */
export function titleLength(title: string): number {
  return [...title].length;
}
