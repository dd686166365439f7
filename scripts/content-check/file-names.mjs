// @ts-check
// A content file's name is written as the name the site gives its entry and page (its collection's entryName,
// src/content-files.ts): `crm-basics.mdx` for /blog/crm-basics. A name with capitals or spaces (`CRM Basics.mdx`)
// still gets that address, so the links a writer guesses from the name, the translations at its path, and a disk that tells
// capitals apart (the host's, a colleague's) would all disagree with it.
import { posix } from 'node:path';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./translation-files.mjs').ContentFiles} ContentFiles
 */

/**
 * Each file of content/ read by a collection whose name is not the name the site gives its entry.
 * @param {ContentFiles} files
 * @returns {Problem[]}
 */
export function fileNameProblems(files) {
  return files.originals.flatMap((file) => {
    const { name, ext } = posix.parse(file.within);
    const entry = file.collection?.entryName(file.within);
    if (entry === undefined || entry === name) return [];
    const address = entry || 'a-name';
    return [
      {
        file: file.file,
        line: 1,
        field: '',
        kind: /** @type {const} */ ('value'),
        message: `The file name "${name}${ext}" holds more than lower-case letters, digits and dashes: the site names the page ${address} whatever the file is called, so links, translations and disks that tell capitals apart would look for another name.`,
        advice: `Rename it ${address}${ext}, and its translations in the language folders the same way.`,
      },
    ];
  });
}
