// @ts-check
// Two tags of one language that are likely one tag written two ways: one spelt almost like the other
// (`Deliverabilty` and `Deliverability`: a letter added, dropped, changed, or two swapped), or one the plural of
// the other (`Automations` and `Automation`, `CRMs` and `CRM`). As written, each makes a tag page of its own. The
// tag fewer posts use is taken for the slip and told the other's spelling; of two tags as often used, neither can
// be told from the other, so both are named, each at its posts.
import { editDistance } from './closest.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {Omit<Problem, 'message' | 'advice'>} Place where a post gives a tag
 * @typedef {{ tag: string, file: string, uses: { place: Place, tag: string }[] }} TagUses a tag's first spelling,
 *   the post that first gives it, and each post's use of it
 */

/** Tags shorter than this (without spaces and hyphens) may be two words one letter apart, `SEO` and `SEM`. */
const TYPO_MIN_LENGTH = 4;

/** Endings that make a plural in the site's languages: English and French -s, -es and -x, German -n, -en and -s. */
const PLURAL_ENDINGS = ['s', 'es', 'x', 'n', 'en'];

/**
 * Whether the tag of key `longer` is a plural of the tag of key `shorter` (keys: src/lib/blog/tags.ts).
 * @param {string} shorter
 * @param {string} longer
 */
function isPlural(shorter, longer) {
  return (
    PLURAL_ENDINGS.some((ending) => longer === shorter + ending) ||
    (shorter.endsWith('y') && longer === `${shorter.slice(0, -1)}ies`)
  );
}

/**
 * How two tags' keys are alike: 'plural' when the second is a plural of the first, 'singular' the other way
 * round, 'spelling' when one letter or one swap apart, or undefined.
 * @param {string} key
 * @param {string} other
 */
function likeness(key, other) {
  if (isPlural(other, key)) return 'plural';
  if (isPlural(key, other)) return 'singular';
  const long = key.length >= TYPO_MIN_LENGTH && other.length >= TYPO_MIN_LENGTH;
  return long && editDistance(key, other) === 1 ? 'spelling' : undefined;
}

/** `content/blog/a.mdx`, or `3 posts, the earliest content/blog/a.mdx`. @param {TagUses} tag */
const postsOf = (tag) => (tag.uses.length === 1 ? tag.file : `${tag.uses.length} posts, the earliest ${tag.file}`);

/**
 * @param {Map<string, TagUses>} tags key → the tag's uses, in one language
 * @returns {Problem[]}
 */
export function tagSlips(tags) {
  /** @type {Problem[]} */
  const problems = [];
  const all = [...tags];
  for (const [index, [key, tag]] of all.entries()) {
    for (const [otherKey, other] of all.slice(index + 1)) {
      const alike = likeness(key, otherKey);
      if (!alike) continue;
      if (tag.uses.length === other.uses.length) {
        problems.push(...bothNamed(tag, other), ...bothNamed(other, tag));
        continue;
      }
      const [slip, meant, relation] =
        tag.uses.length < other.uses.length
          ? [tag, other, alike]
          : [other, tag, alike === 'plural' ? 'singular' : alike === 'singular' ? 'plural' : alike];
      for (const use of slip.uses)
        problems.push({
          ...use.place,
          message:
            relation === 'spelling'
              ? `The tag "${use.tag}" is spelt almost like the tag "${meant.tag}" (${postsOf(meant)}): as written, it makes a tag page of its own.`
              : `The tag "${use.tag}" is the ${relation} of the tag "${meant.tag}" (${postsOf(meant)}): as written, it makes a tag page of its own.`,
          advice:
            relation === 'spelling'
              ? `Write "${meant.tag}" if that is the tag meant, or name this tag so that it cannot be taken for it.`
              : `Write "${meant.tag}": singular and plural are one tag.`,
        });
    }
  }
  return problems;
}

/**
 * The problem at each post of `tag`, naming `other`, for two tags as often used.
 * @param {TagUses} tag
 * @param {TagUses} other
 * @returns {Problem[]}
 */
function bothNamed(tag, other) {
  return tag.uses.map((use) => ({
    ...use.place,
    message: `The tags "${use.tag}" and "${other.tag}" (${postsOf(other)}) look like one tag written two ways: as written, each makes a tag page of its own.`,
    advice: `If they are one tag, give both posts the same spelling, singular or plural; if they are two, name one so that it cannot be taken for the other.`,
  }));
}
