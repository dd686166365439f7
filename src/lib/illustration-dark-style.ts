// The illustrations (public/illustrations/*.svg) are drawn in the light theme's colours; one table gives each
// colour its dark-theme colour (src/styles/palette.ts). From it come:
// - each illustration's dark twin, public/illustrations/dark/<name>.svg, the same drawing in dark colours,
//   written by `npm run illustrations` (scripts/illustration-dark-style.mjs): a page shows a picture it loads
//   lazily as an <img> of either file, by theme;
// - the <style> a page adds to an illustration it draws inline (inline-svg.ts), where light-dark() follows the
//   page's theme.
// An SVG shown through <img> cannot follow the theme itself: WebKit (Safari) gives it no colour scheme.
// Relative imports of this file carry `.ts`: Node loads it through the command.
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ILLUSTRATION_DARK_COLOURS } from '../styles/palette.ts';

export const ILLUSTRATIONS_DIR = 'public/illustrations';
/** The folder of the dark twins, inside the folder of the illustrations they copy. */
export const DARK_FOLDER = 'dark';

/** Every colour the illustrations draw with, and the one it takes in the dark theme (src/styles/palette.ts). */
export const DARK_COLOURS: Readonly<Record<string, string>> = ILLUSTRATION_DARK_COLOURS;

/** The attributes the illustrations paint with (`color` sets what `currentColor` means). */
const PAINT = /\s(fill|stroke|stop-color|color)="(#[0-9a-fA-F]{3,6})"/g;

/** The colours an SVG paints with, by attribute, in the order they first appear. */
export function paints(svg: string) {
  const found = [...svg.matchAll(PAINT)];
  return [...new Map(found.map(([, attribute, colour]) => [`${attribute}${colour}`, { attribute, colour }])).values()];
}

function darkOf(colour: string) {
  const dark = DARK_COLOURS[colour.toLowerCase()];
  if (!dark)
    throw new Error(`${colour} has no dark colour: add it to ILLUSTRATION_DARK_COLOURS in src/styles/palette.ts`);
  return dark;
}

/** The attributes a rule of the inline style can reach: `<stop>`s live in <defs>, out of its reach anyway. */
const STYLED_ATTRIBUTES = ['fill', 'stroke', 'color'];

/**
 * The one style every illustration drawn inline carries: a light-dark() rule for each colour of the table that
 * changes, whether the drawing uses it or not, so that a page repeats one style (which gzip shrinks to almost
 * nothing and the Content-Security-Policy allows with one hash).
 */
const SHARED_STYLE = `<style>@scope{${Object.entries(DARK_COLOURS)
  .filter(([light, dark]) => light !== dark)
  .flatMap(([light, dark]) =>
    STYLED_ATTRIBUTES.map((attribute) => `[${attribute}="${light}" i]{${attribute}:light-dark(${light},${dark})}`),
  )
  .join('')}}</style>`;

/**
 * The <style> that gives an illustration drawn inline its dark colours; throws on a colour the table lacks,
 * and on one painted inside <defs>, which the copies a <use> makes would keep.
 */
export function darkStyle(svg: string) {
  const defs = svg.match(/<defs>[\s\S]*?<\/defs>/g)?.join('') ?? '';
  if (paints(defs).length)
    throw new Error('A colour inside <defs> cannot turn dark: set it on each <use>, or draw the shapes out');
  for (const { colour } of paints(svg)) darkOf(colour);
  return SHARED_STYLE;
}

/** The illustration with its dark style first inside the <svg> element, for drawing it inline. */
export const withDarkStyle = (svg: string) => svg.replace(/(<svg\b[^>]*>)/, `$1${darkStyle(svg)}`);

/**
 * The illustration in its dark colours: every colour painted swapped for its dark one. Throws on a colour the
 * table lacks, and on a drawing that relies on the colour scheme itself.
 */
export function darkTwin(svg: string) {
  if (/light-dark\(|color-scheme/i.test(svg))
    throw new Error('An illustration is drawn in fixed colours: remove light-dark() and color-scheme from it');
  return svg.replace(PAINT, (paint, _attribute, colour: string) => paint.replace(colour, darkOf(colour)));
}

/** The illustration files, by path. */
export const illustrationFiles = (dir = ILLUSTRATIONS_DIR) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => join(dir, name));

/** Where the dark twin of an illustration lives. */
export const darkTwinFile = (file: string) => join(dirname(file), DARK_FOLDER, basename(file));
