// The review's comparison: pixels (pixelmatch), routes present on one side only, and what makes a route
// changed. Images are made here, a few pixels wide.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compareShots,
  compareSites,
  fewestPlaces,
  pairRoutes,
  pngSize,
  routeStatus,
} from '../../scripts/review/compare.mjs';
import { shotFile } from '../../scripts/review/shoot.mjs';
import { png } from '../support/png';

const red: [number, number, number, number] = [255, 0, 0, 255];

describe('compareShots', () => {
  it('finds no change between two equal shots', () => {
    const shot = png(4, 3);
    expect(compareShots(shot, Buffer.from(shot))).toEqual({
      before: { width: 4, height: 3 },
      after: { width: 4, height: 3 },
      changedPixels: 0,
      share: 0,
    });
  });

  it('counts every pixel whose colour changed visibly, not one a level apart, and says which rows', () => {
    const before = png(6, 6);
    const after = png(
      6,
      6,
      [255, 255, 255, 255],
      [
        { x: 1, y: 1, rgba: red },
        // A gradient moved or stretched dithers a level or two differently: not a change anyone sees.
        { x: 3, y: 2, rgba: [254, 253, 254, 255] },
        { x: 4, y: 4, rgba: [235, 235, 235, 255] },
      ],
    );
    const result = compareShots(before, after);
    expect(result.changedPixels).toBe(2);
    expect(result.share).toBeCloseTo(2 / 36);
    expect(result.changes?.map((change) => change.diff)).toEqual([{ top: 1, bottom: 4 }]);
    expect(result.blocks).toEqual({ inserted: 0, removed: 0 });
    expect(result.diff && pngSize(result.diff)).toEqual({ width: 6, height: 6 });
  });

  it('does not count the blended edge of a shape that moved by a fraction of a pixel', () => {
    // A black bar on white whose right edge blends in a grey column; moved a little right, the grey darkens.
    const bar = (edge: number) =>
      png(
        8,
        8,
        [255, 255, 255, 255],
        Array.from({ length: 8 }, (_, y) => [
          ...[0, 1, 2].map((x) => ({ x, y, rgba: [0, 0, 0, 255] as [number, number, number, number] })),
          { x: 3, y, rgba: [edge, edge, edge, 255] as [number, number, number, number] },
        ]).flat(),
      );
    expect(compareShots(bar(180), bar(90)).changedPixels).toBe(0);
    // A column that turns from white to black is a change, not a blend.
    expect(compareShots(bar(255), bar(0)).changedPixels).toBe(8);
  });

  it('counts the rows only the taller shot has as changed', () => {
    const result = compareShots(png(4, 2), png(4, 3));
    expect(result.before).toEqual({ width: 4, height: 2 });
    expect(result.after).toEqual({ width: 4, height: 3 });
    expect(result.changedPixels).toBe(4);
    expect(result.blocks).toEqual({ inserted: 1, removed: 0 });
  });

  it('shows an inserted block as inserted and compares what moved below it with its moved self', () => {
    // Ten distinct rows; the after shot has two new rows after the third, and the rest moved down by two.
    const stripes = (height: number, at: (row: number) => number) =>
      png(
        2,
        height,
        [255, 255, 255, 255],
        Array.from({ length: height }, (_, y) => ({
          x: 0,
          y,
          rgba: [at(y), 0, 0, 255] as [number, number, number, number],
        })),
      );
    const before = stripes(10, (y) => y * 10);
    const after = stripes(12, (y) => (y < 3 ? y * 10 : y < 5 ? 200 + y : (y - 2) * 10));
    const result = compareShots(before, after);
    expect(result.blocks).toEqual({ inserted: 2, removed: 0 });
    expect(result.changedPixels).toBe(2 * 2);
    expect(result.changes).toEqual([
      { diff: { top: 3, bottom: 4 }, before: { top: 2, bottom: 3 }, after: { top: 3, bottom: 4 } },
    ]);
    const diff = PNG.sync.read(result.diff!);
    expect(diff.height).toBe(12);
    // Below the insert, nothing is red: a pixel of row 8 is a kept pixel, faded.
    expect([...diff.data.subarray(8 * 2 * 4, 8 * 2 * 4 + 4)]).not.toEqual(red);
    // A pixel of an inserted row is washed green.
    const inserted = [...diff.data.subarray(3 * 2 * 4 + 4, 3 * 2 * 4 + 8)];
    expect(inserted[1]).toBeGreaterThan(inserted[0]);
  });

  it('keeps a band that renders a level apart when the page grows as it is, not as a removed and an inserted row', () => {
    // A dark header's band (grey 30) whose top rows render at 31 once a row (200) is inserted further down.
    const greys = (levels: number[]) =>
      png(
        2,
        levels.length,
        [0, 0, 0, 255],
        levels.flatMap((level, y) =>
          [0, 1].map((x) => ({ x, y, rgba: [level, level, level, 255] as [number, number, number, number] })),
        ),
      );
    const result = compareShots(
      greys([30, 30, 30, 30, 30, 30, 30, 100, 120, 140]),
      greys([31, 31, 31, 31, 30, 30, 30, 100, 200, 120, 140]),
    );
    expect(result.blocks).toEqual({ inserted: 1, removed: 0 });
    expect(result.changedPixels).toBe(2);
  });

  it('names each place that changed apart when they are far apart', () => {
    const red4 = (y: number) => ({ x: 0, y, rgba: red });
    const result = compareShots(png(2, 1000), png(2, 1000, [255, 255, 255, 255], [red4(10), red4(12), red4(900)]));
    expect(result.changes?.map((change) => change.diff)).toEqual([
      { top: 10, bottom: 12 },
      { top: 900, bottom: 900 },
    ]);
  });

  it('reads the size from the PNG header', () => {
    expect(pngSize(png(7, 9))).toEqual({ width: 7, height: 9 });
  });
});

