#!/usr/bin/env node
// @ts-check
// The illustrations (public/illustrations/*.svg) follow the page's theme with a <style> of their own, written
// by this script from one table: each colour the drawing uses gets its dark-theme colour through
// light-dark(). `svg:root { color-scheme: light dark }` lets an SVG shown by <img> take the page's theme
// (browsers give an image the color-scheme of the element that embeds it); an SVG inlined into a page
// (src/lib/inline-svg.ts) inherits the page's instead, and `@scope` keeps its rules inside it.
// Usage: node scripts/illustration-dark-style.mjs (rewrites the styles), --check (lists the out-of-date files).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const ILLUSTRATIONS_DIR = 'public/illustrations';

/**
 * Every colour the illustrations draw with, and the one it takes in the dark theme: backgrounds, cards and
 * lines darken and keep their order, the drawn text bars swap their weight (strong bars become the
 * lightest), brand and accent fills lighten like the site's own dark colours. A colour that reads on both
 * (the traffic lights, a dark payment card) keeps itself.
 */
export const DARK_COLOURS = /** @type {const} */ ({
  '#f5f3ff': '#1c1b36',
  '#faf5ff': '#1c1b36',
  '#ede9fe': '#2e2a57',
  '#fff': '#232c42',
  '#f8fafc': '#1f283c',
  '#f1f5f9': '#2a3448',
  '#e2e8f0': '#36425a',
  '#cbd5e1': '#46536d',
  '#94a3b8': '#64748b',
  '#64748b': '#94a3b8',
  '#ddd6fe': '#3f3675',
  '#c4b5fd': '#6c5bb5',
  '#7c3aed': '#9f7aff',
  '#6d28d9': '#9571ff',
  '#0d9488': '#26a897',
  '#ccfbf1': '#173f3d',
  '#fee2e2': '#4a2329',
  '#5eead4': '#5eead4',
  '#34d399': '#34d399',
  '#fbbf24': '#fbbf24',
  '#f87171': '#f87171',
  '#ef4444': '#ef4444',
  '#111827': '#111827',
});

const STYLE = /<style>svg:root\{color-scheme:light dark\}[^<]*<\/style>/;

/**
 * The colours an SVG paints with, by attribute (`fill`, `stroke`, `stop-color`, `color` for `currentColor`), in the order they first appear.
 * @param {string} svg
 */
export function paints(svg) {
  const found = [...svg.replace(STYLE, '').matchAll(/\s(fill|stroke|stop-color|color)="(#[0-9a-fA-F]{3,6})"/g)];
  return [...new Map(found.map(([, attribute, colour]) => [`${attribute}${colour}`, { attribute, colour }])).values()];
}

/**
 * The <style> that gives an SVG its dark colours; throws on a colour the table lacks, and on one painted
 * inside <defs>.
 * @param {string} svg
 */
export function darkStyle(svg) {
  // The copies a <use> makes of shapes in <defs> are out of the style's reach: give colours to the <use>.
  const defs = svg.match(/<defs>[\s\S]*?<\/defs>/g)?.join('') ?? '';
  if (paints(defs).length)
    throw new Error('A colour inside <defs> cannot turn dark: set it on each <use>, or draw the shapes out');
  const rules = paints(svg).flatMap(({ attribute, colour }) => {
    const dark = DARK_COLOURS[/** @type {keyof typeof DARK_COLOURS} */ (colour.toLowerCase())];
    if (!dark)
      throw new Error(`${colour} has no dark colour: add it to DARK_COLOURS in scripts/illustration-dark-style.mjs`);
    return dark === colour.toLowerCase()
      ? []
      : [`[${attribute}="${colour}"]{${attribute}:light-dark(${colour},${dark})}`];
  });
  return `<style>svg:root{color-scheme:light dark}@scope{${rules.join('')}}</style>`;
}

/**
 * The SVG with its dark style, in place of an older one or first inside the <svg> element.
 * @param {string} svg
 */
export function withDarkStyle(svg) {
  const style = darkStyle(svg);
  return STYLE.test(svg) ? svg.replace(STYLE, style) : svg.replace(/(<svg\b[^>]*>)/, `$1${style}`);
}

/** The illustration files, by path. */
export const illustrationFiles = (dir = ILLUSTRATIONS_DIR) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => join(dir, name));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const stale = illustrationFiles().filter((file) => {
    const svg = readFileSync(file, 'utf8');
    const updated = withDarkStyle(svg);
    if (updated === svg) return false;
    if (!values.check) writeFileSync(file, updated);
    return true;
  });
  if (values.check && stale.length) {
    console.error(`Out of date (run node scripts/illustration-dark-style.mjs):\n${stale.join('\n')}`);
    process.exit(1);
  }
  console.log(
    values.check ? 'Every illustration has its dark style.' : `Wrote the dark style of ${stale.length} illustrations.`,
  );
}
