// The category and service files of content/ as tests need them: the file name (the slug) and the front
// matter, so expectations follow a writer's edits.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Category } from '../../src/schemas/category';
import type { Service } from '../../src/schemas/service';

function entries<T>(folder: string): (T & { id: string })[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => ({
      id: name.replace(/\.mdx$/, ''),
      ...parse(readFileSync(`${folder}/${name}`, 'utf8').split(/^---$/m)[1]),
    }));
}

/** content/services/*.mdx, by file name. */
export const serviceEntries = () => entries<Service>('content/services');

/** content/categories/*.mdx, in menu order. */
export const categoryEntries = () => entries<Category>('content/categories').sort((a, b) => a.order - b.order);
