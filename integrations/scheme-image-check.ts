// Astro integration: after the build, fails it when a page shows through <img> an SVG that draws with the
// page's colour scheme (see scheme-images.ts), naming the page, the file and what to do instead.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPath, htmlPages } from '../scripts/built-files.mjs';
import { buildRefusal } from './build-refusal';
import { schemeDependentImages, schemeImagesError } from './scheme-images';

export default function schemeImageCheck(): AstroIntegration {
  let base = '/';
  return {
    name: 'scheme-image-check',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': ({ dir }) => {
        const outDir = fileURLToPath(dir);
        const readSvg = (route: string) => (url: string) => {
          const path = builtPath(url, route, base);
          if (!path?.toLowerCase().endsWith('.svg') || !existsSync(join(outDir, path))) return undefined;
          const file = existsSync(join('public', path)) ? `public/${path}` : path;
          return { file, text: readFileSync(join(outDir, path), 'utf8') };
        };
        const pages = htmlPages(outDir)
          .map(({ route, file }) => ({
            route,
            images: schemeDependentImages(readFileSync(file, 'utf8'), readSvg(route)),
          }))
          .filter(({ images }) => images.length > 0);
        if (pages.length) throw buildRefusal(schemeImagesError(pages));
      },
    },
  };
}
