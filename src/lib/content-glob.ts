// The files of a collection: those its pattern (a glob, from src/content-files.ts) matches under content/ or a
// language's folder in it, the files Astro's glob() makes the collection's entries of. The content check and
// the tests list a collection's files with this; it imports nothing of the site, so the check can use it on a
// project whose settings do not load.
import { globSync } from 'node:fs';

/** The files `pattern` matches under `folder`, as paths relative to it with `/`, sorted. */
export const matchingFiles = (pattern: string, folder: string): string[] =>
  [...new Set(globSync(pattern, { cwd: folder }).map((file) => file.replaceAll('\\', '/')))].sort();
