// The review's findings as data and as the pull request's table: one entry per route, changed routes
// first, bytes against the budgets, outdated translations named; the table short, grouped by page.
import { describe, expect, it } from 'vitest';
import type { RouteComparison } from '../../scripts/review/compare.mjs';
import { percent, signedBytes, statusCounts, summarize, summaryMarkdown } from '../../scripts/review/summary.mjs';
import { byteChanges } from '../../scripts/review/weights.mjs';
import { BUDGET } from '../../scripts/weights/byte-budgets';

const size = { width: 375, height: 1000 };
const shot = (changedPixels: number, after = size) => ({
  before: size,
  after,
  changedPixels,
  share: changedPixels / (375 * 1000),
});
const comparison = (
  route: string,
  status: RouteComparison['status'],
  extra: Partial<RouteComparison> = {},
): RouteComparison => ({
  route,
  status,
  shots:
    status === 'added' || status === 'removed'
      ? {}
      : { mobile: shot(0), 'mobile-dark': shot(0), desktop: shot(0), 'desktop-dark': shot(0) },
  text: [],
  textChanges: { added: 0, removed: 0 },
  ...extra,
});
const page = { html: 9000, css: 10000, js: 70000 };
const shots = {
  mobile: { width: 375, theme: 'light' },
  'mobile-dark': { width: 375, theme: 'dark' },
  desktop: { width: 1280, theme: 'light' },
  'desktop-dark': { width: 1280, theme: 'dark' },
} as const;

const summary = summarize({
  base: 'a'.repeat(40),
  head: 'b'.repeat(40),
  shots,
  comparisons: [
    comparison('/about', 'unchanged'),
    comparison('/services', 'unchanged'),
    comparison('/plan', 'changed', {
      shots: {
        mobile: shot(750, { width: 375, height: 1020 }),
        'mobile-dark': shot(375, { width: 375, height: 1020 }),
        desktop: shot(0),
        'desktop-dark': shot(0),
      },
      textChanges: { added: 1, removed: 1 },
    }),
    comparison('/home', 'changed', {
      shots: { mobile: shot(1), 'mobile-dark': shot(1), desktop: shot(2), 'desktop-dark': shot(2) },
    }),
    comparison('/gone', 'removed'),
    comparison('/new', 'added'),
    comparison('/de/home', 'unchanged'),
    comparison('/de/plan', 'changed', {
      shots: { mobile: shot(30), 'mobile-dark': shot(0), desktop: shot(0), 'desktop-dark': shot(0) },
      text: [
        { op: 'removed', text: 'Für alle Teams' },
        { op: 'added', text: 'Für wachsende Teams' },
      ],
      textChanges: { added: 1, removed: 1 },
    }),
  ],
  outdated: {
    '/de/home': [{ source: 'content/pages/home.yaml', file: 'content/de/pages/home.yaml', fields: ['hero.title'] }],
  },
  bytes: {
    base: {
      '/about': page,
      '/services': page,
      '/plan': page,
      '/home': page,
      '/gone': page,
      '/de/home': page,
      '/de/plan': page,
    },
    head: {
      '/de/home': page,
      '/de/plan': page,
      '/about': page,
      '/services': { ...page, js: 70100 },
      '/plan': { ...page, html: 9040 },
      '/home': page,
      '/new': { ...page, js: BUDGET.js + 1 },
    },
  },
});

describe('summarize', () => {
  it('lists every route once, changed first, then added, removed and unchanged, each by route', () => {
    expect(summary.routes.map((route) => [route.route, route.status])).toEqual([
      ['/de/plan', 'changed'],
      ['/home', 'changed'],
      ['/plan', 'changed'],
      ['/new', 'added'],
      ['/gone', 'removed'],
      ['/about', 'unchanged'],
      ['/de/home', 'unchanged'],
      ['/services', 'unchanged'],
    ]);
    expect(statusCounts(summary)).toEqual({ changed: 3, added: 1, removed: 1, unchanged: 3 });
  });

  it("names each route's page and language, its changed words, and whether its translation is outdated", () => {
    const byRoute = Object.fromEntries(summary.routes.map((route) => [route.route, route]));
    expect(byRoute['/de/plan']).toMatchObject({ page: '/plan', locale: 'de', words: { added: 1, removed: 1 } });
    expect(byRoute['/de/home']).toMatchObject({
      translationOutdated: true,
      outdatedTranslations: [
        { source: 'content/pages/home.yaml', file: 'content/de/pages/home.yaml', fields: ['hero.title'] },
      ],
    });
    expect(byRoute['/home']).toMatchObject({ page: '/home', translationOutdated: false, outdatedTranslations: [] });
  });

  it('keeps the base and head commits and, per route, pixels, heights, text and bytes', () => {
    expect(summary.base).toBe('a'.repeat(40));
    expect(summary.head).toBe('b'.repeat(40));
    const plan = summary.routes.find((route) => route.route === '/plan')!;
    expect(plan.pixels).toEqual({ mobile: 0.002, 'mobile-dark': 0.001, desktop: 0, 'desktop-dark': 0 });
    expect(plan.heights).toEqual({
      mobile: { before: 1000, after: 1020 },
      'mobile-dark': { before: 1000, after: 1020 },
    });
    expect(plan.text).toEqual({ added: 1, removed: 1 });
    expect(plan.bytes.html).toEqual({ before: 9000, after: 9040, delta: 40, budget: BUDGET.html, overBudget: false });
    const added = summary.routes.find((route) => route.route === '/new')!;
    expect(added.pixels).toEqual({});
    expect(added.bytes.js).toMatchObject({ before: null, delta: BUDGET.js + 1, overBudget: true });
    expect(summary.routes.find((route) => route.route === '/gone')!.bytes.css).toMatchObject({
      after: null,
      delta: -10000,
      overBudget: false,
    });
  });
});

