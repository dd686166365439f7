// Aligning the pixel rows of two shots: an inserted block is inserted, what moved below it is kept, a
// changed row is paired with the row it replaced.
import { describe, expect, it } from 'vitest';
import { alignedRows, alignRows, matchNearRows, rowKeys } from '../../scripts/review/row-align.mjs';

const kinds = (rows: ReturnType<typeof alignedRows>) => rows.map((row) => row.kind[0]).join('');

describe('rowKeys', () => {
  it('gives equal rows equal keys and a one-pixel difference another key', () => {
    const width = 3;
    const data = new Uint8Array(width * 4 * 3).fill(200);
    data[2 * width * 4 + 5] = 201;
    const keys = rowKeys(data, width);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('matchNearRows', () => {
  it('gives a row that looks the same the key of the row where it stood or where the change in height moved it', () => {
    // Before: a header band, a paragraph, the footer. After: a block inserted above the footer; the band and the
    // moved footer look the same as before (their keys differ), the paragraph does not.
    const before = Float64Array.from([10, 100, 200]);
    const after = Float64Array.from([11, 103, 50, 198]);
    const looksSame = (from: number, to: number) => Math.abs(before[from]! - after[to]!) <= 2;
    matchNearRows(before, after, looksSame);
    expect([...after]).toEqual([10, 103, 50, 200]);
    expect(kinds(alignedRows(before, after))).toBe('scis');
  });
});

describe('alignRows', () => {
  it('keeps the rows below an inserted block paired with their moved selves', () => {
    const before = [1, 2, 3, 4, 5];
    const after = [1, 2, 9, 9, 3, 4, 5];
    expect(alignRows(before, after)).toEqual([
      { before: 0, after: 0 },
      { before: 1, after: 1 },
      { before: -1, after: 2 },
      { before: -1, after: 3 },
      { before: 2, after: 4 },
      { before: 3, after: 5 },
      { before: 4, after: 6 },
    ]);
  });

  it('finds a removed block and an inserted one far apart', () => {
    const before = [1, 2, 3, 4, 5, 6, 7, 8];
    const after = [1, 3, 4, 5, 6, 7, 0, 8];
    const pairs = alignRows(before, after)!;
    expect(pairs.filter((pair) => pair.after < 0)).toEqual([{ before: 1, after: -1 }]);
    expect(pairs.filter((pair) => pair.before < 0)).toEqual([{ before: -1, after: 6 }]);
    expect(pairs.filter((pair) => pair.before >= 0).map((pair) => pair.before)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pairs.filter((pair) => pair.after >= 0).map((pair) => pair.after)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives up beyond the edits it may search, and handles empty sides', () => {
    expect(alignRows([1, 2, 3], [4, 5, 6], 4)).toBeNull();
    expect(alignRows([], [])).toEqual([]);
    expect(alignRows([], [7])).toEqual([{ before: -1, after: 0 }]);
  });
});

describe('alignedRows', () => {
  it('pairs a replaced row with the one it replaced, and marks the rest inserted', () => {
    expect(kinds(alignedRows([1, 2, 3], [1, 8, 9, 3]))).toBe('scis');
  });

  it('pairs rows by position when alignment gives up', () => {
    const rows = alignedRows([1, 2, 3], [4, 5, 6, 7], 2);
    expect(kinds(rows)).toBe('ccci');
    expect(rows[3]).toEqual({ before: -1, after: 3, kind: 'inserted' });
  });
});
