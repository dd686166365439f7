// The report's pictures: WebP, AVIF when taller than WebP allows, close-ups cut at the given rows.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage, imageExtension, WEBP_MAX_SIDE } from '../../scripts/review/images.mjs';
import { png } from '../support/png';

describe('encodeImage', () => {
  it('writes WebP, and cuts a close-up at the rows asked for, clamped to the picture', async () => {
    const shot = png(4, 50, [255, 255, 255, 255], [{ x: 1, y: 20, rgba: [255, 0, 0, 255] }]);
    const whole = await encodeImage(shot);
    expect(whole.extension).toBe('webp');
    expect(await sharp(whole.data).metadata()).toMatchObject({ format: 'webp', width: 4, height: 50 });
    const closeUp = await encodeImage(shot, { top: 40, bottom: 90 });
    expect(await sharp(closeUp.data).metadata()).toMatchObject({ width: 4, height: 10 });
  });

  it('chooses AVIF for a picture taller than WebP allows', () => {
    expect(imageExtension({ width: 375, height: WEBP_MAX_SIDE })).toBe('webp');
    expect(imageExtension({ width: 375, height: WEBP_MAX_SIDE + 1 })).toBe('avif');
  });
});
