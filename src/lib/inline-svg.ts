// Reads an SVG from public/ for inlining at build time. An inlined SVG inherits the page's colour scheme in
// every engine, so light-dark() inside it follows the theme; shown through <img> it does not in WebKit
// (Safari), which draws such an image in its light colours whatever the page's theme. Inlined, it also paints
// with no extra request. A picture that has a dark twin can instead be shown as two <img>s, one per theme.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { DARK_FOLDER, ILLUSTRATIONS_DIR, withDarkStyle } from './illustration-dark-style';
import { prefixIds, scopeStyles } from './svg-isolation';

export interface InlineSvgOptions {
  /** What the picture shows, for assistive tech; empty hides a decorative one. */
  label: string;
  className?: string;
  /** Prefix of the ids the drawing defines, distinct for each copy on a page (e.g. `header-logo`). */
  idPrefix: string;
  /** Where the markup comes from, for error messages. */
  source?: string;
}

const ROOT_ATTRIBUTES_REPLACED = /\s(?:role|aria-label|aria-labelledby|aria-hidden|focusable|class)=(["'])[\s\S]*?\1/g;

/** SVG markup made ready to sit in a page: labelled or hidden, its ids and styles kept to itself. */
export function svgForPage(markup: string, { label, className = '', idPrefix, source = 'SVG' }: InlineSvgOptions) {
  const svg = markup
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  // A script in a file shown through <img> never runs; pasted into the page it would.
  if (/<script\b|<[^>]*\son[a-z]+\s*=|javascript:/i.test(svg))
    throw new Error(`${source}: an SVG shown inline may not carry scripts or event handlers: remove them.`);
  if (!/^<svg\b/.test(svg)) throw new Error(`${source}: expected one <svg> element.`);
  const a11y = label
    ? `role="img" aria-label="${label.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`
    : 'aria-hidden="true"';
  const isolated = scopeStyles(prefixIds(svg, idPrefix));
  return isolated.replace(
    /^<svg\b([^>]*)>/,
    (_, attributes: string) =>
      `<svg ${a11y} focusable="false" class="${className}"${attributes.replace(ROOT_ATTRIBUTES_REPLACED, '')}>`,
  );
}

/**
 * The SVG markup of `public<path>`, ready to sit in a page (see svgForPage). An illustration of
 * public/illustrations gets the style that gives it its dark colours in the dark theme.
 */
export function inlineSvg(path: string, options: InlineSvgOptions): string {
  const file = posix.join('public', path);
  const markup = readFileSync(join(process.cwd(), file), 'utf8');
  const themed = posix.dirname(file) === ILLUSTRATIONS_DIR ? withDarkStyle(markup) : markup;
  return svgForPage(themed, { source: file, ...options });
}

/** The site path of the picture's dark twin (`/illustrations/dark/x.svg`) when public/ holds one. */
export function darkTwinPath(path: string): string | undefined {
  const twin = posix.join(posix.dirname(path), DARK_FOLDER, posix.basename(path));
  return existsSync(join(process.cwd(), 'public', twin)) ? twin : undefined;
}
