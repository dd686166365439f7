// @ts-check
// Compares the two sides of a review route by route: which routes were added or removed, how many pixels
// of each screenshot changed (pixelmatch, every pixel that differs at all), what visible text changed,
// and the page's bytes against the budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { shotFile } from './shoot.mjs';
import { diffItems, lineCounts } from './text-diff.mjs';

/** @typedef {'unchanged' | 'changed' | 'added' | 'removed'} RouteStatus */
/** @typedef {{ width: number, height: number }} Size */
/**
 * @typedef {object} ShotComparison
 * @property {Size} before
 * @property {Size} after
 * @property {number} changedPixels pixels that differ, counting the area only one of the two covers
 * @property {number} share changedPixels over the pixels of the larger of the two
 * @property {{ top: number, bottom: number }} [rows] the first and last row with a changed pixel
 * @property {Buffer} [diff] the two overlaid, changed pixels in red (only when some changed)
 */

/** Colour of the area only one shot covers when the two differ in size: it counts as changed. */
const PADDING = [255, 0, 255, 255];

/**
 * The width and height in a PNG's header.
 * @param {Buffer} png
 * @returns {Size}
 */
export const pngSize = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/**
 * An image grown to `width` × `height`, the new area filled with the padding colour.
 * @param {PNG} image
 * @param {number} width
 * @param {number} height
 */
function padded(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height });
  for (let offset = 0; offset < out.data.length; offset += 4) out.data.set(PADDING, offset);
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

/**
 * Compares two screenshots. Equal bytes are equal images, which is the common case and costs no decoding.
 * @param {Buffer} before
 * @param {Buffer} after
 * @returns {ShotComparison}
 */
export function compareShots(before, after) {
  const sizes = { before: pngSize(before), after: pngSize(after) };
  if (before.equals(after)) return { ...sizes, changedPixels: 0, share: 0 };
  const width = Math.max(sizes.before.width, sizes.after.width);
  const height = Math.max(sizes.before.height, sizes.after.height);
  const a = padded(PNG.sync.read(before), width, height);
  const b = padded(PNG.sync.read(after), width, height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: 0, includeAA: true, alpha: 0.2 });
  if (changedPixels === 0) return { ...sizes, changedPixels, share: 0 };
  return { ...sizes, changedPixels, share: changedPixels / (width * height), rows: changedRows(a.data, b.data, width), diff: PNG.sync.write(diff) };
}

/**
 * The first and last row where two images of the same size differ (-1 and -1 when they do not).
 * @param {Buffer} a RGBA pixels
 * @param {Buffer} b RGBA pixels
 * @param {number} width
 */
export function changedRows(a, b, width) {
  const rowBytes = width * 4;
  const rows = a.length / rowBytes;
  const differs = (/** @type {number} */ row) => a.compare(b, row * rowBytes, (row + 1) * rowBytes, row * rowBytes, (row + 1) * rowBytes) !== 0;
  let top = 0;
  while (top < rows && !differs(top)) top++;
  let bottom = rows - 1;
  while (bottom > top && !differs(bottom)) bottom--;
  return top === rows ? { top: -1, bottom: -1 } : { top, bottom };
}

/**
 * Rows `top` to `bottom` (inclusive, clamped to the image) of a PNG, as a PNG.
 * @param {Buffer} png
 * @param {number} top
 * @param {number} bottom
 */
export function cropRows(png, top, bottom) {
  const image = PNG.sync.read(png);
  const from = Math.max(0, top);
  const to = Math.min(image.height - 1, bottom);
  const out = new PNG({ width: image.width, height: Math.max(1, to - from + 1) });
  if (to >= from) PNG.bitblt(image, out, 0, from, image.width, to - from + 1, 0, 0);
  return PNG.sync.write(out);
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
  const unchanged = [...identical].map((route) => ({ route, status: /** @type {RouteStatus} */ ('unchanged'), shots: {}, text: [], textChanges: { added: 0, removed: 0 } }));
  const compared = pairRoutes(base.routes, head.routes).filter(({ route }) => !identical.has(route)).map(({ route, side }) => {
    /** @type {Record<string, ShotComparison>} */
    const shots = {};
    if (side === 'both') {
      for (const label of labels) {
        const file = shotFile(route, label);
        shots[label] = compareShots(readFileSync(join(base.dir, file)), readFileSync(join(head.dir, file)));
      }
    }
    const text = diffItems(side === 'added' ? [] : (base.texts[route] ?? []), side === 'removed' ? [] : (head.texts[route] ?? []));
    const textChanges = lineCounts(text);
    const status = routeStatus({ side, changedPixels: Object.values(shots).map((shot) => shot.changedPixels), textChanges: textChanges.added + textChanges.removed });
    return { route, status, shots, text, textChanges };
  });
  return [...compared, ...unchanged].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}
