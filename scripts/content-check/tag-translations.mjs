// @ts-check
// Tags across languages. A translation gives its tags in the order of the post it translates, so the German tag
// in the place of `Sales` is that post's German for `Sales`.
// - One tag translated two ways in one language: where one German post writes `Vertrieb` and another `Verkauf`
//   (or leaves `Sales` as it is), the German blog gets two tag pages for one topic. The spelling fewer posts
//   use is taken for the slip and told the other; of spellings as often used, all are named, since none can be
//   told from the others.
// - A translation whose tags are the usual translations of its post's tags, in another order (the English
//   post's tags were reordered, or the translation's): told the order to write them in, and left out of the
//   first rule, whose pairs it would confuse.
// A translation with as many tags as its post is compared; the check of list lengths names the others.
import { tagKey } from '../../src/lib/blog/tags.ts';
import { languageName } from './language-names.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {Omit<Problem, 'message' | 'advice'>} Place
 * @typedef {{ post: Entry, original: Entry, originalTags: string[], tags: string[] }} Translated a translation with
 *   its post's tags
 * @typedef {{ tag: string, places: Place[] }} Spelling one way a language writes a tag, and where
 */

/** How many posts a message names before it counts the rest. */
const NAMED_POSTS = 3;

/** @param {Place[]} places */
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
  return Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : [];
};

/** @param {readonly string[]} items */
const quoted = (items) => items.map((item) => `"${item}"`).join(' and ');

/**
 * The spellings each language gives each tag of its posts, by the tag's key and the spelling's key.
 * @param {Translated[]} translations
 * @returns {Map<string, Map<string, { original: string, originalLocale: string, spellings: Map<string, Spelling> }>>}
 */
function spellingsByLanguage(translations) {
  /** @type {ReturnType<typeof spellingsByLanguage>} */
  const byLanguage = new Map();
  for (const { post, original, originalTags, tags } of translations) {
    const language = byLanguage.get(post.locale) ?? new Map();
    byLanguage.set(post.locale, language);
    tags.forEach((tag, index) => {
      const originalTag = originalTags[index] ?? '';
      const known = language.get(tagKey(originalTag)) ?? {
        original: originalTag,
        originalLocale: original.locale,
        spellings: new Map(),
      };
      language.set(tagKey(originalTag), known);
      const spelling = known.spellings.get(tagKey(tag)) ?? { tag, places: [] };
      known.spellings.set(tagKey(tag), spelling);
      spelling.places.push({
        file: post.source.file,
        line: post.source.lineOf([...post.prefix, 'tags', index]),
        field: `tags → item ${index + 1}`,
        kind: 'translation',
      });
    });
  }
  return byLanguage;
}

/**
 * The spellings most posts use: one when it leads, all of them when they tie.
 * @param {Spelling[]} spellings
 */
function leadingSpellings(spellings) {
  const most = Math.max(0, ...spellings.map((spelling) => spelling.places.length));
  return spellings.filter((spelling) => spelling.places.length === most);
}

/**
 * The order a translation's tags should take when they are the usual translations of its post's tags in another
 * order, or undefined. Usual: the spelling most posts of the language give the tag, when one leads.
 * @param {Translated} translated
 * @param {ReturnType<typeof spellingsByLanguage>} usage the spellings of the language's posts
 */
function reordered({ post, originalTags, tags }, usage) {
  const language = usage.get(post.locale);
  const usual = originalTags.map((originalTag) => {
    const top = leadingSpellings([...(language?.get(tagKey(originalTag))?.spellings.values() ?? [])]);
    return top.length === 1 ? top[0]?.tag : undefined;
  });
  if (usual.every((tag, index) => tag === undefined || tagKey(tag) === tagKey(tags[index] ?? ''))) return undefined;
  const left = [...tags];
  const order = usual.map((tag) => {
    const at = tag === undefined ? -1 : left.findIndex((own) => tagKey(own) === tagKey(tag));
    return at < 0 ? undefined : left.splice(at, 1)[0];
  });
  if (order.some((tag, index) => tag === undefined && usual[index] !== undefined)) return undefined;
  return order.map((tag) => tag ?? left.shift() ?? '');
}

/**
 * The translations whose tags are in another order, each with the order to take. A translation is read against
 * the other posts of its language; twice, the second time without those the first reading found out of order,
 * whose pairs are mixed up.
 * @param {Translated[]} translations
 * @returns {Map<Translated, string[]>}
 */
function reorderedTranslations(translations) {
  const find = (/** @type {Set<Translated>} */ mixedUp) =>
    new Map(
      translations.flatMap((translated) => {
        const others = translations.filter((other) => other !== translated && !mixedUp.has(other));
        const order = reordered(translated, spellingsByLanguage(others));
        return order ? [[translated, order]] : [];
      }),
    );
  return find(new Set(find(new Set()).keys()));
}

/**
 * @param {Entry[]} posts the posts of every language, translations included
 * @returns {Problem[]}
 */
export function tagTranslationProblems(posts) {
  const originals = new Map(posts.filter((post) => !post.isTranslation).map((post) => [post.id, post]));
  /** @type {Translated[]} */
  const translations = posts.flatMap((post) => {
    const original = post.isTranslation ? originals.get(post.id) : undefined;
    if (!original) return [];
    const [originalTags, tags] = [tagsOf(original), tagsOf(post)];
    return tags.length === originalTags.length && tags.length ? [{ post, original, originalTags, tags }] : [];
  });
  /** @type {Problem[]} */
  const problems = [];
  const orders = reorderedTranslations(translations);
  const inOrder = translations.filter((translated) => {
    const order = orders.get(translated);
    if (!order) return true;
    const { post, original, originalTags } = translated;
    problems.push({
      file: post.source.file,
      line: post.source.lineOf([...post.prefix, 'tags']),
      field: 'tags',
      kind: 'translation',
      message: `These tags are the ${languageName(post.locale)} of the tags of ${original.source.file} (${originalTags.join(', ')}) in another order: a translation gives its tags in the order of the post it translates, each in the place of the tag it translates.`,
      advice: `Write them in that order: ${order.join(', ')}.`,
    });
    return false;
  });
  for (const [locale, tags] of spellingsByLanguage(inOrder)) {
    const language = languageName(locale);
    for (const { original, originalLocale, spellings } of tags.values()) {
      if (spellings.size < 2) continue;
      const all = [...spellings.values()];
      const top = leadingSpellings(all);
      for (const spelling of all.filter((item) => top.length > 1 || item !== top[0])) {
        const others = all.filter((other) => other !== spelling && (top.length > 1 || other === top[0]));
        const posts = others.reduce((count, other) => count + other.places.length, 0);
        const given = `which ${posts === 1 ? `another ${language} post gives` : `other ${language} posts give`} as ${others.map((other) => `"${other.tag}" (${filesNamed(other.places)})`).join(' and ')}`;
        const what =
          tagKey(spelling.tag) === tagKey(original)
            ? `The tag "${spelling.tag}" is left in ${languageName(originalLocale)}`
            : `The tag "${spelling.tag}" translates "${original}"`;
        for (const place of spelling.places) {
          problems.push({
            ...place,
            message: `${what}, ${given}: two tags would make two tag pages for one topic.`,
            advice:
              top.length > 1
                ? `Choose one of ${quoted(all.map((item) => item.tag))} and write it in every ${language} post that translates "${original}" (one whose tags are in another order than its ${languageName(originalLocale)} post's takes that order).`
                : `Write "${top[0]?.tag}" here too.`,
          });
        }
      }
    }
  }
  return problems;
}