describe('fewestPlaces', () => {
  it('takes the closest places together until few enough are left', () => {
    const places = [
      { top: 0, bottom: 5 },
      { top: 100, bottom: 110 },
      { top: 120, bottom: 130 },
      { top: 900, bottom: 950 },
    ];
    expect(fewestPlaces(places, 3)).toEqual([
      { top: 0, bottom: 5 },
      { top: 100, bottom: 130 },
      { top: 900, bottom: 950 },
    ]);
    expect(fewestPlaces(places, 1)).toEqual([{ top: 0, bottom: 950 }]);
    expect(fewestPlaces(places, 4)).toEqual(places);
  });
});

describe('pairRoutes and routeStatus', () => {
  it('sorts the routes of both sides and says where each is', () => {
    expect(pairRoutes(['/plan', '/about'], ['/plan', '/new'])).toEqual([
      { route: '/about', side: 'removed' },
      { route: '/new', side: 'added' },
      { route: '/plan', side: 'both' },
    ]);
  });

  it('calls a route changed when a pixel or a line of visible text changed', () => {
    expect(routeStatus({ side: 'both', changedPixels: [0, 0], textChanges: 0 })).toBe('unchanged');
    expect(routeStatus({ side: 'both', changedPixels: [0, 3], textChanges: 0 })).toBe('changed');
    expect(routeStatus({ side: 'both', changedPixels: [0, 0], textChanges: 1 })).toBe('changed');
    expect(routeStatus({ side: 'added', changedPixels: [], textChanges: 4 })).toBe('added');
    expect(routeStatus({ side: 'removed', changedPixels: [], textChanges: 4 })).toBe('removed');
  });
});

describe('compareSites', () => {
  const folder = mkdtempSync(join(tmpdir(), 'review-compare-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const side = (name: string, shots: Record<string, Buffer>) => {
    const dir = join(folder, name);
    mkdirSync(dir);
    for (const [file, data] of Object.entries(shots)) writeFileSync(join(dir, file), data);
    return dir;
  };

  it('gives every route of both sides its status, text diff and per-width comparison', () => {
    const plain = png(3, 3);
    const base = side('base', {
      [shotFile('/same', 'mobile')]: plain,
      [shotFile('/plan', 'mobile')]: plain,
      [shotFile('/words', 'mobile')]: plain,
      [shotFile('/old', 'mobile')]: plain,
    });
    const head = side('head', {
      [shotFile('/same', 'mobile')]: plain,
      [shotFile('/plan', 'mobile')]: png(3, 3, [255, 255, 255, 255], [{ x: 0, y: 0, rgba: red }]),
      [shotFile('/words', 'mobile')]: plain,
      [shotFile('/new', 'mobile')]: plain,
    });
    const texts = { '/same': ['Hello'], '/plan': ['Plans'], '/words': ['Buy now'] };
    const result = compareSites(
      { dir: base, routes: ['/old', '/plan', '/same', '/words'], texts: { ...texts, '/old': ['Old page'] } },
      {
        dir: head,
        routes: ['/new', '/plan', '/same', '/words'],
        texts: { ...texts, '/new': ['New page'], '/words': ['Buy today'] },
      },
      ['mobile'],
    );
    expect(result.map(({ route, status }) => [route, status])).toEqual([
      ['/new', 'added'],
      ['/old', 'removed'],
      ['/plan', 'changed'],
      ['/same', 'unchanged'],
      ['/words', 'changed'],
    ]);
    const byRoute = Object.fromEntries(result.map((entry) => [entry.route, entry]));
    expect(byRoute['/plan'].shots.mobile.changedPixels).toBe(1);
    expect(byRoute['/words'].shots.mobile.changedPixels).toBe(0);
    expect(byRoute['/words'].textChanges).toEqual({ added: 1, removed: 1 });
    expect(byRoute['/new'].text).toEqual([{ op: 'added', text: 'New page' }]);
    expect(byRoute['/old'].text).toEqual([{ op: 'removed', text: 'Old page' }]);
    expect(byRoute['/new'].shots).toEqual({});
  });

  it('counts the pages the builds share byte for byte as unchanged, without shots to read', () => {
    const plain = png(2, 2);
    const base = side('base-identical', { [shotFile('/plan', 'mobile')]: plain });
    const head = side('head-identical', { [shotFile('/plan', 'mobile')]: plain });
    const result = compareSites(
      { dir: base, routes: ['/plan'], texts: { '/plan': ['Plans'] } },
      { dir: head, routes: ['/plan'], texts: { '/plan': ['Plans'] } },
      ['mobile'],
      new Set(['/about']),
    );
    expect(result.map(({ route, status, shots }) => [route, status, shots])).toEqual([
      ['/about', 'unchanged', {}],
      ['/plan', 'unchanged', { mobile: expect.objectContaining({ changedPixels: 0 }) }],
    ]);
  });
});
