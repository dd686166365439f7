// The order in which the site lists the entries of a collection, shared by src/lib/content.ts and the tests.

/** Entries with a writer-given `order`, lowest first. */
export const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;
/** Entries without an `order`, by file name, so every build lists them the same way. */
export const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);
