// @ts-check
// Loads the site's TypeScript modules (src/content.config.ts and the zod schemas) in plain Node, the way
// src/lib/settings.ts is loaded: Node 22 strips the types itself. Two gaps are filled by resolve hooks:
// relative imports written without the `.ts` extension, and the Astro-only modules `astro:content` and
// `astro/loaders`, replaced by stubs that keep the collection definitions readable.
import { existsSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const STUBS = {
  'astro:content': new URL('./stubs/astro-content.mjs', import.meta.url).href,
  'astro/loaders': new URL('./stubs/astro-loaders.mjs', import.meta.url).href,
};

let registered = false;

function register() {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL ?? '';
      if (!parent.endsWith('.ts') || parent.includes('/node_modules/')) return nextResolve(specifier, context);
      const stub = STUBS[/** @type {keyof typeof STUBS} */ (specifier)];
      if (stub) return { url: stub, shortCircuit: true };
      if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier)) {
        for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
          const url = new URL(candidate, parent);
          if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
        }
      }
      return nextResolve(specifier, context);
    },
  });
}

/**
 * The exports of a TypeScript (or JavaScript) module of the project, loaded by Node itself.
 * @param {string} path absolute path
 * @returns {Promise<Record<string, any>>}
 */
export async function loadModule(path) {
  register();
  return nodeImport(pathToFileURL(path).href);
}

/** @type {(url: string) => Promise<Record<string, any>>} */
const nodeImport = createRequire(import.meta.url)('./node-import.cjs');
