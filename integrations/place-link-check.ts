// Astro integration: after the build, fails it when a link leads to a place (`/home#fqa`) that its page does not
// have, naming the line of content/ that wrote it and the places the page has (see missing-places.ts).
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtFiles, htmlPages } from '../scripts/built-files.mjs';
import { formatProblem } from '../scripts/content-check/format.mjs';
import { buildRefusal } from './build-refusal';
import { missingPlaces, placeLinkProblems } from './missing-places';

/** The text files of content/ a link can be written in. */
const LINK_FILE = /\.(mdx?|ya?ml)$/;

export default function placeLinkCheck(): AstroIntegration {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'place-link-check',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ dir }) => {
        const pages = htmlPages(fileURLToPath(dir)).map(({ route, file }) => ({
          route,
          html: readFileSync(file, 'utf8'),
        }));
        const missing = missingPlaces(pages, base);
        if (!missing.length) return;
        const contentDir = join(root, 'content');
        const sources = builtFiles(contentDir)
          .filter((path) => LINK_FILE.test(path))
          .map((path) => ({
            file: relative(root, join(contentDir, path)).split(sep).join('/'),
            text: readFileSync(join(contentDir, path), 'utf8'),
          }));
        const { problems, fromCode } = placeLinkProblems(missing, sources, base);
        const count = (n: number, what: string) => (n === 1 ? `one ${what}` : `${n} ${what}s`);
        throw buildRefusal(
          [
            `Links to a place their page does not have (the browser opens the page at its top, without a word):`,
            '',
            ...problems.map((problem) => `${formatProblem(problem)}\n`),
            ...(problems.length
              ? [`Fix ${problems.length === 1 ? 'it' : 'them'} and build again. docs/writing.md explains the message.`]
              : []),
            ...(fromCode.length
              ? [
                  `${count(fromCode.length, 'link')} the site's code writes (src/):`,
                  ...fromCode.map((place) => `  ${place.page}: ${place.href}, which ${place.target} does not have`),
                ]
              : []),
          ].join('\n'),
        );
      },
    },
  };
}
