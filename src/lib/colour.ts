// Colour arithmetic for the theme: WCAG contrast between two sRGB colours, mixing in OKLab (as CSS
// `color-mix(in oklab, …)` does) and moving a colour's lightness in OKLCH while keeping its hue, so the
// dark theme's brand colours can be computed from the light ones. Colours are six-digit hex codes.
// Node runs this file as it is (through the settings schema), so it imports nothing.

type Rgb = [number, number, number];
type Oklab = [number, number, number];

/** WCAG's minimum contrast for body text (AA). */
export const AA_TEXT = 4.5;

const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
const toRgb = (hex: string): Rgb => [channel(hex, 0), channel(hex, 1), channel(hex, 2)];
const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((value) =>
      Math.round(Math.min(1, Math.max(0, value)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG 2's relative luminance of a colour. */
export function luminance(hex: string): number {
  const linear = toRgb(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21, in either order. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);

function toOklab(hex: string): Oklab {
  const [r, g, b] = toRgb(hex).map(toLinear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** Linear sRGB of an OKLab colour; channels outside 0..1 mean it is out of the sRGB gamut. */
function oklabToLinear([L, a, b]: Oklab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((c) => c >= -1e-4 && c <= 1 + 1e-4);
const fromOklab = (lab: Oklab) => toHex(oklabToLinear(lab).map(fromLinear) as Rgb);

/** `weight` of `a` and the rest of `b`, mixed in OKLab: `color-mix(in oklab, a weight, b)`. */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [toOklab(a), toOklab(b)];
  return fromOklab(x.map((value, index) => value * weight + y[index] * (1 - weight)) as Oklab);
}

/** A colour's OKLCH lightness, from 0 (black) to 1 (white). */
export const lightness = (hex: string) => toOklab(hex)[0];

/**
 * The colour at OKLCH lightness `L` with the hue of `hex` and as much of its chroma as sRGB can show at
 * that lightness (the chroma is reduced until the colour fits, never raised).
 */
export function withLightness(hex: string, L: number): string {
  const [, a, b] = toOklab(hex);
  const chroma = Math.hypot(a, b);
  const at = (c: number): Oklab => (chroma === 0 ? [L, 0, 0] : [L, (a / chroma) * c, (b / chroma) * c]);
  if (inGamut(oklabToLinear(at(chroma)))) return fromOklab(at(chroma));
  let [low, high] = [0, chroma];
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    if (inGamut(oklabToLinear(at(middle)))) low = middle;
    else high = middle;
  }
  return fromOklab(at(low));
}
