// @ts-check
// Loads the site's TypeScript modules (src/content-files.ts, the zod schemas and a few helpers) in plain Node,
// the way src/lib/settings.ts is loaded: Node 22 strips the types itself. A resolve hook fills the one gap:
// relative imports written without the `.ts` extension, as the site's modules may write them for Vite.
import { existsSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

let registered = false;

function register() {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL ?? '';
      if (!parent.endsWith('.ts') || parent.includes('/node_modules/')) return nextResolve(specifier, context);
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
