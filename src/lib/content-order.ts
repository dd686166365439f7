// The orders in which the site lists the entries of a collection; src/content-files.ts gives each collection its own.
import { newestFirst } from './blog/related-posts.ts';

/** Entries with a writer-given `order`, lowest first. */
export const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;
/** Entries without an `order`, by file name, so every build lists them the same way. */
export const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);
/** Posts, newest first (src/lib/blog/related-posts.ts). */
export const byNewest = <T extends { id: string; data: { publishDate: Date; tags: readonly string[] } }>(a: T, b: T) =>
  newestFirst({ id: a.id, ...a.data }, { id: b.id, ...b.data });
