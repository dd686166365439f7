// The built pages of a test build as documents, for build tests that read them the way the end-to-end tests
// read a page: by landmark, heading and link name. Needs Vitest's jsdom environment.
import { builtHtmlByRoute } from './built-site';
import { escapeRegExp } from './patterns';

/** The words of an element as they read, spaces run together. */
export const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The page's head and its main content, without the site's header and footer around them: on the ten-times
 * site those hold most of a page's HTML (a menu of every category and service), which a test of the page's own
 * content would parse for nothing.
 */
function headAndMain(route: string, html: string): string {
  const [headEnd, mainStart, mainEnd] = ['</head>', '<main', '</main>'].map((tag) => html.indexOf(tag));
  if ([headEnd, mainStart, mainEnd].includes(-1)) throw new Error(`${route} has no <head> or no <main> to read`);
  return `${html.slice(0, headEnd! + '</head>'.length)}<body>${html.slice(mainStart, mainEnd! + '</main>'.length)}</body></html>`;
}

/**
 * A reader of one build's pages: each page is parsed once, however many tests read it. With `mainOnly`, a page
 * is its head and its main content alone (headAndMain).
 */
export function builtDocuments(dir: string, { mainOnly = false } = {}) {
  const pages = builtHtmlByRoute(dir);
  const parsed = new Map<string, Document>();
  return (route: string): Document => {
    const html = pages.get(route);
    if (html === undefined) throw new Error(`${route} was not built in ${dir}`);
    if (!parsed.has(route))
      parsed.set(route, new DOMParser().parseFromString(mainOnly ? headAndMain(route, html) : html, 'text/html'));
    return parsed.get(route)!;
  };
}

/**
 * The links within `root` whose name, as a screen reader reads it, is `name`: the label, or the words of the
 * link's parts one after the other (a link laid out as a row of parts reads them with a space between).
 */
export const linksNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('a')].filter(
    (link) =>
      (link.getAttribute('aria-label') ??
        [...link.childNodes]
          .map((part) => part.textContent ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim()) === name,
  );

/** The element (a section, an aside, a nav) labelled by a heading with these words. */
export const labelled = (root: Document | Element, title: string) =>
  [...root.querySelectorAll('[aria-labelledby]')].find(
    (element) => words(element.ownerDocument.getElementById(element.getAttribute('aria-labelledby')!)!) === title,
  );

/** The `href` of each link. */
export const hrefs = (links: Iterable<Element>) => [...links].map((link) => link.getAttribute('href'));

/**
 * Each `tag` element of a page's HTML (with this `aria-label`, when given), parsed on its own: a page of the
 * ten-times site is 400 KB of HTML, and parsing all of it is most of a test's time. Such an element must not
 * hold another of its own tag.
 */
export function parsedElements(html: string, tag: string, ariaLabel?: string): Element[] {
  // The label as the build writes it in an attribute.
  const label =
    ariaLabel === undefined ? '' : ` aria-label="${ariaLabel.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  const opening = new RegExp(`<${tag}${escapeRegExp(label)}[\\s>]`, 'g');
  const closing = `</${tag}>`;
  return [...html.matchAll(opening)].map(({ index }) => {
    const end = html.indexOf(closing, index) + closing.length;
    return new DOMParser().parseFromString(html.slice(index, end), 'text/html').querySelector(tag)!;
  });
}

/**
 * An island's props as the component receives them. Astro writes each value as `[type, value]`: type 0 is a
 * value (an object's values written the same way), type 1 an array of such pairs; the site passes no other.
 */
export function islandProps(island: Element): Record<string, unknown> {
  const revive = ([type, value]: [number, unknown]): unknown => {
    if (type === 1) return (value as [number, unknown][]).map(revive);
    if (type !== 0) throw new Error(`An island prop of Astro's type ${type}, which islandProps does not read`);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, [number, unknown]>).map(([key, pair]) => [key, revive(pair)]),
    );
  };
  return revive([0, JSON.parse(island.getAttribute('props') ?? '{}')]) as Record<string, unknown>;
}
