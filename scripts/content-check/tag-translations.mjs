// @ts-check
// One tag translated two ways in one language: a translation gives its tags in the order of the post it
// translates, so the German tag in the place of `Sales` is that post's German for `Sales`. Where one German post
// writes `Vertrieb` and another `Verkauf` (or leaves `Sales` as it is), the German blog gets two tag pages for
// one topic. The spelling fewer posts use is taken for the slip and told the other; of two as often used, both
// are named, since neither can be told from the other.
import { tagKey } from '../../src/lib/blog/tags.ts';
import { languageName } from './language-names.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {{ tag: string, places: Omit<Problem, 'message' | 'advice'>[] }} Translation a spelling and the posts
 *   that give it
 */

/** How many posts a message names before it counts the rest. */
const NAMED_POSTS = 3;

/** @param {{ file: string }[]} places */
const filesNamed = (places) =>
  places.length > NAMED_POSTS
    ? `${places
        .slice(0, NAMED_POSTS)
        .map((place) => place.file)
        .join(', ')} and ${places.length - NAMED_POSTS} more`
    : places.map((place) => place.file).join(', ');

/** @param {Entry} post */
const tagsOf = (post) => {
  const tags = /** @type {{ tags?: unknown }} */ (post.data).tags;
  return Array.isArray(tags) ? tags : [];
};

/**
 * @param {Entry[]} posts the posts of every language, translations included
 * @returns {Problem[]}
 */
export function tagTranslationProblems(posts) {
  const originals = new Map(posts.filter((post) => !post.isTranslation).map((post) => [post.id, post]));
  /** @type {Map<string, Map<string, { original: string, translations: Map<string, Translation> }>>} language → tag → its translations */
  const byLanguage = new Map();
  for (const post of posts.filter((item) => item.isTranslation)) {
    const original = originals.get(post.id);
    if (!original) continue;
    const originalTags = tagsOf(original);
    tagsOf(post).forEach((tag, index) => {
      const originalTag = originalTags[index];
      if (typeof tag !== 'string' || typeof originalTag !== 'string') return;
      const language = byLanguage.get(post.locale) ?? byLanguage.set(post.locale, new Map()).get(post.locale);
      const key = tagKey(originalTag);
      const known = language?.get(key) ?? { original: originalTag, translations: new Map() };
      language?.set(key, known);
      const spelling = known.translations.get(tagKey(tag)) ?? { tag, places: [] };
      known.translations.set(tagKey(tag), spelling);
      spelling.places.push({
        file: post.source.file,
        line: post.source.lineOf([...post.prefix, 'tags', index]),
        field: `tags → item ${index + 1}`,
        kind: 'translation',
      });
    });
  }
  /** @type {Problem[]} */
  const problems = [];
  for (const [locale, tags] of byLanguage) {
    for (const { original, translations } of tags.values()) {
      if (translations.size < 2) continue;
      const spellings = [...translations.values()].sort((a, b) => b.places.length - a.places.length);
      const most = spellings[0]?.places.length ?? 0;
      const slips = spellings.filter((spelling) => spelling.places.length < most);
      const named = slips.length ? slips : spellings;
      for (const spelling of named) {
        const others = spellings.filter((other) => other !== spelling && !slips.includes(other));
        const otherWords = others.map((other) => `"${other.tag}" (${filesNamed(other.places)})`);
        for (const place of spelling.places) {
          problems.push({
            ...place,
            message: `The tag "${spelling.tag}" translates "${original}", which other ${languageName(locale)} posts give as ${otherWords.join(' and ')}: two tags would make two tag pages for one topic.`,
            advice: slips.length
              ? `Write "${others[0]?.tag}" here too.`
              : `Choose one of ${spellings.map((other) => `"${other.tag}"`).join(' and ')} and write it in every ${languageName(locale)} post that translates "${original}".`,
          });
        }
      }
    }
  }
  return problems;
}
