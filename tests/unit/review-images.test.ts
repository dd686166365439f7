// The report's pictures: WebP, cut into parts when taller than WebP allows, close-ups cut at the given rows.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage, partRows, WEBP_MAX_SIDE } from '../../scripts/review/images.mjs';
import { png } from '../support/png';

describe('encodeImage', () => {
  it('writes WebP, and cuts a close-up at the rows asked for, clamped to the picture', async () => {
    const shot = png(4, 50, [255, 255, 255, 255], [{ x: 1, y: 20, rgba: [255, 0, 0, 255] }]);
    const whole = await encodeImage(shot);
    expect(whole).toHaveLength(1);
    expect(await sharp(whole[0]).metadata()).toMatchObject({ format: 'webp', width: 4, height: 50 });
    const closeUp = await encodeImage(shot, { top: 40, bottom: 90 });
    expect(closeUp).toHaveLength(1);
    expect(await sharp(closeUp[0]).metadata()).toMatchObject({ format: 'webp', width: 4, height: 10 });
  });

  it('cuts a picture taller than WebP allows into WebP parts that together hold every row', async () => {
    // A phone-width shot of the German home page is about 16,700 px high; sharp encodes neither WebP nor AVIF
    // that tall.
    const height = WEBP_MAX_SIDE + 400;
    const red = Array.from({ length: 16 }, (_, k) => ({
      x: k % 2,
      y: height - 1 - (k >> 1),
      rgba: [255, 0, 0, 255] as [number, number, number, number],
    }));
    const parts = await encodeImage(png(2, height, [255, 255, 255, 255], red));
    const sizes = await Promise.all(parts.map((part) => sharp(part).metadata()));
    expect(sizes.map((size) => [size.format, size.width])).toEqual([
      ['webp', 2],
      ['webp', 2],
    ]);
    expect(sizes.reduce((sum, size) => sum + (size.height ?? 0), 0)).toBe(height);
    // The last rows are at the end of the last part: red, not white.
    const { data, info } = await sharp(parts[1]).raw().toBuffer({ resolveWithObject: true });
    const last = (info.height - 1) * info.width * info.channels;
    expect(data[last]).toBeGreaterThan(200);
    expect(data[last + 1]).toBeLessThan(80);
  });
});

describe('partRows', () => {
  it('keeps a picture that fits whole, and cuts a taller one into the fewest parts of equal height', () => {
    expect(partRows(WEBP_MAX_SIDE)).toEqual([{ top: 0, height: WEBP_MAX_SIDE }]);
    expect(partRows(16765)).toEqual([
      { top: 0, height: 8383 },
      { top: 8383, height: 8382 },
    ]);
    expect(partRows(10, 4)).toEqual([
      { top: 0, height: 4 },
      { top: 4, height: 4 },
      { top: 8, height: 2 },
    ]);
  });
});
