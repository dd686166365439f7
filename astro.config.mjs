// @ts-check
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { parse } from 'yaml';
import { resolveApiBase } from './src/lib/api-base';
import hydrationDirectives from './src/integrations/hydration-directives';
import securityHeaders from './src/integrations/security-headers';
import { productionPath } from './src/lib/preview';

// The canonical origin comes from the white-label settings (content/settings/site.yaml);
// SITE_URL overrides it for a deployment on another domain.
const settings = parse(readFileSync(new URL('./content/settings/site.yaml', import.meta.url), 'utf8'));

/** BASE_PATH serves the site from a sub-folder, e.g. `/pr-42/` for a pull-request preview. */
const base = process.env.BASE_PATH || '/';

export default defineConfig({
  site: process.env.SITE_URL || settings.siteUrl,
  base,
  outDir: process.env.DIST_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [
    mdx(),
    react(),
    hydrationDirectives(),
    // The sitemap lists real pages only: not the 404 page, not the root that forwards to /home. A preview's
    // lists the production address of each page.
    sitemap({
      filter: (page) => !/\/404\/?$/.test(page) && new URL(page).pathname !== new URL(base, 'https://x').pathname,
      serialize: (item) => ({ ...item, url: new URL(productionPath(new URL(item.url).pathname, base), item.url).href }),
    }),
    securityHeaders({
      apiBase: resolveApiBase(settings.apiBase),
      frameUrls: Object.values(settings.planPreviews).flatMap((pair) => Object.values(pair)),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
