// The review's comparison: pixels (pixelmatch), routes present on one side only, and what makes a route
// changed. Images are made here, a few pixels wide.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  changedRows,
  compareShots,
  compareSites,
  cropRows,
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

  it('counts every pixel that differs, however little, and says which rows', () => {
    const before = png(4, 5);
    const after = png(
      4,
      5,
      [255, 255, 255, 255],
      [
        { x: 1, y: 1, rgba: [254, 255, 255, 255] },
        { x: 2, y: 3, rgba: red },
      ],
    );
    const result = compareShots(before, after);
    expect(result.changedPixels).toBe(2);
    expect(result.share).toBeCloseTo(2 / 20);
    expect(result.rows).toEqual({ top: 1, bottom: 3 });
    expect(result.diff && pngSize(result.diff)).toEqual({ width: 4, height: 5 });
  });

  it('counts the area only the taller shot covers as changed', () => {
    const result = compareShots(png(4, 2), png(4, 3));
    expect(result.before).toEqual({ width: 4, height: 2 });
    expect(result.after).toEqual({ width: 4, height: 3 });
    expect(result.changedPixels).toBe(4);
    expect(result.rows).toEqual({ top: 2, bottom: 2 });
  });

  it('reads the size from the PNG header', () => {
    expect(pngSize(png(7, 9))).toEqual({ width: 7, height: 9 });
  });
});

describe('changedRows and cropRows', () => {
  it('find the first and last differing row, and cut rows out of a shot', () => {
    const a = Buffer.alloc(3 * 4 * 4);
    const b = Buffer.from(a);
    b[2 * 3 * 4 + 5] = 1;
    expect(changedRows(a, b, 3)).toEqual({ top: 2, bottom: 2 });
    expect(changedRows(a, Buffer.from(a), 3)).toEqual({ top: -1, bottom: -1 });
    const cut = PNG.sync.read(cropRows(png(2, 10, [0, 0, 0, 255], [{ x: 0, y: 4, rgba: red }]), 4, 40));
    expect([cut.width, cut.height]).toEqual([2, 6]);
    expect([...cut.data.subarray(0, 4)]).toEqual(red);
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
