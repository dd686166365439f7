// @ts-check
// Lines up the pixel rows of two screenshots of a page the way a text diff lines up lines, so that a block
// inserted half-way down shows as inserted and everything below it is compared with where it moved to,
// rather than with whatever now sits at its old height. Each row is reduced to a number (a hash of its
// pixels), the common top and bottom are set aside, and the rows between are aligned by Myers' shortest
// edit script. Pages are 1280 × 5000 px and more, so the search gives up beyond MAX_EDITS rows of edits and
// the two shots are then compared row for row, as if nothing had moved.

/** Beyond this many inserted plus removed rows, alignment costs more than it tells: rows are paired by position. */
export const MAX_EDITS = 3000;

/**
 * One number per pixel row of an RGBA image: two 32-bit FNV-1a hashes of the row's pixels, combined, so that
 * two different rows practically never share a key.
 * @param {Uint8Array} data RGBA pixels
 * @param {number} width
 * @returns {Float64Array}
 */
export function rowKeys(data, width) {
  const pixels = new Uint32Array(data.buffer, data.byteOffset, data.byteLength >>> 2);
  const rows = pixels.length / width;
  const keys = new Float64Array(rows);
  for (let row = 0; row < rows; row++) {
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let x = row * width, end = x + width; x < end; x++) {
      const pixel = pixels[x];
      h1 = Math.imul(h1 ^ pixel, 0x01000193);
      h2 = Math.imul(h2 ^ (pixel >>> 7), 0x5bd1e995) ^ (h2 >>> 15);
    }
    keys[row] = (h1 >>> 0) * 2 ** 21 + ((h2 >>> 0) & 0x1fffff);
  }
  return keys;
}

/**
 * Gives a row of the after shot the key of the before shot's row that looks the same (`looksSame`, the
 * comparison's judgement of a pixel), looked for where the row stood and where the change in height moved it:
 * a translucent header or a gradient may render a level apart when the page's height changes, and a row a
 * level apart would otherwise count as removed and inserted, a line of red and green where nothing changed.
 * Changes `after` in place.
 * @param {Float64Array} before the before shot's row keys (rowKeys)
 * @param {Float64Array} after the after shot's row keys
 * @param {(before: number, after: number) => boolean} looksSame whether a row of each shot shows the same
 */
export function matchNearRows(before, after, looksSame) {
  const shift = after.length - before.length;
  for (let row = 0; row < after.length; row++) {
    const places = [row, row - shift].filter((from) => from >= 0 && from < before.length);
    if (places.some((from) => after[row] === before[from])) continue;
    const match = places.find((from) => looksSame(from, row));
    if (match !== undefined) after[row] = before[match];
  }
}

/**
 * @typedef {{ before: number, after: number }} RowPair a row of each side that show the same thing (-1 for none)
 */

/**
 * The alignment of two row sequences: kept rows paired, removed rows with `after` -1, inserted rows with
 * `before` -1, in page order (within a change, removed rows before inserted ones). Null when the sequences
 * differ by more than `maxEdits` rows.
 * @param {ArrayLike<number>} a the rows before
 * @param {ArrayLike<number>} b the rows after
 * @param {number} [maxEdits]
 * @returns {RowPair[] | null}
 */
export function alignRows(a, b, maxEdits = MAX_EDITS) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const middle = shortestEdit(a, b, start, a.length - end, start, b.length - end, maxEdits);
  if (!middle) return null;
  /** @type {RowPair[]} */
  const pairs = [];
  for (let row = 0; row < start; row++) pairs.push({ before: row, after: row });
  pairs.push(...middle);
  for (let k = end; k > 0; k--) pairs.push({ before: a.length - k, after: b.length - k });
  return pairs;
}

/**
 * Myers' greedy search of the shortest edit script between a[a0..a1) and b[b0..b1), keeping for each number
 * of edits d only the diagonals it reached (2d + 1 values), then walking back through them.
 * @param {ArrayLike<number>} a
 * @param {ArrayLike<number>} b
 * @param {number} a0
 * @param {number} a1
 * @param {number} b0
 * @param {number} b1
 * @param {number} maxEdits
 * @returns {RowPair[] | null}
 */
