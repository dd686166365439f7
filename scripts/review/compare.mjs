// @ts-check
// Compares the two sides of a review route by route: which routes were added or removed, how many pixels
// of each screenshot changed (every pixel pixelmatch sees change, once the rows of the two shots are aligned),
// what visible text changed, and the page's bytes against the budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { alignedRows, matchNearRows, rowKeys, rowsByPosition } from './row-align.mjs';
import { shotFile } from './shoot.mjs';
import { diffItems, lineCounts } from './text-diff.mjs';

/** @typedef {'unchanged' | 'changed' | 'added' | 'removed'} RouteStatus */
/** @typedef {{ width: number, height: number }} Size */
/** @typedef {{ top: number, bottom: number }} RowRange */
/**
 * @typedef {object} ShotComparison
 * @property {Size} before
 * @property {Size} after
 * @property {number} changedPixels pixels that changed in rows shown side by side, plus every pixel of a row only one side has
 * @property {number} share changedPixels over the pixels of the difference image
 * @property {{ inserted: number, removed: number }} [blocks] rows only the after side has, and rows only the before side has
 * @property {RowChange[]} [changes] the places where rows changed, top to bottom, at most MAX_CHANGES of them
 * @property {Buffer} [diff] the difference image (PNG): the rows aligned, kept rows faded, changed pixels in red,
 *   rows only the before shot has washed red, rows only the after shot has washed green (only when some changed)
 */

/**
 * @typedef {{ diff: RowRange, before: RowRange, after: RowRange }} RowChange the first and last changed row of a
 *   place in the difference image, and the rows of each shot they cover
 */

/** Changed rows closer than this are one place: one close-up shows them together. */
const SAME_PLACE_ROWS = 300;
/** The most places a shot's changes are shown in; beyond, the closest places are taken together. */
export const MAX_CHANGES = 4;

/** Changed pixels in the difference image. */
const CHANGED = [255, 0, 0];
/**
 * What counts as a changed pixel: one whose colour moved by more than a trace (pixelmatch's threshold, 0 to 1;
 * 0.05 is about five levels of brightness) and that is not anti-aliasing on either side. What merely moved is
 * then not painted: a gradient moved or stretched dithers a level differently, and an edge moved by a fraction
 * of a pixel blends differently with its background, where a changed colour, word or picture still shows.
 */
const VISIBLE_CHANGE = { threshold: 0.05, includeAA: false, diffMask: true };
/** The wash over rows only one side has. */
const REMOVED_WASH = [239, 68, 68];
const INSERTED_WASH = [34, 197, 94];

/**
 * The width and height in a PNG's header.
 * @param {Buffer} png
 * @returns {Size}
 */
export const pngSize = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/**
 * An image widened to `width` (a shot narrower than the other is padded with transparent pixels).
 * @param {PNG} image
 * @param {number} width
 */
