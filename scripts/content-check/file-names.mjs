// @ts-check
// A content file's name is written as the address the site makes of it: lower-case letters, digits and dashes
// (`crm-basics.mdx` for /blog/crm-basics). A name with capitals or spaces (`CRM Basics.mdx`) still gets that
// address, so the links a writer guesses from the name, the translations at its path, and a disk that tells
// capitals apart (the host's, a colleague's) would all disagree with it.
import { posix } from 'node:path';
import { slug } from 'github-slugger';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./translation-files.mjs').ContentFiles} ContentFiles
 */

const ADDRESS_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Each file of content/ read by a collection whose name is not written as its address.
 * @param {ContentFiles} files
 * @returns {Problem[]}
 */
export function fileNameProblems(files) {
  return files.originals
    .filter((file) => file.collection)
    .flatMap((file) => {
      const { name, ext } = posix.parse(file.within);
      if (ADDRESS_NAME.test(name)) return [];
      const renamed = `${slug(name) || 'a-name'}${ext}`;
      return [
        {
          file: file.file,
          line: 1,
          field: '',
          kind: /** @type {const} */ ('value'),
          message: `The file name "${name}${ext}" holds more than lower-case letters, digits and dashes: the site names the page ${posix.parse(renamed).name} whatever the file is called, so links, translations and disks that tell capitals apart would look for another name.`,
          advice: `Rename it ${renamed}, and its translations in the language folders the same way.`,
        },
      ];
    });
}
