// @ts-check
// The report's pictures: the PNGs the browser shot and the comparison drew, encoded for the report as lossy
// WebP (a tenth of the PNG's bytes for a page of text and flat colour), or as AVIF when the picture is taller
// than WebP allows. Close-ups are cut out of the whole page before encoding.
import sharp from 'sharp';

/** WebP holds pictures up to this many pixels high (and wide). */
export const WEBP_MAX_SIDE = 16383;

/** Quality of the lossy encoding: small text stays readable, flat areas cost almost nothing. */
const QUALITY = 80;

/**
 * The file extension a picture of this size is written with.
 * @param {{ width: number, height: number }} size
 */
export const imageExtension = ({ width, height }) => (Math.max(width, height) > WEBP_MAX_SIDE ? 'avif' : 'webp');

/**
 * A PNG (or rows `top` to `bottom` of it, inclusive and clamped to the picture) encoded for the report.
 * @param {Buffer} png
 * @param {{ top: number, bottom: number }} [rows]
 * @returns {Promise<{ data: Buffer, extension: string }>}
 */
export async function encodeImage(png, rows) {
  let image = sharp(png, { limitInputPixels: false });
  const { width = 1, height = 1 } = await image.metadata();
  let size = { width, height };
  if (rows) {
    const top = Math.min(height - 1, Math.max(0, rows.top));
    const bottom = Math.max(top, Math.min(height - 1, rows.bottom));
    size = { width, height: bottom - top + 1 };
    image = image.extract({ left: 0, top, width, height: size.height });
  }
  const extension = imageExtension(size);
  const data =
    extension === 'webp'
      ? await image.webp({ quality: QUALITY, effort: 2, smartSubsample: true }).toBuffer()
      : await image.avif({ quality: QUALITY - 20, effort: 0 }).toBuffer();
  return { data, extension };
}
