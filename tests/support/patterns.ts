// Regular expressions built from content, for tests that match words a writer chose.

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a text that starts with `text`. */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Matches a URL that ends with `path`, e.g. for `expect(page).toHaveURL(...)`. */
export const endingWith = (path: string) => new RegExp(`${escapeRegExp(path)}$`);

/** Text as it reads in HTML source, where the five markup characters are written as entities (as Astro does). */
export const asHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
