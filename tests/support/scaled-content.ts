// Multiplies a project's content/ for scale tests: every category, service and post file gets `factor - 1`
// copies with new slugs (`sales-2`, `crm-solution-2`, ...), each copied service in the matching copied
// category, each copy's name (a post's title) numbered and its menu order after the originals'.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { CONTENT_FOLDER } from '../../src/lib/content-folder';
import { frontmatterParts, yamlData } from '../../src/lib/content-text';

function copyEntries(
  folder: string,
  factor: number,
  change: (data: Record<string, unknown>, copy: number) => void,
): number {
  const files = readdirSync(folder).filter((name) => name.endsWith('.mdx'));
  for (const name of files) {
    const text = readFileSync(join(folder, name), 'utf8');
    const parts = frontmatterParts(text);
    if (!parts) throw new Error(`${folder}/${name} has no frontmatter`);
    const { body } = parts;
    for (let copy = 2; copy <= factor; copy++) {
      const data = yamlData(parts.yaml) as Record<string, unknown>;
      change(data, copy);
      writeFileSync(join(folder, name.replace(/\.mdx$/, `-${copy}.mdx`)), `---\n${stringify(data)}---\n${body}`);
    }
  }
  return files.length * factor;
}

/** Turns `<dir>/content` into `factor` times as many categories, services and posts; returns the new counts. */
export function multiplyContent(dir: string, factor: number): { categories: number; services: number; posts: number } {
  const categories = copyEntries(join(dir, CONTENT_FOLDER, 'categories'), factor, (data, copy) => {
    data.name = `${data.name} ${copy}`;
    data.order = Number(data.order) + (copy - 1) * 1000;
  });
  const services = copyEntries(join(dir, CONTENT_FOLDER, 'services'), factor, (data, copy) => {
    data.name = `${data.name} ${copy}`;
    data.category = `${data.category}-${copy}`;
  });
  // A copy's title, its number included, is no longer than its original's, so it fits in a page title wherever
  // the original fits (the content check's 60 characters with the brand name).
  const posts = copyEntries(join(dir, CONTENT_FOLDER, 'blog'), factor, (data, copy) => {
    const title = String(data.title);
    data.title = `${title.slice(0, title.length - String(copy).length - 1).trim()} ${copy}`;
  });
  return { categories, services, posts };
}

/**
 * `slugs` without the copies past the first (`sales-3` … `sales-10` beside `sales` and `sales-2`): on a scaled
 * site their pages repeat their original's but for a number, so a test that reads pages one by one learns
 * nothing more from them than from the first copy. An unscaled site's slugs pass unchanged.
 */
export function withoutLaterCopies(slugs: readonly string[]): string[] {
  const all = new Set(slugs);
  return slugs.filter((slug) => {
    const copy = /^(.+)-(\d+)$/.exec(slug);
    return !copy || Number(copy[2]) < 3 || !all.has(copy[1]!);
  });
}
