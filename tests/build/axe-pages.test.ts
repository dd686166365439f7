// @vitest-environment jsdom
// axe's WCAG 2.2 A/AA and best-practice rules that need no layout (names, roles, landmarks, headings, lists,
// alternative texts, languages, ids) over the built HTML of every page the end-to-end tests do not visit: the
// other categories and services, their translations and the not-found pages. Those pages share their kind's
// template, scripts and colours with a visited page (tests/e2e/pages.spec.ts runs axe in full there, colours
// included); their words and structure are their own. Rules that need a rendered page are the browser's:
// contrast and target size are switched off here (jsdom lays nothing out, so they would measure empty boxes,
// and target size took a third of the time), and the others report "incomplete" in jsdom, never a violation.
import axe, { type Result } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/built-site';
import { ROOT_ROUTES, isFirstOfKind } from '../support/routes';
import { SITE_DIR } from '../support/sites';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const pages = builtPages(SITE_DIR).filter(({ route }) => !ROOT_ROUTES.includes(route) && !isFirstOfKind(route));

const summarize = (violations: Result[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);

it('covers every page the browser does not visit, in every language', () => {
  expect(pages.length).toBeGreaterThan(10);
});

describe('axe, rules that need no layout', () => {
  for (const { route, html } of pages) {
    it(`${route} has no violations`, async () => {
      // The page becomes this test's document, as the browser would parse it (scripts do not run).
      document.open();
      document.write(html);
      document.close();
      const { violations } = await axe.run(document, {
        runOnly: { type: 'tag', values: WCAG_TAGS },
        rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
        resultTypes: ['violations'],
      });
      expect(summarize(violations)).toEqual([]);
      // axe cannot settle its page-level rules landmark-one-main and page-has-heading-one in jsdom (they report
      // "incomplete" even for a page without <main>), so what they ask is checked here.
      expect(document.querySelectorAll('main, [role="main"]').length, 'main landmarks').toBeGreaterThan(0);
      expect(
        document.querySelectorAll('h1, [role="heading"][aria-level="1"]').length,
        'level-one headings',
      ).toBeGreaterThan(0);
    });
  }
});
