// Reads an SVG from public/ for inlining at build time: the page then paints it with no extra request,
// which matters for an illustration in the first view on a slow connection.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The SVG markup of `public<path>`, labelled for assistive tech (or hidden when `label` is empty). */
export function inlineSvg(path: string, { label, className = '' }: { label: string; className?: string }): string {
  const svg = readFileSync(join(process.cwd(), 'public', path), 'utf8')
    .replace(/<\?xml[^>]*>\s*/, '')
    .trim();
  const a11y = label
    ? `role="img" aria-label="${label.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`
    : 'aria-hidden="true"';
  return svg.replace(/^<svg\b/, `<svg ${a11y} focusable="false" class="${className}"`);
}
