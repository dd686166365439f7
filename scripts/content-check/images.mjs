// @ts-check
// Images written in content/ (fields such as `image`, `imageSrc` or the settings' logo, and the images of the
// MDX bodies) are files in public/, written from the site root: a path to no file would ship a broken image.
import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { closest } from './closest.mjs';
import { fieldLabel } from './problem.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {{ src: string, file: string, line: number, field: string }} ImageRef
 */

/** A path from the site root to an image file. */
export const isImagePath = (/** @type {unknown} */ value) =>
  typeof value === 'string' && /^\/[^/].*\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(value);

/**
 * The image paths inside an entry's data.
 * @param {import('./entries.mjs').Entry} entry
 * @returns {ImageRef[]}
 */
export function dataImages(entry) {
  /** @type {ImageRef[]} */
  const images = [];
  const walk = (/** @type {unknown} */ value, /** @type {(string | number)[]} */ path) => {
    if (isImagePath(value))
      images.push({
        src: /** @type {string} */ (value),
        file: entry.source.file,
        line: entry.source.lineOf([...entry.prefix, ...path]),
        field: [entry.labelPrefix, fieldLabel(path)].filter(Boolean).join(' → '),
      });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(entry.data, []);
  return images;
}

/**
 * Every file below `dir`, as paths from the site root: `/illustrations/sales.svg`.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
function publicFiles(dir, prefix = '/') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? publicFiles(join(dir, item.name), `${prefix}${item.name}/`) : [posix.join(prefix, item.name)],
  );
}

/**
 * @param {ImageRef[]} images
 * @param {string} root the project folder
 * @returns {Problem[]}
 */
export function imageProblems(images, root) {
  const missing = images.filter((image) => !existsSync(join(root, 'public', decodeURI(image.src))));
  if (!missing.length) return [];
  const files = new Set(publicFiles(join(root, 'public')));
  return missing.map((image) => {
    const suggestion = closest(image.src, files);
    return {
      file: image.file,
      line: image.line,
      field: image.field,
      kind: /** @type {const} */ ('image'),
      message: `The image ${image.src} is not there: public/ has no file ${image.src.slice(1)}, so the page would show a broken image.`,
      advice: suggestion
        ? `Did you mean ${suggestion}?`
        : `Put the file into public/${posix.dirname(image.src.slice(1))}/, or write the path of a file that is in public/.`,
    };
  });
}
