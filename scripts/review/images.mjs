// @ts-check
// The report's pictures: the PNGs the browser shot and the comparison drew, encoded for the report as lossy
// WebP (a tenth of the PNG's bytes for a page of text and flat colour). WebP holds at most 16,383 rows, and a
// phone-width shot of a long page is taller (the German home page at 375 px is about 16,700 px): such a
// picture is cut into parts of equal height, each a WebP, that the report shows one under the other. (AVIF
// is no way out: sharp encodes it up to 16,384 rows, one more.) Close-ups are cut out of the whole page
// before encoding.
import sharp from 'sharp';

/** WebP holds pictures up to this many pixels high (and wide). */
export const WEBP_MAX_SIDE = 16383;

/** Quality of the lossy encoding: small text stays readable, flat areas cost almost nothing. */
const QUALITY = 80;

/**
 * The rows of each part a picture `height` rows high is cut into: itself when it fits, else the fewest parts
 * of at most `most` rows, of equal height (the last one a little shorter when it does not divide).
 * @param {number} height
 * @param {number} [most]
 * @returns {{ top: number, height: number }[]}
 */
export function partRows(height, most = WEBP_MAX_SIDE) {
  const count = Math.max(1, Math.ceil(height / most));
  const size = Math.ceil(height / count);
  return Array.from({ length: count }, (_, index) => ({
    top: index * size,
    height: Math.min(size, height - index * size),
  }));
}

/**
 * A PNG (or rows `top` to `bottom` of it, inclusive and clamped to the picture) encoded for the report: its
 * WebP parts, top to bottom, one unless the picture is taller than WebP allows.
 * @param {Buffer} png
 * @param {{ top: number, bottom: number }} [rows]
 * @returns {Promise<Buffer[]>}
 */
export async function encodeImage(png, rows) {
  const { width = 1, height = 1 } = await sharp(png, { limitInputPixels: false }).metadata();
  let top = 0;
  let bottom = height - 1;
  if (rows) {
    top = Math.min(height - 1, Math.max(0, rows.top));
    bottom = Math.max(top, Math.min(height - 1, rows.bottom));
  }
  const cut = top > 0 || bottom < height - 1;
  const parts = partRows(bottom - top + 1);
  return Promise.all(
    parts.map((part) => {
      const image = sharp(png, { limitInputPixels: false });
      if (cut || parts.length > 1) image.extract({ left: 0, top: top + part.top, width, height: part.height });
      return image.webp({ quality: QUALITY, effort: 2, smartSubsample: true }).toBuffer();
    }),
  );
}
