// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { contactApiBase } from './src/lib/contact-endpoint.js';
import { loadSettings } from './src/lib/settings';
import contentCheck from './integrations/content-check';
import harmlessWarnings from './integrations/harmless-warnings';
import localizedNotFound from './integrations/localized-not-found';
import placeLinkCheck from './integrations/place-link-check';
import hydrationDirectives from './integrations/hydration-directives';
import securityHeaders from './integrations/security-headers';
import schemeImageCheck from './integrations/scheme-image-check';
import searchIndex from './integrations/search-index';
import unpublishedPictures from './integrations/unpublished-pictures';
import { canonicalPath } from './src/lib/preview';
import { sitePath } from './src/lib/links';
import { splitLocale } from './src/i18n/paths';

// The white-label settings, checked by their schema: a wrong value stops `astro build` and `astro dev` here,
// naming the file and the field. The canonical origin comes from them; SITE_URL overrides it for a
// deployment on another domain.
const settings = loadSettings();

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
  // Astro's sharp service, naming each optimized picture the same under every base path (see the file).
  image: { service: { entrypoint: './src/lib/image-service.ts' } },
  // Writes JSON Schemas of the collections into .astro/, from which the Astro VS Code extension completes and
  // checks MDX frontmatter while a writer types (the YAML files get ours, with field docs, in .vscode/schemas).
  experimental: { contentIntellisense: true },
  // The languages of the settings: the first at the plain addresses, the others under /<code>/. The pages
  // themselves are built once per language by src/pages/[...locale]/.
  i18n: {
    locales: [...settings.locales],
    defaultLocale: settings.locales[0],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    contentCheck(),
    harmlessWarnings(),
    mdx(),
    react(),
    hydrationDirectives(),
    // The sitemap lists real pages only: not the 404 pages, not the roots that forward to /home; each by its
    // canonical address (a preview's too: the production one).
    sitemap({
      // Each address lists its other languages (xhtml:link hreflang), told apart by their /<code>/ prefix.
      i18n: {
        defaultLocale: settings.locales[0],
        locales: Object.fromEntries(settings.locales.map((code) => [code, code])),
      },
      filter: (page) => {
        const { path } = splitLocale(sitePath(new URL(page).pathname, base));
        return path !== '/' && path !== '/404';
      },
      serialize: (item) => {
        /** @param {string} url */
        const production = (url) => new URL(canonicalPath(new URL(url).pathname, base), url).href;
        return {
          ...item,
          url: production(item.url),
          links: item.links?.map((link) => ({ ...link, url: production(link.url) })),
        };
      },
    }),
    localizedNotFound(settings.locales.slice(1)),
    // A draft post's picture is not published: a picture's file that no built page names is removed.
    unpublishedPictures(),
    // An SVG shown through <img> that draws with light-dark() stays light in Safari's dark theme: refused.
    schemeImageCheck(),
    // A link to a place (`/home#faq`) that its page does not have: refused, naming the line that wrote it.
    placeLinkCheck(),
    // Site search: the dialog's module as a client entry of its own, then the Pagefind index of the built pages.
    searchIndex(),
    securityHeaders({
      apiBase: contactApiBase(settings),
      frameUrls: Object.values(settings.planPreviews).flatMap((pair) => Object.values(pair)),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
