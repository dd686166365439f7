// A tag's address: its words made a slug of plain letters (`E-mail marketing` → `e-mail-marketing`,
// `Délivrabilité` → `delivrabilite`, `Größe` → `groesse`), so that it reads the same typed, shared or
// percent-encoded; and the key that finds two spellings of one tag (`E-mail` and `Email`), which the content
// check refuses.
import { slug } from 'github-slugger';

/** Letters that lose more than an accent on the way to plain letters. */
const SPELLED_OUT: Record<string, string> = { ß: 'ss', ä: 'ae', ö: 'oe', ü: 'ue', æ: 'ae', œ: 'oe' };

export const tagSlug = (tag: string) =>
  slug(
    tag
      .toLowerCase()
      .replace(/[ßäöüæœ]/g, (letter) => SPELLED_OUT[letter]!)
      .normalize('NFKD')
      .replace(/\p{M}/gu, ''),
  );

/** Tags that differ only in case, spaces, hyphens or dots share this key. */
export const tagKey = (tag: string) => tag.toLowerCase().replace(/[\s.\-_]+/g, '');

/** Each tag of `posts` once, with its posts, most used first, then alphabetically. */
export function tagsOf<T extends { tags: readonly string[] }>(posts: readonly T[], locale: string) {
  const byTag = new Map<string, T[]>();
  for (const post of posts) for (const tag of post.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), post]);
  return [...byTag.entries()]
    .map(([tag, tagged]) => ({ tag, slug: tagSlug(tag), posts: tagged }))
    .sort((a, b) => b.posts.length - a.posts.length || a.tag.localeCompare(b.tag, locale));
}
