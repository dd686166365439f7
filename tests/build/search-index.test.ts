// @vitest-environment jsdom
// Site search's index in the test builds (made by `npm run test:build`): one per language, of the main
// content of the services, categories, pages and posts, each tagged with its kind; the header, the footer,
// the menus and the search dialog left out, and the redirect and not-found pages unindexed. Pagefind's
// fragments (gzip'd JSON, one per page) hold what it indexed: the page's address, text, title and filters.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtDocuments, parsedElements, words } from '../support/built-dom';
import { builtPages, requireBuild } from '../support/built-site';
import { loadBlogPage } from '../support/content';
import { LOCALES, NOT_FOUND_ROUTES, ROOT_ROUTES, builtRoutes, localeOf, unlocalized } from '../support/routes';
import { BASE_SITE_DIR, PREVIEW_BASE, SITE_DIR } from '../support/sites';
import { searchKind } from '../../src/lib/search/kind';
import { PAGEFIND_FOLDER, SEARCH_MODULE_PLACEHOLDER } from '../../src/lib/search/files';

interface Fragment {
  url: string;
  content: string;
  meta: { title?: string };
  filters: { kind?: string[] };
}

/** Every page Pagefind indexed in a build, by its address. */
function indexedPages(dir: string): Map<string, Fragment> {
  const folder = join(dir, PAGEFIND_FOLDER, 'fragment');
  const fragments = readdirSync(folder).map(
    (file) =>
      JSON.parse(
        gunzipSync(readFileSync(join(folder, file)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      ) as Fragment,
  );
  return new Map(fragments.map((fragment) => [fragment.url, fragment]));
}

/** The text pieces of a page outside its <main> that <main> does not also say: header, menus, dialog, footer. */
function textOutsideMain(document: Document): string[] {
  const main = words(document.querySelector('main')!);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('main, script, style, template')) continue;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length >= 12 && !main.includes(text)) pieces.push(text);
  }
  return pieces;
}

/**
 * The pairs of words that neighbouring text of <main> ends and starts with, e.g. a person's name and their role
 * in elements side by side: `Marchetti` and `Owner`. Where the page writes no space between them, layout sets
 * them apart, which an index does not see.
 */
function neighbourWords(main: Element): [string, string][] {
  const walker = main.ownerDocument.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('script, style, template, [data-pagefind-ignore]') && node.textContent!.trim())
      texts.push(node.textContent!);
  return texts.slice(1).flatMap((text, index) => {
    const before = /(\p{L}+)$/u.exec(texts[index]!)?.[1];
    const after = /^(\p{L}+)/u.exec(text)?.[1];
    return before && after ? [[before, after] as [string, string]] : [];
  });
}

requireBuild(SITE_DIR);
const indexed = indexedPages(SITE_DIR);
const searched = builtRoutes(SITE_DIR).filter((route) => searchKind(unlocalized(route)));
const documentOf = builtDocuments(SITE_DIR);

describe('the search index', () => {
  it('has an index for every language', () => {
    const meta = readdirSync(join(SITE_DIR, PAGEFIND_FOLDER)).filter((file) => file.endsWith('.pf_meta'));
    for (const locale of LOCALES)
      expect(
        meta.some((file) => file.startsWith(`pagefind.${locale}_`)),
        locale,
      ).toBe(true);
  });

  it('indexes every service, category, page and post in every language, and nothing else', () => {
    expect([...indexed.keys()].sort()).toEqual([...searched].sort());
    const kinds = new Set(searched.map((route) => searchKind(unlocalized(route))));
    expect([...kinds].sort()).toEqual(['category', 'page', 'post', 'service']);
  });

  it('leaves the redirect pages and the not-found pages out', () => {
    for (const route of [...ROOT_ROUTES, ...NOT_FOUND_ROUTES]) expect(indexed.has(route), route).toBe(false);
  });

  it('tags each page with its kind and titles it with its own title', () => {
    for (const route of searched) {
      const fragment = indexed.get(route)!;
      expect(fragment.filters.kind, route).toEqual([searchKind(unlocalized(route))]);
      expect(documentOf(route).title, route).toContain(fragment.meta.title);
    }
  });

  it('holds the main content of each page, in the page’s language, without header, menus, dialog or footer', () => {
    for (const route of searched) {
      const { content } = indexed.get(route)!;
      const document = documentOf(route);
      expect(document.documentElement.lang, route).toBe(localeOf(route));
      expect(content, route).toContain(words(document.querySelector('main h1')!));
      const leaked = textOutsideMain(document).filter((text) => content.includes(text));
      expect(leaked, route).toEqual([]);
    }
  });

  it('leaves out buttons, and a post’s tags, day and author: they opened result excerpts with words the page is not about', () => {
    for (const route of searched) {
      const { content } = indexed.get(route)!;
      const main = documentOf(route).querySelector('main')!;
      const copy = loadBlogPage(localeOf(route));
      // The words of <main> that search keeps: without its buttons and the parts it is told to leave out.
      const kept = main.cloneNode(true) as Element;
      const buttons = [...main.querySelectorAll('a[class*="btn-"]')].map(words);
      kept.querySelectorAll('a[class*="btn-"], [data-pagefind-ignore]').forEach((element) => element.remove());
      for (const label of buttons.filter((text) => !words(kept).includes(text)))
        expect(content, `${route}: the button ${label}`).not.toContain(label);
      const tags = main.querySelector(`ul[aria-label="${copy.tagsLabel}"]`);
      if (tags) expect(content, route).not.toContain(words(tags));
      const byline = [...main.querySelectorAll('article header p')].find((line) =>
        words(line).startsWith(copy.byLabel),
      );
      if (byline) expect(content, route).not.toContain(words(byline));
    }
  });

  it('keeps the words of neighbouring elements apart, so each is found on its own', () => {
    for (const route of searched) {
      const { content } = indexed.get(route)!;
      const glued = neighbourWords(documentOf(route).querySelector('main')!)
        .map(([before, after]) => `${before}${after}`)
        .filter((joined) => new RegExp(`(^|[^\\p{L}])${joined}([^\\p{L}]|$)`, 'u').test(content));
      expect(glued, route).toEqual([]);
    }
  });

  it('writes none of Pagefind’s own search interfaces: the site has its own dialog', () => {
    const files = readdirSync(join(SITE_DIR, PAGEFIND_FOLDER));
    expect(files.filter((file) => /-ui\.|highlight/.test(file))).toEqual([]);
    expect(files).toContain('pagefind.js');
  });
});

describe('the search dialog in the built pages', () => {
  for (const [dir, base] of [
    [SITE_DIR, '/'],
    [BASE_SITE_DIR, PREVIEW_BASE],
  ] as const) {
    it(`names the search module and Pagefind under the base ${base} on every page, both built`, () => {
      for (const { route, html } of builtPages(dir)) {
        expect(html, route).not.toContain(SEARCH_MODULE_PLACEHOLDER);
        // The page's dialogs alone are parsed: parsing each whole page of both builds took most of the file's time.
        const dialog = parsedElements(html, 'dialog').find((element) => element.id === 'search-dialog') as HTMLElement;
        for (const url of [dialog.dataset.module!, dialog.dataset.pagefind!]) {
          expect(url.startsWith(base), `${route}: ${url}`).toBe(true);
          expect(existsSync(join(dir, url.slice(base.length))), `${route}: ${url}`).toBe(true);
        }
      }
    });
  }
});
