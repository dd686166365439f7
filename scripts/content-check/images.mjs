// @ts-check
// Images written in content/ (fields such as `image`, `imageSrc` or the settings' logo, and the images of the
// MDX bodies) are files in public/, written from the site root: a path to no file would ship a broken image.
// The blog's posts are the exception: their pictures go through Astro's image pipeline, so they sit beside the
// posts and are written from the post's folder (`./images/my-post.png`).
// In an image field or an MDX image every path counts, whatever it ends in: `/illustrations/team.sgv` is a
// missing file, said as such with the closest file, rather than text that does not match a pattern.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { POST_IMAGE_NAME, POST_IMAGE_NAME_RULE } from '../../src/lib/blog/image-name.ts';
import { closest } from './closest.mjs';
import { dataTexts } from './data-texts.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {{ src: string, file: string, line: number, field: string, beside?: boolean }} ImageRef
 */

/** The collections whose image fields name a file beside the content file, for Astro's image pipeline. */
const IMAGES_BESIDE_CONTENT = new Set(['posts']);

/** Whether an image path is written from the content file's folder: `./images/my-post.png`. */
const isBesideContent = (/** @type {string} */ src) => /^\.\.?\//.test(src);

/** A path from the site root to an image file. */
export const isImagePath = (/** @type {unknown} */ value) =>
  typeof value === 'string' && /^\/[^/].*\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(value);

/** The fields of the schemas that hold an image path. */
const IMAGE_FIELDS = new Set(['image', 'imageSrc', 'logo', 'favicon']);

/** A path of the site (from its root or not), not an address elsewhere (`https:`, `data:`, `//host`). */
export const isSitePath = (/** @type {unknown} */ value) =>
  typeof value === 'string' && value.trim() !== '' && !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(value);

/**
 * Whether a field holds an image of the site: any path in an image field, an image path in any other.
 * @param {string | number | undefined} key the field's name
 * @param {unknown} value
 */
export const isImageField = (key, value) =>
  isImagePath(value) || (typeof key === 'string' && IMAGE_FIELDS.has(key) && isSitePath(value));

/**
 * The file a picture written beside a content file names (`./images/x.png` in content/blog/a.mdx).
 * @param {string} src
 * @param {string} root the project folder
 * @param {string} beside the content file, from the project root
 */
export const besideFile = (src, root, beside) => join(root, posix.dirname(beside), src);

/**
 * Whether `file` (a path inside `root`) is a file whose every folder and name are written as the disk has them.
 * A Mac's or Windows's disk finds `Sales.svg` when asked for `sales.svg`; the host the site is served from does
 * not, so a path that works on a writer's laptop would be a broken image or link on the site.
 * @param {string} root
 * @param {string} file
 * @param {Pick<typeof import('node:fs'), 'existsSync' | 'statSync' | 'readdirSync'>} [disk]
 */
export function isFileAsWritten(root, file, disk = { existsSync, statSync, readdirSync }) {
  if (!disk.existsSync(file) || !disk.statSync(file).isFile()) return false;
  let folder = root;
  for (const part of relative(root, file).split(sep)) {
    if (!disk.readdirSync(folder).includes(part)) return false;
    folder = join(folder, part);
  }
  return true;
}

/**
 * Whether an image path names no file: of public/, where it must be written from the site root, or beside
 * the content file `beside` names (a path from the project root) for the collections that keep them there.
 * @param {string} src
 * @param {string} root the project folder
 * @param {string} [beside]
 */
function isMissing(src, root, beside) {
  if (beside && isBesideContent(src)) {
    return !isFileAsWritten(root, besideFile(src, root, beside));
  }
  if (!src.startsWith('/')) return true;
  let path = src;
  try {
    path = decodeURI(src);
  } catch {
    // A stray % is part of the name as written.
  }
  return !isFileAsWritten(root, join(root, 'public', path));
}

/**
 * Whether `path` in an entry's data holds an image path imageProblems refuses: the schema's pattern is then
 * left unsaid, the image check words it.
 * @param {(string | number)[]} path
 * @param {unknown} value the value at `path`
 * @param {string} root
 * @param {import('./entries.mjs').Entry} entry
 */
