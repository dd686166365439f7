// Links to a place on a page (`/home#faq`) that the built page does not have, and the line of content/ that
// wrote each. The content check knows the headings of MDX texts before the build; the places drawn by the
// site's own components (the home page's sections, the privacy page's promises) exist only in the built pages.
import { builtPath, routeOf } from '../scripts/built-files.mjs';
import { closest } from '../scripts/content-check/closest.mjs';
import { fieldLabel, type Problem } from '../scripts/content-check/problem.mjs';
import { sourceOf } from '../scripts/content-check/source.mjs';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '../src/i18n/locales';
import { splitLocale } from '../src/i18n/paths';
import { readCopy } from '../src/lib/untranslated-copies';
import { sitePath } from '../src/lib/links';

/** How many places a message lists before it stops. */
const LISTED_PLACES = 8;

export interface BuiltPage {
  route: string;
  html: string;
}

export interface MissingPlace {
  /** The link as the page shows it: `/de/home#fqa`. */
  href: string;
  /** The page that shows it. */
  page: string;
  /** The page it leads to. */
  target: string;
  fragment: string;
  /** The ids of the target page's headings and sections, in their order. */
  places: string[];
}

const LINKED_PLACE = /<a\b[^>]*?\shref="([^"]*#[^"]+)"/g;
const ID = /\sid="([^"]+)"/g;
const PLACE = /<(?:h[1-6]|section)\b[^>]*?\sid="([^"]+)"/g;
/**
 * What a message does not offer as a place: a dialog's heading shows only while it is open, and the header's,
 * footer's and a table of contents' are the site's frame, not the page's parts.
 */
const FRAME = /<(dialog|header|footer|nav)\b[\s\S]*?<\/\1>/g;

/** A decoder that leaves a text it cannot decode (a stray `%`) as it is. */
const decodedWith = (decode: (text: string) => string) => (text: string) => {
  try {
    return decode(text);
  } catch {
    return text;
  }
};
const decoded = decodedWith(decodeURIComponent);
/** An address as written by hand: `#häufige-fragen`, which the build writes `#h%C3%A4ufige-fragen`. */
const readable = decodedWith(decodeURI);

/** Every link of the built pages to a place (`#…`) that the page it leads to has no element with the id of. */
export function missingPlaces(pages: BuiltPage[], base: string): MissingPlace[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const idsOf = new Map<string, Set<string>>();
  const ids = (page: BuiltPage) =>
    idsOf.get(page.route) ??
    idsOf.set(page.route, new Set([...page.html.matchAll(ID)].map(([, id]) => id ?? ''))).get(page.route)!;
  const missing: MissingPlace[] = [];
  for (const page of pages) {
    for (const [, href = ''] of page.html.matchAll(LINKED_PLACE)) {
      const hash = href.indexOf('#');
      const path = hash === 0 ? undefined : builtPath(href.slice(0, hash), page.route, base);
      const target = path === undefined ? page : byRoute.get(routeOf(path));
      const fragment = decoded(href.slice(hash + 1));
      if (!target || ids(target).has(fragment)) continue;
      const places = [...target.html.replace(FRAME, '').matchAll(PLACE)].map(([, id]) => id ?? '');
      missing.push({ href, page: page.route, target: target.route, fragment, places });
    }
  }
  return missing;
}

export interface ContentSource {
  /** The path from the project root: `content/blog/x.mdx`. */
  file: string;
  text: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The paths of every text inside a YAML value: `['links', 1, 'href']`. */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** The field that line `line` of a content file holds, named as the content check names it. */
function fieldAt(file: string, text: string, line: number) {
  const source = sourceOf(file, text);
  if (source.body !== undefined && line >= source.bodyLine) return 'the text under the frontmatter';
  const path = textPaths(source.data).find((candidate) => source.lineOf(candidate) === line);
  return path ? fieldLabel(path) : '';
}

/**
 * The ways content/ may write a link the built page shows: as shown without the base path (`/de/home#fqa`),
 * and without the language's prefix (`/home#fqa`), which every language's page shows at its own address.
 */
function writtenForms(href: string, base: string): string[] {
  const hash = href.indexOf('#');
  if (hash === 0) return [href];
  const path = sitePath(href.slice(0, hash), base);
  const forms = [path, splitLocale(path).path].map((form) => `${form}${href.slice(hash)}`);
  return [...new Set([...forms, ...forms.map(readable)])];
}

/** The language a file of content/ is written in: its folder's (`content/de/…`), else the first language. */
const fileLocale = (file: string) =>
  PREFIXED_LOCALES.find((locale) => file.startsWith(`content/${locale}/`)) ?? DEFAULT_LOCALE;

function advice(place: MissingPlace) {
  if (!place.places.length) return 'The page has no places to link to: link to it without the #.';
  const guess = closest(place.fragment, place.places);
  const listed = place.places.slice(0, LISTED_PLACES).map((id) => `#${id}`);
  const more = place.places.length > LISTED_PLACES ? `, and ${place.places.length - LISTED_PLACES} more` : '';
  return `${guess ? `Did you mean #${guess}? ` : ''}Its places: ${listed.join(', ')}${more}.`;
}

/**
 * The missing places as the content check's problems, one for each line of content/ that wrote such a link,
 * and the missing places that no file of content/ wrote (the site's own code did).
 */
export function placeLinkProblems(
  missing: MissingPlace[],
  sources: ContentSource[],
  base: string,
): { problems: Problem[]; fromCode: MissingPlace[] } {
  const problems = new Map<string, Problem>();
  const fromCode: MissingPlace[] = [];
  // A copy not yet translated shows its first language's file, which is named instead.
  const sourceLines = sources
    .filter((source) => !readCopy(source.text))
    .map((source) => ({ ...source, locale: fileLocale(source.file), lines: source.text.split('\n') }));
  for (const place of missing) {
    const { locale } = splitLocale(place.page);
    const forms = writtenForms(place.href, base).map((form) => ({
      form,
      pattern: new RegExp(`(?<![\\w/])${escaped(form)}(?![\\w/#-])`),
    }));
    let written = false;
    for (const { file, text, lines } of sourceLines.filter((source) =>
      [locale, DEFAULT_LOCALE].includes(source.locale),
    )) {
      for (const [index, line] of lines.entries()) {
        const { form } = forms.find(({ pattern }) => pattern.test(line)) ?? {};
        if (!form) continue;
        written = true;
        const key = `${file}:${index + 1}:${form}`;
        if (problems.has(key)) continue;
        problems.set(key, {
          file,
          line: index + 1,
          field: fieldAt(file, text, index + 1),
          kind: 'link',
          message: `The link ${form} leads to a place ${place.target} does not have: nothing on that page has the id ${place.fragment}.`,
          advice: advice(place),
        });
      }
    }
    if (!written) fromCode.push(place);
  }
  const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || a.line - b.line;
  return { problems: [...problems.values()].sort(byPlace), fromCode };
}
