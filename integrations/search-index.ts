// Astro integration for site search: bundles the search dialog's module in the client build (an entry of
// its own, fetched only when the dialog first opens), then, once the pages are built, puts that module's
// hashed address into them and indexes them with Pagefind into <build>/pagefind/, one index per language
// (from <html lang>). Only pages whose <main> carries data-pagefind-body are indexed (BaseLayout, from
// src/lib/search/kind.ts), and only that element's text, without the buttons (SEARCH_EXCLUDED_SELECTORS). Runs on every build: production, preview and test.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import type { Plugin } from 'vite';
import { htmlPages } from '../scripts/built-files.mjs';
import { joinBase } from '../src/lib/links';
import {
  PAGEFIND_FOLDER,
  SEARCH_EXCLUDED_SELECTORS,
  SEARCH_MODULE_ENTRY,
  SEARCH_MODULE_PLACEHOLDER,
} from '../src/lib/search/files';

/** Pagefind's own search interfaces, which it writes beside its API: the site uses its own dialog. */
const UNUSED_PAGEFIND_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** The Vite plugin that adds the module as an entry of the client build and learns its file name. */
function searchModuleEntry(entry: string, named: (fileName: string) => void): Plugin {
  let reference = '';
  return {
    name: 'search-module-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      reference = this.emitFile({ type: 'chunk', id: entry, name: 'search' });
    },
    generateBundle() {
      named(this.getFileName(reference));
    },
  };
}

export default function searchIndex(): AstroIntegration {
  let base = '/';
  let moduleFile: string | undefined;
  return {
    name: 'search-index',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const entry = join(fileURLToPath(config.root), SEARCH_MODULE_ENTRY);
        updateConfig({ vite: { plugins: [searchModuleEntry(entry, (fileName) => (moduleFile = fileName))] } });
      },
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!moduleFile) throw new Error(`search-index: the client build did not bundle ${SEARCH_MODULE_ENTRY}`);
        const outDir = fileURLToPath(dir);
        const moduleUrl = joinBase(base, `/${moduleFile}`);
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: SEARCH_EXCLUDED_SELECTORS });
        if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join('; ')}`);
        let indexed = 0;
        for (const { route, file } of htmlPages(outDir)) {
          const html = await readFile(file, 'utf8');
          const page = html.replaceAll(SEARCH_MODULE_PLACEHOLDER, moduleUrl);
          if (page !== html) await writeFile(file, page);
          if (!page.includes('data-pagefind-body')) continue;
          // The page's own address, without the base path: pagefind.js puts its results under the base. Elements
          // side by side with no space between them (a name and a role, a label and its value) are words apart
          // on the page, by its layout, which Pagefind does not see: it is given a space between every two tags.
          const added = await index.addHTMLFile({ url: route, content: page.replace(/>(?=<)/g, '> ') });
          if (added.errors.length) throw new Error(`search-index: ${route}: ${added.errors.join('; ')}`);
          indexed++;
        }
        const output = join(outDir, PAGEFIND_FOLDER);
        const written = await index.writeFiles({ outputPath: output });
        if (written.errors.length) throw new Error(`search-index: ${written.errors.join('; ')}`);
        const { files } = await index.getFiles();
        await Promise.all(
          files
            .filter((indexFile) => UNUSED_PAGEFIND_FILES.test(indexFile.path))
            .map((indexFile) => rm(join(output, indexFile.path))),
        );
        await pagefind.close();
        logger.info(`search index written to ${PAGEFIND_FOLDER}/: ${indexed} pages`);
      },
    },
  };
}
