// The content check knows, before the site is built, the places on a page a link may name: the ids it works out
// for the headings of every MDX text (scripts/content-check/mdx.mjs) are the ids the built page gives them, in
// every language, on the pages it takes each text's page to be (scripts/content-check/site-routes.mjs). Were the build to make them another way, the check would refuse good links or pass broken ones.
// Node's environment, with a document of jsdom's per page: the MDX compiler the check runs fails in Vitest's jsdom
// environment.
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadCollections } from '../../scripts/content-check/collections.mjs';
import { readEntries } from '../../scripts/content-check/entries.mjs';
import { mdxProblems } from '../../scripts/content-check/mdx.mjs';
import { pageCollections, textPage } from '../../scripts/content-check/site-routes.mjs';
import { readContentFiles } from '../../scripts/content-check/translation-files.mjs';
import { pathIn } from '../../src/i18n/path-in';
import { builtHtmlByRoute } from '../support/built-site';
import { SITE_DIR } from '../support/sites';

const root = resolve('.');
const files = await readContentFiles(root, await loadCollections(root));
const { entries, sources } = await readEntries(root, files);
const { headingIds } = await mdxProblems(sources);
const built = builtHtmlByRoute(SITE_DIR);
const singlePages = pageCollections(root);
// A production build leaves drafts out; the check reads their headings all the same.
const isDraft = (data: unknown) => (data as { draft?: unknown }).draft === true;
const pages = entries.flatMap((entry) => {
  const page = textPage(entry, singlePages);
  const ids = headingIds.get(entry.source.file);
  const original = entries.find(
    (other) => !other.isTranslation && other.collection === entry.collection && other.id === entry.id,
  );
  return page && ids?.length && !isDraft(original?.data)
    ? [
        {
          file: entry.source.file,
          route: pathIn(page, entry.locale, files.locales),
          ids,
          isTranslation: entry.isTranslation,
          singlePage: singlePages.has(entry.collection.name),
        },
      ]
    : [];
});

describe("the content check's heading ids", () => {
  it('are compared on pages of the first language and of translations, and on single pages', () => {
    expect(new Set(pages.map(({ isTranslation }) => isTranslation))).toEqual(new Set([false, true]));
    expect(pages.some(({ singlePage }) => singlePage)).toBe(true);
  });

  for (const { file, route, ids } of pages) {
    it(`${file}: the ids of the headings on ${route}`, () => {
      const html = built.get(route);
      expect(html, `${route} was not built`).toBeDefined();
      const headings = new JSDOM(html).window.document.querySelectorAll('.prose-copy :is(h2, h3, h4, h5, h6)');
      expect([...headings].map((heading) => heading.id)).toEqual(ids);
    });
  }
});