export const isMissingImage = (path, value, root, entry) =>
  isImageField(path.at(-1), value) && isMissing(/** @type {string} */ (value), root, besideOf(entry));

/** The content file an entry's images sit beside, for the collections that keep them there. */
const besideOf = (/** @type {import('./entries.mjs').Entry} */ entry) =>
  IMAGES_BESIDE_CONTENT.has(entry.collection.name) ? entry.source.file : undefined;

/**
 * The image paths inside an entry's data.
 * @param {import('./entries.mjs').Entry} entry
 * @returns {ImageRef[]}
 */
export function dataImages(entry) {
  return dataTexts(entry)
    .filter(({ path, text }) => isImageField(path.at(-1), text))
    .map(({ text, file, line, field }) => ({ src: text, file, line, field, beside: Boolean(besideOf(entry)) }));
}

/**
 * Every file below `dir`, as paths from it with a / in front: for public/, paths from the site root
 * (`/illustrations/sales.svg`).
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
function filesUnder(dir, prefix = '/') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? filesUnder(join(dir, item.name), `${prefix}${item.name}/`) : [posix.join(prefix, item.name)],
  );
}

/**
 * @param {ImageRef[]} images
 * @param {string} root the project folder
 * @returns {Problem[]}
 */
export function imageProblems(images, root) {
  const missing = images.filter((image) => isMissing(image.src, root, image.beside ? image.file : undefined));
  if (!missing.length) return [];
  const files = new Set(filesUnder(join(root, 'public')));
  return missing.map((image) => {
    if (image.beside) return besideProblem(image, root);
    // A path written without its leading /: the file of public/ it most likely means.
    const relative = !image.src.startsWith('/');
    const src = relative ? `/${image.src.replace(/^(?:\.\.?\/)+/, '')}` : image.src;
    const suggestion = closest(src, files);
    let advice = `Put the file into public/${posix.dirname(src.slice(1))}/, or write the path of a file that is in public/.`;
    if (relative && files.has(src)) advice = `Write ${src}.`;
    else if (suggestion) advice = `Did you mean ${suggestion}?`;
    return {
      file: image.file,
      line: image.line,
      field: image.field,
      kind: /** @type {const} */ ('image'),
      message: relative
        ? `The image ${image.src} is not written from the site root: an image is a file in public/, written with a / in front.`
        : `The image ${src} is not there: public/ has no file ${src.slice(1)}, so the page would show a broken image.`,
      advice,
    };
  });
}

/**
 * A picture of a collection that keeps its pictures beside the content file (the blog's posts): written from
 * the file's folder with ./ in front, of a file that is there; a path without ./ (`images/x.png`, or from the
 * site root) is the same file written the wrong way, said as such rather than sent to public/.
 * @param {ImageRef} image
 * @param {string} root
 * @returns {Problem}
 */
function besideProblem(image, root) {
  const folder = posix.dirname(image.file);
  const where = { file: image.file, line: image.line, field: image.field, kind: /** @type {const} */ ('image') };
  const written = isBesideContent(image.src) ? image.src : `./${image.src.replace(/^\/+/, '')}`;
  const wanted = posix.join(folder, written);
  if (!isBesideContent(image.src) && !isMissing(written, root, image.file))
    return {
      ...where,
      message: `The picture ${image.src} is not written from the post's folder: a post's picture sits in ${folder}/images/ and is written with ./ in front.`,
      advice: `Write ${written}.`,
    };
  const pictures = filesUnder(join(root, posix.dirname(wanted))).map(
    (name) => `./${posix.join(posix.dirname(posix.relative(folder, wanted)), name.slice(1))}`,
  );
  const suggestion = closest(written, pictures);
  return {
    ...where,
    message: `The image ${image.src} is not there: ${folder}/ has no file ${posix.relative(folder, wanted)}, so the build would stop.`,
    advice: suggestion
      ? `Did you mean ${suggestion}?`
      : POST_IMAGE_NAME.test(posix.basename(wanted))
        ? `Put the picture at ${wanted}, or correct the path.`
        : `Put the picture into ${posix.dirname(wanted)}/ with ${POST_IMAGE_NAME_RULE}, and write that name here.`,
  };
}
