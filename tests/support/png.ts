// Small PNGs for the review's unit tests: a plain colour, with single pixels painted over it.
import { PNG } from 'pngjs';

type Rgba = [number, number, number, number];

export function png(
  width: number,
  height: number,
  fill: Rgba = [255, 255, 255, 255],
  pixels: { x: number; y: number; rgba: Rgba }[] = [],
): Buffer {
  const image = new PNG({ width, height });
  for (let offset = 0; offset < image.data.length; offset += 4) image.data.set(fill, offset);
  for (const { x, y, rgba } of pixels) image.data.set(rgba, (y * width + x) * 4);
  return PNG.sync.write(image);
}
