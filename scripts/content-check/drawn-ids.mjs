// @ts-check
// The ids that the site's own pages and components write (`id="faq"`, `<SectionHeading id="latest-posts">`):
// places a link may lead to that no heading of an MDX text makes. Which page draws which is known only once the
// pages are built, so a link to one of them is checked after the build (integrations/place-link-check.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const COMPONENT_FILE = /\.(astro|tsx)$/;
const WRITTEN_ID = /\bid="([^"{}]+)"/g;

/**
 * @param {string} root the project folder
 * @returns {Set<string>}
 */
export function drawnIds(root) {
  const folder = join(root, 'src');
  return new Set(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((item) => item.isFile() && COMPONENT_FILE.test(item.name))
      .flatMap((item) =>
        [...readFileSync(join(item.parentPath, item.name), 'utf8').matchAll(WRITTEN_ID)].map(([, id]) => id ?? ''),
      ),
  );
}
