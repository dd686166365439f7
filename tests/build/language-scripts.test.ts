// @vitest-environment jsdom
// A page runs the same code in every language: each page of another language has its first-language twin's
// scripts (files by address, inline ones by their text; structured data is data, not code) and islands
// (component, renderer, when they hydrate), in the same order, and no page preloads a module. So what the
// browser sees on the first language's pages (tests/e2e/hydration.spec.ts: no script fetched until a
// visitor acts) holds for every language's.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsedElements } from '../support/built-dom';
import { builtHtmlByRoute } from '../support/built-site';
import { DEFAULT_LOCALE, NOT_FOUND_ROUTES, localeOf, unlocalized } from '../support/routes';
import { SITE_DIR } from '../support/sites';

const htmlOf = builtHtmlByRoute(SITE_DIR);

/** What a page runs: each script it loads or holds, and each island with its component and its moment. */
function codeOf(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes!.includes('application/ld+json'))
    .map(([, attributes, text]) => {
      const src = /\ssrc="([^"]*)"/.exec(attributes!)?.[1];
      return src ? `file ${src}` : `inline ${createHash('sha256').update(text!).digest('hex').slice(0, 16)}`;
    });
  const islands = parsedElements(html, 'astro-island').map((island) =>
    ['component-url', 'renderer-url', 'client', 'before-hydration-url']
      .map((name) => island.getAttribute(name))
      .join(' '),
  );
  return { scripts, islands };
}

const routes = [...htmlOf.keys()];
// The not-found pages differ on purpose: the first language's, which a host shows for an unknown address of any
// language, sends each visitor on to their own language's home page.
const twinned = routes.filter(
  (route) => localeOf(route) !== DEFAULT_LOCALE && htmlOf.has(unlocalized(route)) && !NOT_FOUND_ROUTES.includes(route),
);

describe('the code each page runs', () => {
  it('has pages in other languages to compare with their first-language twins', () => {
    expect(twinned.length).toBeGreaterThan(0);
  });

  for (const route of twinned) {
    it(`${route}: the scripts and islands of ${unlocalized(route)}, in the same order`, () => {
      expect(codeOf(htmlOf.get(route)!)).toEqual(codeOf(htmlOf.get(unlocalized(route))!));
    });
  }

  it('preloads no module on any page: an island fetches its code when it hydrates', () => {
    const preloading = routes.filter((route) => /<link\b[^>]*\brel="modulepreload"/.test(htmlOf.get(route)!));
    expect(preloading).toEqual([]);
  });
});
