// @ts-check
// Loads the site's TypeScript modules (src/content.config.ts and the zod schemas) in plain Node, the way
// src/lib/settings.ts is loaded: Node 22 strips the types itself. Two gaps are filled by resolve hooks:
// relative imports written without the `.ts` extension, and the Astro-only modules `astro:content` and
// `astro/loaders`, replaced by stubs that keep the collection definitions readable. The site's languages
// (src/i18n/locales.ts) are replaced too, by the first language of the checked project's settings: see
// stubs/locales.mjs.
import { existsSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const STUBS = {
  'astro:content': new URL('./stubs/astro-content.mjs', import.meta.url).href,
  'astro/loaders': new URL('./stubs/astro-loaders.mjs', import.meta.url).href,
};

/** The module of the site's languages, and the stub that stands in for it. */
const LOCALES_MODULE = '/src/i18n/locales.ts';
const LOCALES_STUB = new URL('./stubs/locales.mjs', import.meta.url).href;

/** @param {string} url */
function withLocalesStub(url) {
  if (!url.endsWith(LOCALES_MODULE)) return { url, shortCircuit: true };
  const root = url.slice(0, -LOCALES_MODULE.length + 1);
  return { url: `${LOCALES_STUB}?root=${encodeURIComponent(root)}`, shortCircuit: true };
}

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
          if (existsSync(fileURLToPath(url))) return withLocalesStub(url.href);
        }
      }
      const resolved = nextResolve(specifier, context);
      return resolved.url.endsWith(LOCALES_MODULE) ? withLocalesStub(resolved.url) : resolved;
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
