// Reads a test build from disk (made by `npm run test:build`, which `npm test` runs before Vitest).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlPages } from '../../scripts/built-files.mjs';

export interface BuiltPage {
  route: string;
  file: string;
  html: string;
}

export function requireBuild(dir: string): void {
  if (!existsSync(join(dir, 'home', 'index.html'))) {
    throw new Error(`No build in ${dir}/. Run \`npm run test:build\` first (npm test does it for you).`);
  }
}

/** Every HTML page of a build, the 404 page included. */
export function builtPages(dir: string): BuiltPage[] {
  requireBuild(dir);
  return htmlPages(dir).map(({ route, file }) => ({ route, file, html: readFileSync(file, 'utf8') }));
}

/** Each built page's HTML by its route. */
export const builtHtmlByRoute = (dir: string) => new Map(builtPages(dir).map(({ route, html }) => [route, html]));

/** The values of one attribute on every tag of a kind, e.g. attributeValues(html, 'a', 'href'). */
export function attributeValues(html: string, tag: string, attribute: string): string[] {
  const values: string[] = [];
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    const match = element.match(new RegExp(`\\s${attribute}="([^"]*)"`, 'i'));
    if (match) values.push(match[1].replace(/&amp;/g, '&'));
  }
  return values;
}
