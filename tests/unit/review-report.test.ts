// The review's report: one page that opens from disk, changed routes first, before/after/difference with
// a switch that needs no script, the text diff in words, the bytes; and the files next to it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareShots, type RouteComparison } from '../../scripts/review/compare.mjs';
import { reportHtml, routeId, textDiffHtml, writeReport } from '../../scripts/review/report.mjs';
import { shotFile } from '../../scripts/review/shoot.mjs';
import { summarize, summaryMarkdown } from '../../scripts/review/summary.mjs';
import { diffItems } from '../../scripts/review/text-diff.mjs';
import { WEBP_MAX_SIDE } from '../../scripts/review/images.mjs';
import { AFTER_A_CLICK } from '../../scripts/review/page-text.mjs';
import { png } from '../support/png';

const shots = { mobile: { width: 375, theme: 'light' }, 'mobile-dark': { width: 375, theme: 'dark' } } as const;
const plain = png(3, 40);
const marked = png(3, 40, [255, 255, 255, 255], [{ x: 1, y: 20, rgba: [255, 0, 0, 255] }]);
const comparisons: RouteComparison[] = [
  {
    route: '/about',
    status: 'unchanged',
    shots: { mobile: compareShots(plain, plain), 'mobile-dark': compareShots(plain, plain) },
    text: diffItems(['About'], ['About']),
    textChanges: { added: 0, removed: 0 },
  },
  {
    route: '/plan',
    status: 'changed',
    shots: { mobile: compareShots(plain, marked), 'mobile-dark': compareShots(plain, marked) },
    text: diffItems(['Plans', 'For all <teams>'], ['Plans', 'For growing <teams>']),
    textChanges: { added: 1, removed: 1 },
  },
  { route: '/new', status: 'added', shots: {}, text: diffItems([], ['New']), textChanges: { added: 1, removed: 0 } },
];
const page = { html: 1000, css: 1000, js: 0 };
const summary = summarize({
  base: 'a'.repeat(40),
  head: 'b'.repeat(40),
  shots,
  comparisons,
  bytes: {
    base: { '/about': page, '/plan': page },
    head: { '/about': page, '/plan': { ...page, html: 1010 }, '/new': page },
  },
});

