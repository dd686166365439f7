import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentCheckPlugin } from '../scripts/content-check/dev-watch.mjs';

/**
 * In `astro dev`, runs the content check (scripts/content-check/) on every change to content/ and, while it
 * finds a mistake, answers every page with Astro's error overlay naming the file, the line and what to write,
 * instead of the last content that passed. `npm run build` and `npm run check` run the same check first.
 */
export default function contentCheck(): AstroIntegration {
  return {
    name: 'content-check',
    hooks: {
      'astro:config:setup': ({ command, config, addMiddleware, updateConfig, logger }) => {
        // vitest.config.ts builds its Vite server from this config too; it serves no pages to guard.
        if (command !== 'dev' || process.env.VITEST) return;
        addMiddleware({ entrypoint: new URL('./content-check-middleware.ts', import.meta.url), order: 'pre' });
        updateConfig({ vite: { plugins: [contentCheckPlugin({ root: fileURLToPath(config.root), logger })] } });
      },
    },
  };
}
