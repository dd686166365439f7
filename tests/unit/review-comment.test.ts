// The pull request's comment is built from a checked summary: anything a fork could have slipped into
// summary.json (Markdown, links, HTML, unknown fields) is refused or left out.
import { describe, expect, it } from 'vitest';
import { commentBody } from '../../scripts/review/comment.mjs';
import { checkedSummary } from '../../scripts/review/summary-check.mjs';

const change = { before: 9000, after: 9040, delta: 40, budget: 25600, overBudget: false };
const route = (path: string, extra: Record<string, unknown> = {}) => ({
  route: path,
  page: path.replace(/^\/de/, ''),
  locale: path.startsWith('/de/') ? 'de' : 'en',
  status: 'changed',
  pixels: { mobile: 0.002 },
  heights: {},
  text: { added: 1, removed: 1 },
  words: { added: 2, removed: 1 },
  bytes: { html: change, css: { ...change, delta: 0 }, js: { ...change, delta: 0 } },
  translationOutdated: false,
  outdatedTranslations: [],
  ...extra,
});
/** A summary as JSON gives it, loose enough to be spoiled. */
type Loose = {
  head: string;
  routes: {
    route: string;
    status: string;
    pixels: Record<string, number>;
    outdatedTranslations: { fields: string[] }[];
  }[];
};
const summary = (): Loose & Record<string, unknown> => ({
  base: 'a'.repeat(40),
  head: 'b'.repeat(40),
  headDirty: false,
  shots: { mobile: { width: 375, theme: 'light' } },
  routes: [
    route('/home'),
    route('/de/home', {
      status: 'unchanged',
      translationOutdated: true,
      outdatedTranslations: [{ source: 'content/faq.yaml', file: 'content/de/faq.yaml', fields: ['[invoices]'] }],
    }),
  ],
});

describe('checkedSummary', () => {
  it('copies a summary of the right shape, and nothing else', () => {
    const checked = checkedSummary({ ...summary(), note: '<img src=x>' });
    expect(checked).toEqual(summary());
    expect(checked).not.toHaveProperty('note');
  });

  it.each([
    ['a route with Markdown', (s: Loose) => (s.routes[0].route = '/home](https://evil.example)')],
    ['a field with a backtick', (s: Loose) => (s.routes[1].outdatedTranslations[0].fields = ['a` [x](y)'])],
    ['a status it does not know', (s: Loose) => (s.routes[0].status = 'approved')],
    ['a share of pixels above 1', (s: Loose) => (s.routes[0].pixels = { mobile: 2 })],
    ['a commit that is not one', (s: Loose) => (s.head = 'main')],
  ])('refuses %s', (_, spoil) => {
    const spoiled = summary();
    spoil(spoiled);
    expect(() => checkedSummary(spoiled)).toThrow(/^summary\.json: /);
  });
});

describe('commentBody', () => {
  it('links the preview and the report under the pages address, then the table', () => {
    const body = commentBody({ summary: summary(), number: 7, pagesUrl: 'https://owner.github.io/site/' });
    expect(body).toMatch(
      /^\*\*Preview:\*\* https:\/\/owner\.github\.io\/site\/pr-7\/home · \*\*Visual review:\*\* https:\/\/owner\.github\.io\/site\/pr-7\/review\//,
    );
    expect(body).toContain(
      '| [`/home`](https://owner.github.io/site/pr-7/home) · [report](https://owner.github.io/site/pr-7/review/#r-home) | +2 −1 |',
    );
    expect(body).toContain('⚠ translation outdated: `invoices`');
  });

  it('cuts the table to stay under the limit, saying how many rows are left out', () => {
    const many = { ...summary(), routes: Array.from({ length: 200 }, (_, i) => route(`/service/s${i}`)) };
    const body = commentBody({ summary: many, number: 7, pagesUrl: 'https://owner.github.io/site/', limit: 5000 });
    expect(body.length).toBeLessThanOrEqual(5000);
    expect(body).toMatch(/… \d+ more rows in the report\.\n$/);
  });
});