describe('reportHtml', () => {
  const images = {
    '/plan': {
      mobile: {
        before: ['images/plan.mobile.before.png'],
        after: ['images/plan.mobile.after.png'],
        diff: ['images/plan.mobile.diff.png'],
      },
      'mobile-dark': {
        before: ['images/plan.mobile-dark.before.png'],
        after: ['images/plan.mobile-dark.after.png'],
        diff: ['images/plan.mobile-dark.diff.png'],
      },
    },
  };
  const html = reportHtml(summary, comparisons, images);

  it('lists the changed route before the added one and names the unchanged one', () => {
    expect(html.indexOf(`id="${routeId('/plan')}"`)).toBeGreaterThan(0);
    expect(html.indexOf(`id="${routeId('/plan')}"`)).toBeLessThan(html.indexOf(`id="${routeId('/new')}"`));
    expect(html).not.toContain(`id="${routeId('/about')}"`);
    expect(html).toMatch(/<h2>Unchanged<\/h2>\s*<p><code>\/about<\/code><\/p>/);
  });

  it('offers before, after, difference and both side by side as radio buttons, with no script and nothing from elsewhere', () => {
    for (const view of ['both', 'before', 'after', 'diff'])
      expect(html).toContain(`id="${routeId('/plan')}-mobile-${view}"`);
    expect(html).toContain('src="images/plan.mobile.diff.png"');
    expect(html).not.toMatch(/<script|<link|https?:\/\//);
  });

  it('shows the dark shot of each width beside the light one', () => {
    const article = html.slice(html.indexOf(`id="${routeId('/plan')}"`));
    const width = article.slice(article.indexOf('<h3>375 px</h3><div class="themes">'));
    expect(width.indexOf('<h4>light: ')).toBeGreaterThan(0);
    expect(width.indexOf('<h4>dark: ')).toBeGreaterThan(width.indexOf('<h4>light: '));
    expect(html).toContain(`id="${routeId('/plan')}-mobile-dark-diff"`);
    expect(html).toContain('src="images/plan.mobile-dark.diff.png"');
    expect(html).toContain('Full-page screenshots at 375 px, in the light and dark themes.');
  });

  it('shows the changed words, escaped', () => {
    expect(html).toContain('<del>all </del>');
    expect(html).toContain('<ins>growing </ins>');
    expect(html).toContain('&lt;teams&gt;');
    expect(html).not.toContain('<teams>');
  });

  it('links each route to its section and, when the preview is known, to its preview page', () => {
    const linked = reportHtml(summary, comparisons, images, { preview: 'https://pages.example/pr-7/' });
    expect(linked).toContain(`<a href="#${routeId('/plan')}"><code>/plan</code></a>`);
    expect(linked).toContain('<a href="https://pages.example/pr-7/plan">preview</a>');
    expect(html).not.toContain('>preview</a>');
  });

  it('marks a line a visitor reads only after a click', () => {
    const clicked = textDiffHtml(diffItems(['Plans', `${AFTER_A_CLICK}€90`], ['Plans', `${AFTER_A_CLICK}€99`]));
    expect(clicked).toContain('<b class="click">after a click</b> <del>€90</del>');
  });

  it('has a section for every route the summary links to, those that only weigh different or read outdated included', () => {
    const unchangedLook = (
      route: string,
      delta: number,
      outdated: boolean,
    ): RouteComparison & { delta: number; outdated: boolean } => ({
      route,
      status: 'unchanged',
      shots: {},
      text: [],
      textChanges: { added: 0, removed: 0 },
      delta,
      outdated,
    });
    const quiet = [
      unchangedLook('/about', 40, false),
      unchangedLook('/de/about', 0, true),
      unchangedLook('/fr/about', 12, true),
    ];
    const others = summarize({
      base: 'a'.repeat(40),
      head: 'b'.repeat(40),
      shots,
      comparisons: [...comparisons.filter((item) => item.status !== 'unchanged'), ...quiet],
      bytes: {
        base: Object.fromEntries([...quiet.map((item) => [item.route, page]), ['/plan', page]]),
        head: Object.fromEntries([
          ...quiet.map((item) => [item.route, { ...page, html: 1000 + item.delta }]),
          ['/plan', page],
          ['/new', page],
        ]),
      },
      outdated: Object.fromEntries(
        quiet
          .filter((item) => item.outdated)
          .map((item) => [
            item.route,
            [
              {
                source: 'content/pages/about.mdx',
                file: `content${item.route.slice(0, 3)}/pages/about.mdx`,
                fields: ['body'],
              },
            ],
          ]),
      ),
    });
    const linked = reportHtml(others, [...comparisons, ...quiet], images);
    const anchors = [...summaryMarkdown(others, { report: 'index.html' }).matchAll(/\(index\.html#([^)]+)\)/g)].map(
      (match) => match[1],
    );
    expect(anchors).toEqual(
      expect.arrayContaining([routeId('/about'), routeId('/de/about'), routeId('/fr/about'), routeId('/plan')]),
    );
    for (const anchor of anchors) expect(linked.split(`id="${anchor}"`), anchor).toHaveLength(2);
  });

  it('keeps the preview out of search engines', () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('textDiffHtml', () => {
  it('says when the text did not change', () => {
    expect(textDiffHtml(diffItems(['a'], ['a']))).toBe('<p>No change in the visible text.</p>');
  });
});

describe('writeReport', () => {
  const folder = mkdtempSync(join(tmpdir(), 'review-report-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the page, the images of the routes to look at as WebP, summary.json and summary.md', async () => {
    const folders = { base: join(folder, 'base'), head: join(folder, 'head') };
    mkdirSync(folders.base);
    mkdirSync(folders.head);
    for (const label of Object.keys(summary.shots)) {
      for (const route of ['/about', '/plan']) writeFileSync(join(folders.base, shotFile(route, label)), plain);
      writeFileSync(join(folders.head, shotFile('/about', label)), plain);
      writeFileSync(join(folders.head, shotFile('/plan', label)), marked);
      writeFileSync(join(folders.head, shotFile('/new', label)), plain);
    }
    const out = join(folder, 'review');
    await writeReport({ out, summary, comparisons, shots: folders });

    expect(readdirSync(join(out, 'images')).sort()).toEqual(
      ['mobile', 'mobile-dark']
        .flatMap((label) => [
          `new.${label}.after.webp`,
          `plan.${label}.after.close-up.webp`,
          `plan.${label}.after.webp`,
          `plan.${label}.before.close-up.webp`,
          `plan.${label}.before.webp`,
          `plan.${label}.diff.close-up.webp`,
          `plan.${label}.diff.webp`,
        ])
        .sort(),
    );
    const json = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(json.base).toBe('a'.repeat(40));
    expect(json.head).toBe('b'.repeat(40));
    expect(json.routes.map((route: { route: string; status: string }) => [route.route, route.status])).toEqual([
      ['/plan', 'changed'],
      ['/new', 'added'],
      ['/about', 'unchanged'],
    ]);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain(
      '| `/plan` · [report](index.html#r-plan) | +1 −1 |',
    );
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    for (const [, src] of html.matchAll(/src="([^"]+)"/g)) expect(existsSync(join(out, src)), src).toBe(true);
    expect(html).toContain('Around the change (rows 0 to 39 of the difference)');
  });

  /** Writes the report of one changed route, shot as `before` and `after` in every view; resolves with its folder. */
  async function reportOfOneRoute(name: string, route: string, before: Buffer, after: Buffer) {
    const folders = { base: join(folder, `base-${name}`), head: join(folder, `head-${name}`) };
    mkdirSync(folders.base);
    mkdirSync(folders.head);
    const shot = compareShots(before, after);
    const changed: RouteComparison[] = [
      {
        route,
        status: 'changed',
        shots: { mobile: shot, 'mobile-dark': shot },
        text: [],
        textChanges: { added: 0, removed: 0 },
      },
    ];
    for (const label of Object.keys(shots)) {
      writeFileSync(join(folders.base, shotFile(route, label)), before);
      writeFileSync(join(folders.head, shotFile(route, label)), after);
    }
    const out = join(folder, `review-${name}`);
    const oneRoute = summarize({
      base: 'a'.repeat(40),
      head: 'b'.repeat(40),
      shots,
      comparisons: changed,
      bytes: { base: {}, head: {} },
    });
    await writeReport({ out, summary: oneRoute, comparisons: changed, shots: folders });
    return out;
  }

  it('shows each place that changed in a close-up of its own', async () => {
    const tall = png(3, 1200);
    const twice = png(
      3,
      1200,
      [255, 255, 255, 255],
      [
        { x: 1, y: 20, rgba: [255, 0, 0, 255] },
        { x: 1, y: 1100, rgba: [255, 0, 0, 255] },
      ],
    );
    const out = await reportOfOneRoute('twice', '/plan', tall, twice);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('Change 1 of 2 (rows 0 to 140 of the difference)');
    expect(html).toContain('Change 2 of 2 (rows 980 to 1199 of the difference)');
    expect(existsSync(join(out, 'images', 'plan.mobile.after.close-up-2.webp'))).toBe(true);
  });

  it('shows a page taller than WebP allows in parts, one under the other', async () => {
    const height = WEBP_MAX_SIDE + 300;
    const long = png(2, height);
    const longMarked = png(2, height, [255, 255, 255, 255], [{ x: 1, y: 100, rgba: [255, 0, 0, 255] }]);
    const out = await reportOfOneRoute('long', '/de/home', long, longMarked);
    const files = readdirSync(join(out, 'images'));
    expect(files.filter((name) => name.startsWith('de__home.mobile.'))).toEqual([
      'de__home.mobile.after.close-up.webp',
      'de__home.mobile.after.part-1.webp',
      'de__home.mobile.after.part-2.webp',
      'de__home.mobile.before.close-up.webp',
      'de__home.mobile.before.part-1.webp',
      'de__home.mobile.before.part-2.webp',
      'de__home.mobile.diff.close-up.webp',
      'de__home.mobile.diff.part-1.webp',
      'de__home.mobile.diff.part-2.webp',
    ]);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    for (const [, src] of html.matchAll(/src="([^"]+)"/g)) expect(existsSync(join(out, src)), src).toBe(true);
    expect(html).toContain(
      '<div class="parts"><img src="images/de__home.mobile.after.part-1.webp" alt="After: /de/home at 375 px, light, part 1 of 2" loading="lazy"><img src="images/de__home.mobile.after.part-2.webp"',
    );
  });
});
