// Astro integration: after the build, writes `_headers` with the security headers and cache rules.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlPages } from '../scripts/built-files.mjs';
import { contactApiFor } from '../src/lib/preview';
import { collectInlineSources, contentSecurityPolicy, emptySources, headersFile } from './security-policy';

interface Options {
  /** The contact API base the build posts to (PUBLIC_API_BASE, else the settings' apiBase). */
  apiBase: string;
  /** Every page the plan popup may embed. */
  frameUrls: string[];
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
        // A pull-request preview posts to its own test API or nowhere: never the production one.
        const apiBase = contactApiFor(options.apiBase);
        const sources = emptySources();
        const pages = htmlPages(outDir);
        for (const { file } of pages) collectInlineSources(await readFile(file, 'utf8'), sources);
        const policy = contentSecurityPolicy({
          ...sources,
          apiOrigin: apiBase && new URL(apiBase).origin,
          frameOrigins: options.frameUrls.map((url) => new URL(url).origin),
        });
        await writeFile(
          join(outDir, '_headers'),
          headersFile({ policy, base, routes: pages.map((page) => page.route) }),
        );
        logger.info(
          `_headers written: ${sources.scripts.size} inline script hash(es), ${sources.styles.size} style hash(es)`,
        );
      },
    },
  };
}