describe('byteChanges', () => {
  it('compares each kind with its budget', () => {
    const changes = byteChanges(
      { html: 100, css: 100, js: 100 },
      { html: 90, css: 100, js: 200 },
      { html: 95, css: 100, js: 150 },
    );
    expect(changes).toEqual({
      html: { before: 100, after: 90, delta: -10, budget: 95, overBudget: false },
      css: { before: 100, after: 100, delta: 0, budget: 100, overBudget: false },
      js: { before: 100, after: 200, delta: 100, budget: 150, overBudget: true },
    });
  });
});

describe('summaryMarkdown', () => {
  const links = { preview: 'https://pages.example/pr-7/', report: 'https://pages.example/pr-7/review/' };
  const markdown = summaryMarkdown(summary, links);
  const rows = markdown.split('\n').filter((line) => /^\| \[?`/.test(line));

  it('opens with the counts, the commits and the report', () => {
    expect(markdown.split('\n')[0]).toBe(
      '**Visual review** of `bbbbbbb` against `aaaaaaa`: 3 changed, 1 added, 1 removed, 3 unchanged; 1 with an outdated translation. [Open the report](https://pages.example/pr-7/review/)',
    );
  });

  it('has four columns: route, changed words, pixels, and bytes since some moved', () => {
    expect(markdown).toContain('| route | changed words | pixels changed | bytes (gzip) |');
  });

  it("lists changed pages first, each page's languages together, linked to the preview and the report", () => {
    expect(rows.map((row) => /`[^`]+`/.exec(row)?.[0])).toEqual([
      '`/home`',
      '`/de/home`',
      '`/plan`',
      '`/de/plan`',
      '`/new`',
      '`/gone`',
      '`/services`',
    ]);
    expect(rows[3]).toBe(
      '| [`/de/plan`](https://pages.example/pr-7/de/plan) · [report](https://pages.example/pr-7/review/#r-de-plan) | +1 −1 | < 0.01 % | – |',
    );
    expect(rows[1]).toContain('| ⚠ translation outdated: `hero → title` | 0 % |');
    expect(rows[2]).toContain('| 0.20 % | HTML 8.8 KB (+40 B) |');
    expect(rows[4]).toContain(`JS ${(BUDGET.js / 1024 + 1 / 1024).toFixed(1)} KB`);
    expect(rows[4]).toContain(`⚠ over ${(BUDGET.js / 1024).toFixed(1)} KB`);
    expect(rows[5]).toContain('| removed | – |');
  });

  it('leaves the bytes column out when no bytes moved, and the table out when nothing changed', () => {
    const calm = summarize({
      base: 'a'.repeat(40),
      head: 'a'.repeat(40),
      shots,
      comparisons: [comparison('/about', 'unchanged')],
      bytes: { base: { '/about': page }, head: { '/about': page } },
    });
    expect(summaryMarkdown(calm)).toBe(
      '**Visual review** of `aaaaaaa` against `aaaaaaa`: 0 changed, 0 added, 0 removed, 1 unchanged.\n',
    );
    const reworded = summarize({
      base: 'a'.repeat(40),
      head: 'b'.repeat(40),
      shots,
      comparisons: [
        comparison('/about', 'changed', {
          textChanges: { added: 1, removed: 0 },
          text: [{ op: 'added', text: 'Hi there' }],
        }),
      ],
      bytes: { base: { '/about': page }, head: { '/about': page } },
    });
    expect(summaryMarkdown(reworded)).toContain('| route | changed words | pixels changed |\n');
    expect(summaryMarkdown(reworded)).toContain('| `/about` | +2 −0 | 0 % |');
  });
});

describe('figures', () => {
  it('prints shares and byte changes for people', () => {
    expect(percent(0)).toBe('0 %');
    expect(percent(0.00001)).toBe('< 0.01 %');
    expect(percent(0.1234)).toBe('12.34 %');
    expect(signedBytes(0)).toBe('±0 B');
    expect(signedBytes(-12)).toBe('−12 B');
    expect(signedBytes(2048)).toBe('+2.0 KB');
  });
});