function shortestEdit(a, b, a0, a1, b0, b1, maxEdits) {
  const n = a1 - a0;
  const m = b1 - b0;
  const limit = Math.min(n + m, maxEdits);
  /** furthest[d][k + d]: the furthest x on diagonal k = x - y after d edits */
  const furthest = [];
  let previous = new Int32Array(1);
  let found = -1;
  for (let d = 0; d <= limit && found < 0; d++) {
    const current = new Int32Array(2 * d + 1);
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1]);
      let x = d === 0 ? 0 : down ? previous[k + 1 + d - 1] : previous[k - 1 + d - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
        x++;
        y++;
      }
      current[k + d] = x;
      if (x >= n && y >= m) found = d;
    }
    furthest.push(current);
    previous = current;
  }
  if (found < 0) return null;
  /** @type {RowPair[]} */
  const reversed = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const before = furthest[d - 1];
    const k = x - y;
    const down = k === -d || (k !== d && before[k - 1 + d - 1] < before[k + 1 + d - 1]);
    const previousK = down ? k + 1 : k - 1;
    const previousX = before[previousK + d - 1];
    const previousY = previousX - previousK;
    const startX = down ? previousX : previousX + 1;
    while (x > startX) reversed.push({ before: a0 + --x, after: b0 + --y });
    if (down) reversed.push({ before: -1, after: b0 + --y });
    else reversed.push({ before: a0 + --x, after: -1 });
    x = previousX;
    y = previousY;
  }
  while (x > 0) reversed.push({ before: a0 + --x, after: b0 + --y });
  return inPageOrder(reversed.reverse());
}

/**
 * Within each run of edits, the removed rows first, then the inserted ones.
 * @param {RowPair[]} pairs
 */
function inPageOrder(pairs) {
  /** @type {RowPair[]} */
  const out = [];
  for (let i = 0; i < pairs.length;) {
    if (pairs[i].before >= 0 && pairs[i].after >= 0) {
      out.push(pairs[i++]);
      continue;
    }
    let j = i;
    while (j < pairs.length && (pairs[j].before < 0 || pairs[j].after < 0)) j++;
    const run = pairs.slice(i, j);
    out.push(...run.filter((pair) => pair.after < 0), ...run.filter((pair) => pair.before < 0));
    i = j;
  }
  return out;
}

/**
 * @typedef {{ before: number, after: number, kind: 'same' | 'changed' | 'removed' | 'inserted' }} AlignedRow
 */

/**
 * The rows of the difference image, top to bottom: rows kept as they are, rows that replaced others (a
 * removed row and an inserted row of the same change, paired in order, so that a reworded heading shows as
 * changed pixels rather than as a block out and a block in), and rows only one side has. Without an
 * alignment (too many edits), rows are paired by position.
 * @param {ArrayLike<number>} a row keys before
 * @param {ArrayLike<number>} b row keys after
 * @param {number} [maxEdits]
 * @returns {AlignedRow[]}
 */
export function alignedRows(a, b, maxEdits = MAX_EDITS) {
  return kindsOf(a, b, alignRows(a, b, maxEdits) ?? byPosition(a.length, b.length));
}

/**
 * Row i of one shot with row i of the other, as the rows of a difference image.
 * @param {ArrayLike<number>} a row keys before
 * @param {ArrayLike<number>} b row keys after
 * @returns {AlignedRow[]}
 */
export const rowsByPosition = (a, b) => kindsOf(a, b, byPosition(a.length, b.length));

/**
 * @param {ArrayLike<number>} a
 * @param {ArrayLike<number>} b
 * @param {RowPair[]} pairs
 * @returns {AlignedRow[]}
 */
function kindsOf(a, b, pairs) {
  /** @type {AlignedRow[]} */
  const rows = [];
  for (let i = 0; i < pairs.length;) {
    const pair = pairs[i];
    if (pair.before >= 0 && pair.after >= 0) {
      rows.push({ ...pair, kind: a[pair.before] === b[pair.after] ? 'same' : 'changed' });
      i++;
      continue;
    }
    let j = i;
    while (j < pairs.length && (pairs[j].before < 0 || pairs[j].after < 0)) j++;
    const removed = pairs.slice(i, j).filter((item) => item.after < 0);
    const inserted = pairs.slice(i, j).filter((item) => item.before < 0);
    const both = Math.min(removed.length, inserted.length);
    for (let k = 0; k < both; k++) rows.push({ before: removed[k].before, after: inserted[k].after, kind: 'changed' });
    for (const item of removed.slice(both)) rows.push({ ...item, kind: 'removed' });
    for (const item of inserted.slice(both)) rows.push({ ...item, kind: 'inserted' });
    i = j;
  }
  return rows;
}

/**
 * Row i with row i, the taller side's extra rows as removed or inserted.
 * @param {number} n
 * @param {number} m
 * @returns {RowPair[]}
 */
function byPosition(n, m) {
  return Array.from({ length: Math.max(n, m) }, (_, row) => ({
    before: row < n ? row : -1,
    after: row < m ? row : -1,
  }));
}
