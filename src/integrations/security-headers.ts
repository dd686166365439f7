// Astro integration: after the build, writes `_headers` with the security headers and cache rules.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { collectInlineSources, contentSecurityPolicy, emptySources, headersFile } from './security-policy';

interface Options {
  /** The contact API base the build posts to (PUBLIC_API_BASE, else the settings' apiBase). */
  apiBase: string;
  /** Every page the plan popup may embed. */
  frameUrls: string[];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export default function securityHeaders(options: Options): AstroIntegration {
  let base = '/';
  return {
    name: 'security-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const sources = emptySources();
        const routes: string[] = [];
        for (const file of await htmlFiles(outDir)) {
          collectInlineSources(await readFile(file, 'utf8'), sources);
          const path = `/${relative(outDir, file).split(sep).join('/')}`;
          routes.push(path === '/index.html' ? '/' : path.replace(/\/index\.html$/, '').replace(/\.html$/, ''));
        }
        const policy = contentSecurityPolicy({
          ...sources,
          apiOrigin: new URL(options.apiBase).origin,
          frameOrigins: options.frameUrls.map((url) => new URL(url).origin),
        });
        await writeFile(join(outDir, '_headers'), headersFile({ policy, base, routes: routes.sort() }));
        logger.info(`_headers written: ${sources.scripts.size} inline script hash(es), ${sources.styles.size} style hash(es)`);
      },
    },
  };
}
