#!/usr/bin/env node
// @ts-check
// The illustrations (public/illustrations/*.svg) are drawn in the light theme's colours; one table gives each
// colour its dark-theme colour. From it come:
// - each illustration's dark twin, public/illustrations/dark/<name>.svg, the same drawing in dark colours,
//   written by this script: a page shows a picture it loads lazily as an <img> of either file, by theme;
// - the <style> a page adds to an illustration it draws inline (src/lib/inline-svg.ts), where light-dark()
//   follows the page's theme.
// An SVG shown through <img> cannot follow the theme itself: WebKit (Safari) gives it no colour scheme.
// Usage: npm run illustrations (writes the dark twins), -- --check (lists the out-of-date ones).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ILLUSTRATION_DARK_COLOURS } from '../src/styles/palette.ts';

export const ILLUSTRATIONS_DIR = 'public/illustrations';
/** The folder of the dark twins, inside the folder of the illustrations they copy. */
export const DARK_FOLDER = 'dark';

/** Every colour the illustrations draw with, and the one it takes in the dark theme (src/styles/palette.ts). */
export const DARK_COLOURS = ILLUSTRATION_DARK_COLOURS;

/** The attributes the illustrations paint with (`color` sets what `currentColor` means). */
const PAINT = /\s(fill|stroke|stop-color|color)="(#[0-9a-fA-F]{3,6})"/g;

/**
 * The colours an SVG paints with, by attribute, in the order they first appear.
 * @param {string} svg
 */
export function paints(svg) {
  const found = [...svg.matchAll(PAINT)];
  return [...new Map(found.map(([, attribute, colour]) => [`${attribute}${colour}`, { attribute, colour }])).values()];
}

/** @param {string} colour */
function darkOf(colour) {
  const dark = DARK_COLOURS[/** @type {keyof typeof DARK_COLOURS} */ (colour.toLowerCase())];
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
 * @param {string} svg
 */
export function darkStyle(svg) {
  const defs = svg.match(/<defs>[\s\S]*?<\/defs>/g)?.join('') ?? '';
  if (paints(defs).length)
    throw new Error('A colour inside <defs> cannot turn dark: set it on each <use>, or draw the shapes out');
  for (const { colour } of paints(svg)) darkOf(colour);
  return SHARED_STYLE;
}

/**
 * The illustration with its dark style first inside the <svg> element, for drawing it inline.
 * @param {string} svg
 */
export const withDarkStyle = (svg) => svg.replace(/(<svg\b[^>]*>)/, `$1${darkStyle(svg)}`);

/**
 * The illustration in its dark colours: every colour painted swapped for its dark one. Throws on a colour the
 * table lacks, and on a drawing that relies on the colour scheme itself.
 * @param {string} svg
 */
export function darkTwin(svg) {
  if (/light-dark\(|color-scheme/i.test(svg))
    throw new Error('An illustration is drawn in fixed colours: remove light-dark() and color-scheme from it');
  return svg.replace(PAINT, (paint, _attribute, colour) => paint.replace(colour, darkOf(colour)));
}

/** The illustration files, by path. */
export const illustrationFiles = (dir = ILLUSTRATIONS_DIR) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => join(dir, name));

/**
 * Where the dark twin of an illustration lives.
 * @param {string} file
 */
export const darkTwinFile = (file) => join(dirname(file), DARK_FOLDER, basename(file));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const stale = illustrationFiles().filter((file) => {
    const twin = darkTwinFile(file);
    const expected = darkTwin(readFileSync(file, 'utf8'));
    if (existsSync(twin) && readFileSync(twin, 'utf8') === expected) return false;
    if (!values.check) {
      mkdirSync(dirname(twin), { recursive: true });
      writeFileSync(twin, expected);
    }
    return true;
  });
  if (values.check && stale.length) {
    console.error(`Out of date (run npm run illustrations):\n${stale.join('\n')}`);
    process.exit(1);
  }
  console.log(values.check ? 'Every illustration has its dark twin.' : `Wrote ${stale.length} dark twin(s).`);
}
