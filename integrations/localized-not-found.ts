// Astro integration: moves each language's not-found page from /<code>/404/index.html to /<code>/404.html,
// the name hosts look for when they serve the nearest 404.html to an unknown address (Cloudflare Pages).
import { existsSync } from 'node:fs';
import { rename, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function localizedNotFound(prefixedLocales: readonly string[]): AstroIntegration {
  return {
    name: 'localized-not-found',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const outDir = fileURLToPath(dir);
        for (const locale of prefixedLocales) {
          const folder = join(outDir, locale, '404');
          if (!existsSync(join(folder, 'index.html'))) continue;
          await rename(join(folder, 'index.html'), join(outDir, locale, '404.html'));
          await rmdir(folder);
        }
      },
    },
  };
}
