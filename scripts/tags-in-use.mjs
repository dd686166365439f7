// The tags the blog's posts use, language by language, the most used first: the list that a new post's file
// shows above its own tags (npm run new:post), so that a writer reuses a tag rather than spell it anew, and a
// translator gives it in the words that language's posts use. Tags that differ only in case, spaces or hyphens
// are one tag, shown as most posts spell it; a copy not yet translated and a scaffold's ✎ placeholder count for
// nothing.
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { collectionFiles } from './content-check/collections.mjs';
import { PLACEHOLDER_MARK } from './content-check/placeholders.mjs';
import { tagKey } from '../src/lib/blog/tags.ts';
import { translationFile } from '../src/lib/content-folder.ts';
import { readContentData } from '../src/lib/content-text.ts';
import { readCopy } from '../src/lib/untranslated-copies.ts';

/** The tags of the post file at `path`, or none when it cannot be read yet. */
function tagsOf(path) {
  try {
    const tags = /** @type {{ tags?: unknown }} */ (readContentData(path))?.tags;
    return Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string' && !tag.includes(PLACEHOLDER_MARK)) : [];
  } catch {
    return [];
  }
}

/**
 * @param {import('./content-check/collections.mjs').Collection} posts the posts' collection
 * @param {readonly string[]} locales the settings' languages, the first first (run from the project folder)
 * @returns {{ locale: string, tags: string[] }[]}
 */
export function tagsInUse(posts, locales) {
  const originals = collectionFiles(posts);
  return locales.map((locale, index) => {
    const files =
      index === 0
        ? originals
        : originals
            .map((file) => translationFile(relative(process.cwd(), file).split(sep).join('/'), locale))
            .filter((file) => existsSync(file) && !readCopy(readFileSync(file, 'utf8')));
    /** @type {Map<string, Map<string, number>>} tag key → spelling → posts */
    const spellings = new Map();
    for (const tag of files.flatMap(tagsOf)) {
      const forms = spellings.get(tagKey(tag)) ?? spellings.set(tagKey(tag), new Map()).get(tagKey(tag));
      forms?.set(tag, (forms.get(tag) ?? 0) + 1);
    }
    const counted = [...spellings.values()].map((forms) => {
      const [[tag = '']] = [...forms].sort(([, a], [, b]) => b - a);
      return { tag, posts: [...forms.values()].reduce((sum, count) => sum + count, 0) };
    });
    counted.sort((a, b) => b.posts - a.posts || a.tag.localeCompare(b.tag, locale));
    return { locale, tags: counted.map(({ tag }) => tag) };
  });
}
