// @ts-check
// The ids that a page and the components it imports write as text (`id="journey"`, `<SectionHeading
// id="latest-posts">`): places a link may lead to that no heading of an MDX text makes. An id the code computes
// (`id={slug}`) is not known before the build; the check after it (integrations/place-link-check.ts) sees every
// id of the built pages.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { pageFiles } from './site-routes.mjs';

const WRITTEN_ID = /\bid="([^"{}]+)"/g;
const COMPONENT_IMPORT = /^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.(?:astro|tsx))['"]/gm;
/** Where the parts of a page are written: what a message offers as places (not the header, menus or dialogs). */
const PAGE_PARTS = ['src/pages/', 'src/components/sections/'];

/**
 * @typedef {object} DrawnIds
 * @property {Set<string>} all every id the page's files write
 * @property {string[]} places those written by the page and its sections, in the order they are read
 */

/**
 * The ids each page draws, by its address in the first language: `drawnOn('/about')`, `drawnOn('/blog/x')`
 * (the page of the route `/blog/[slug]`); undefined for an address no page file routes.
 * @param {string} root the project folder
 * @returns {(path: string) => DrawnIds | undefined}
 */
export function drawnIds(root) {
  const project = resolve(root);
  /** @type {Map<string, { ids: string[], imports: string[] }>} */
  const files = new Map();
  const read = (/** @type {string} */ file) => {
    const known = files.get(file);
    if (known) return known;
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const parsed = {
      ids: [...text.matchAll(WRITTEN_ID)].map(([, id]) => id ?? ''),
      imports: [...text.matchAll(COMPONENT_IMPORT)].map(([, path]) => resolve(dirname(file), path ?? '')),
    };
    files.set(file, parsed);
    return parsed;
  };
  const pages = pageFiles(root)
    .filter(({ path }) => path.endsWith('.astro'))
    .map(({ route, path }) => {
      /** @type {DrawnIds} */
      const drawn = { all: new Set(), places: [] };
      const seen = new Set();
      const visit = (/** @type {string} */ file) => {
        if (seen.has(file)) return;
        seen.add(file);
        const { ids, imports } = read(file);
        const isPart = PAGE_PARTS.some((folder) => relative(project, file).split(sep).join('/').startsWith(folder));
        for (const id of ids) {
          drawn.all.add(id);
          if (isPart && !drawn.places.includes(id)) drawn.places.push(id);
        }
        imports.forEach(visit);
      };
      visit(resolve(path));
      const pattern = new RegExp(`^${route.replace(/\[\.\.\.[^\]]+\]/g, '.*').replace(/\[[^\]]+\]/g, '[^/]+')}$`);
      return { pattern, drawn };
    });
  return (path) => pages.find(({ pattern }) => pattern.test(path))?.drawn;
}