function widened(image, width) {
  if (image.width === width) return image;
  const out = new PNG({ width, height: image.height });
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

/**
 * Compares two screenshots with their rows aligned (row-align.mjs). Equal bytes are equal images, which is
 * the common case and costs no decoding.
 * @param {Buffer} before
 * @param {Buffer} after
 * @returns {ShotComparison}
 */
export function compareShots(before, after) {
  const sizes = { before: pngSize(before), after: pngSize(after) };
  if (before.equals(after)) return { ...sizes, changedPixels: 0, share: 0 };
  const width = Math.max(sizes.before.width, sizes.after.width);
  const a = widened(PNG.sync.read(before), width);
  const b = widened(PNG.sync.read(after), width);
  const keys = { a: rowKeys(a.data, width), b: rowKeys(b.data, width) };
  const rowBytes = width * 4;
  /**
   * @param {PNG} image
   * @param {number} index
   */
  const row = (image, index) => image.data.subarray(index * rowBytes, (index + 1) * rowBytes);
  // Rows look the same when no pixel's colour moved by more than the trace a changed pixel must exceed.
  const sameColours = { threshold: VISIBLE_CHANGE.threshold, includeAA: true };
  matchNearRows(
    keys.a,
    keys.b,
    (from, to) => pixelmatch(row(a, from), row(b, to), undefined, width, 1, sameColours) === 0,
  );
  // Of the rows aligned and the rows taken as they stand, the reading that paints fewer pixels: an inserted
  // block is best aligned, a reworded line of the same height best compared where it stands (aligning its
  // blank rows with other blank rows would scatter it).
  const { rows, changedAt } = [alignedRows(keys.a, keys.b), rowsByPosition(keys.a, keys.b)]
    .map((candidate) => readRows(candidate, a.data, b.data, width))
    .reduce((best, next) => (next.count < best.count ? next : best));
  const diff = new PNG({ width, height: Math.max(1, rows.length) });
  let changedPixels = 0;
  /** @type {RowRange[]} */
  const places = [];
  const blocks = { inserted: 0, removed: 0 };
  rows.forEach((row, index) => {
    const out = index * rowBytes;
    let changed = 0;
    if (row.kind === 'removed' || row.kind === 'inserted') {
      const [image, source, wash] =
        row.kind === 'removed' ? [a, row.before, REMOVED_WASH] : [b, row.after, INSERTED_WASH];
      for (let x = 0; x < width; x++) washed(image.data, source * rowBytes + x * 4, diff.data, out + x * 4, wash);
      changed = width;
      blocks[row.kind]++;
    } else {
      for (let x = 0; x < width; x++) {
        const to = row.after * rowBytes + x * 4;
        if (changedAt[index]?.[x]) {
          diff.data.set(CHANGED, out + x * 4);
          diff.data[out + x * 4 + 3] = 255;
          changed++;
        } else faded(b.data, to, diff.data, out + x * 4);
      }
    }
    if (changed) {
      changedPixels += changed;
      const place = places.at(-1);
      if (place && index - place.bottom <= SAME_PLACE_ROWS) place.bottom = index;
      else places.push({ top: index, bottom: index });
    }
  });
  if (changedPixels === 0) return { ...sizes, changedPixels, share: 0 };
  /**
   * The rows of one side that the difference's rows `top` to `bottom` show.
   * @param {RowRange} place
   * @param {'before' | 'after'} side
   * @param {number} height
   */
  const range = ({ top, bottom }, side, height) => {
    const indexes = rows
      .slice(top, bottom + 1)
      .map((row) => row[side])
      .filter((value) => value >= 0);
    if (indexes.length) return { top: Math.min(...indexes), bottom: Math.max(...indexes) };
    // Only the other side has these rows: the place between this side's neighbours.
    const above =
      rows
        .slice(0, top)
        .reverse()
        .find((row) => row[side] >= 0)?.[side] ?? -1;
    return { top: Math.max(0, above), bottom: Math.min(height - 1, above + 1) };
  };
  return {
    ...sizes,
    changedPixels,
    share: changedPixels / (width * rows.length),
    blocks,
    changes: fewestPlaces(places, MAX_CHANGES).map((place) => ({
      diff: place,
      before: range(place, 'before', a.height),
      after: range(place, 'after', b.height),
    })),
    diff: PNG.sync.write(diff),
  };
}

/**
 * At most `most` places: while there are more, the two with the smallest gap between them become one.
 * @param {RowRange[]} places top to bottom
 * @param {number} most
 * @returns {RowRange[]}
 */
export function fewestPlaces(places, most) {
  const merged = places.map((place) => ({ ...place }));
  while (merged.length > most) {
    let closest = 0;
    for (let k = 1; k < merged.length - 1; k++) {
      if (merged[k + 1].top - merged[k].bottom < merged[closest + 1].top - merged[closest].bottom) closest = k;
    }
    merged.splice(closest, 2, { top: merged[closest].top, bottom: merged[closest + 1].bottom });
  }
  return merged;
}

/**
 * A reading of the rows: which pixels changed in each row shown side by side (a mask of the row, or nothing
 * when none did), and how many pixels it counts as changed, those and every pixel of a row only one side has.
 * pixelmatch compares the rows shown side by side as two images, stacked in order, so that it judges each
 * pixel with the neighbours it has on the page.
 * @param {import('./row-align.mjs').AlignedRow[]} rows
 * @param {Buffer} a RGBA pixels before
 * @param {Buffer} b RGBA pixels after
 * @param {number} width
 */
function readRows(rows, a, b, width) {
  const rowBytes = width * 4;
  const sideBySide = rows.flatMap((row, index) => (row.kind === 'same' || row.kind === 'changed' ? [index] : []));
  const stacked = { a: new Uint8Array(sideBySide.length * rowBytes), b: new Uint8Array(sideBySide.length * rowBytes) };
  sideBySide.forEach((index, at) => {
    const { before, after } = rows[index];
    stacked.a.set(a.subarray(before * rowBytes, (before + 1) * rowBytes), at * rowBytes);
    stacked.b.set(b.subarray(after * rowBytes, (after + 1) * rowBytes), at * rowBytes);
  });
  const mask = new Uint8Array(sideBySide.length * rowBytes);
  let count = sideBySide.length ? pixelmatch(stacked.a, stacked.b, mask, width, sideBySide.length, VISIBLE_CHANGE) : 0;
  count += (rows.length - sideBySide.length) * width;
  /** @type {(Uint8Array | undefined)[]} one flag per pixel (its mask's alpha) of each row that changed */
  const changedAt = [];
  sideBySide.forEach((index, at) => {
    const flags = new Uint8Array(width);
    let any = false;
    for (let x = 0; x < width; x++) any = (flags[x] = mask[at * rowBytes + x * 4 + 3]) > 0 || any;
    if (any) changedAt[index] = flags;
  });
  return { rows, changedAt, count };
}

/**
 * A kept pixel, faded towards white, so that the changes stand out.
 * @param {Buffer} from
 * @param {number} at
 * @param {Buffer} to
 * @param {number} into
 */
function faded(from, at, to, into) {
  const grey = 0.299 * from[at] + 0.587 * from[at + 1] + 0.114 * from[at + 2];
  const value = Math.round(255 - (255 - grey) * 0.2);
  to[into] = to[into + 1] = to[into + 2] = value;
  to[into + 3] = 255;
}

/**
 * A pixel of a row only one side has: its grey mixed half and half with the wash colour.
 * @param {Buffer} from
 * @param {number} at
 * @param {Buffer} to
 * @param {number} into
 * @param {number[]} wash
 */
function washed(from, at, to, into, wash) {
  const grey = 0.299 * from[at] + 0.587 * from[at + 1] + 0.114 * from[at + 2];
  for (let channel = 0; channel < 3; channel++) to[into + channel] = Math.round((grey + wash[channel]) / 2);
  to[into + 3] = 255;
}

/**
 * Which side has a route: both, only the head (added) or only the base (removed), in route order.
 * @param {string[]} baseRoutes
 * @param {string[]} headRoutes
 * @returns {{ route: string, side: 'both' | 'added' | 'removed' }[]}
 */
export function pairRoutes(baseRoutes, headRoutes) {
  const base = new Set(baseRoutes);
  const head = new Set(headRoutes);
  return [...new Set([...baseRoutes, ...headRoutes])].sort().map((route) => ({
    route,
    side: base.has(route) && head.has(route) ? 'both' : head.has(route) ? 'added' : 'removed',
  }));
}

/**
 * A route on both sides is changed when a visitor would see a difference: a pixel at some width, or a line
 * of its visible text (text the screenshot hides, such as a scrolled-away line, still counts).
 * @param {{ side: 'both' | 'added' | 'removed', changedPixels: number[], textChanges: number }} route
 * @returns {RouteStatus}
 */
export function routeStatus({ side, changedPixels, textChanges }) {
  if (side !== 'both') return side;
  return changedPixels.some((count) => count > 0) || textChanges > 0 ? 'changed' : 'unchanged';
}

/**
 * @typedef {object} RouteComparison
 * @property {string} route
 * @property {RouteStatus} status
 * @property {Record<string, ShotComparison>} shots by width label, for routes on both sides
 * @property {import('./text-diff.mjs').DiffLine[]} text the whole line diff of the visible text
 * @property {{ added: number, removed: number }} textChanges
 */

/**
 * Compares every route of two shot folders (made by shootSites, with their texts). Routes in `identical`
 * (the same bytes in both builds, see identical-pages.mjs) were not shot and count as unchanged.
 * @param {{ dir: string, routes: string[], texts: Record<string, string[]> }} base
 * @param {{ dir: string, routes: string[], texts: Record<string, string[]> }} head
 * @param {string[]} labels the width labels both were shot at
 * @param {Set<string>} [identical]
 * @returns {RouteComparison[]}
 */
export function compareSites(base, head, labels, identical = new Set()) {
  const unchanged = [...identical].map((route) => ({
    route,
    status: /** @type {RouteStatus} */ ('unchanged'),
    shots: {},
    text: [],
    textChanges: { added: 0, removed: 0 },
  }));
  const compared = pairRoutes(base.routes, head.routes)
    .filter(({ route }) => !identical.has(route))
    .map(({ route, side }) => {
      /** @type {Record<string, ShotComparison>} */
      const shots = {};
      if (side === 'both') {
        for (const label of labels) {
          const file = shotFile(route, label);
          shots[label] = compareShots(readFileSync(join(base.dir, file)), readFileSync(join(head.dir, file)));
        }
      }
      const text = diffItems(
        side === 'added' ? [] : (base.texts[route] ?? []),
        side === 'removed' ? [] : (head.texts[route] ?? []),
      );
      const textChanges = lineCounts(text);
      const status = routeStatus({
        side,
        changedPixels: Object.values(shots).map((shot) => shot.changedPixels),
        textChanges: textChanges.added + textChanges.removed,
      });
      return { route, status, shots, text, textChanges };
    });
  return [...compared, ...unchanged].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}
