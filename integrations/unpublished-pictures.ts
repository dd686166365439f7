// Astro integration: a post's picture is published with the post. Every picture in content/blog/images/ is
// imported for the image pipeline (src/lib/blog/post-image.ts), so Astro writes each original to _astro/,
// a draft's too, which the production build leaves out. After the build, a post picture's file that no built
// file names is removed: nothing links to it, and a draft's picture stays unpublished until its post is.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtFiles } from '../scripts/built-files.mjs';
import { POST_IMAGE_FOLDER } from '../src/lib/blog/image-name';

/** Built files that may name a picture: pages, feeds, the sitemap, styles and scripts. */
const NAMING_FILE = /\.(html|xml|json|css|js|txt|webmanifest)$/;

/**
 * The files among `assets` (names in the build's asset folder) made from one of the post pictures
 * `pictureNames` (file names without their ending) that `namingText` (the built files' text) does not name.
 * Astro names a picture's files `<picture name>.<hash>[_<variant>].<ending>`, and a picture's name has no dot.
 */
export function unlinkedPictureFiles(assets: string[], pictureNames: string[], namingText: string): string[] {
  return assets.filter(
    (asset) => pictureNames.some((name) => asset.startsWith(`${name}.`)) && !namingText.includes(asset),
  );
}

export default function unpublishedPictures(): AstroIntegration {
  let pictureFolder = '';
  let assetFolder = '';
  return {
    name: 'unpublished-pictures',
    hooks: {
      'astro:config:done': ({ config }) => {
        pictureFolder = join(fileURLToPath(config.root), POST_IMAGE_FOLDER);
        assetFolder = config.build.assets;
      },
      'astro:build:done': ({ dir, logger }) => {
        if (!existsSync(pictureFolder)) return;
        const outDir = fileURLToPath(dir);
        const files = builtFiles(outDir);
        const assets = files
          .filter((file) => file.startsWith(`${assetFolder}/`))
          .map((file) => file.slice(assetFolder.length + 1));
        const pictureNames = readdirSync(pictureFolder).map((file) => parse(file).name);
        const namingText = files
          .filter((file) => NAMING_FILE.test(file))
          .map((file) => readFileSync(join(outDir, file), 'utf8'))
          .join('\n');
        const unlinked = unlinkedPictureFiles(assets, pictureNames, namingText);
        for (const asset of unlinked) rmSync(join(outDir, assetFolder, asset));
        if (unlinked.length)
          logger.info(`left out ${unlinked.join(', ')}, made from a picture no built page shows (a draft's)`);
      },
    },
  };
}
