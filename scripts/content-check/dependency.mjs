// @ts-check
// Imports a package the site's own dependencies bring, from where they resolve it: satteri (the MDX compiler
// of @astrojs/mdx, through @astrojs/markdown-satteri) and github-slugger (how Astro makes an entry's id),
// so the check compiles and names entries exactly as the build does.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * @param {string[]} chain packages, each a dependency of the one before it, e.g. ['@astrojs/mdx', '@astrojs/markdown-satteri', 'satteri']
 * @returns {Promise<any>}
 */
export async function importDependency(chain) {
  let require = createRequire(import.meta.url);
  let path = '';
  for (const name of chain) {
    path = require.resolve(name);
    require = createRequire(path);
  }
  return import(pathToFileURL(path).href);
}
