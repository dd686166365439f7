// Which posts a post suggests next, and its neighbours in time.

interface Dated {
  id: string;
  tags: readonly string[];
  publishDate: Date;
}

/** Newest first; posts of the same day by id, so every build lists them the same way. */
export const newestFirst = <T extends Dated>(a: T, b: T) =>
  b.publishDate.getTime() - a.publishDate.getTime() || a.id.localeCompare(b.id);

/** Up to `count` other posts that share a tag with `current`: most shared tags first, then the newest. */
export function relatedPosts<T extends Dated>(all: readonly T[], current: Dated, count = 3): T[] {
  const shared = (post: T) => post.tags.filter((tag) => current.tags.includes(tag)).length;
  return all
    .filter((post) => post.id !== current.id && shared(post) > 0)
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
    .slice(0, count);
}

/** The post published before `current` and the one after it, in a list sorted newest first. */
export function neighbours<T extends { id: string }>(newestFirstList: readonly T[], current: { id: string }) {
  const index = newestFirstList.findIndex((post) => post.id === current.id);
  if (index === -1) throw new Error(`Post "${current.id}" is not in the list.`);
  return { older: newestFirstList[index + 1], newer: index > 0 ? newestFirstList[index - 1] : undefined };
}
