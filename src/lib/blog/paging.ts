// The blog's lists cut into pages: the first page at the list's own address, the others after it.

export interface ListPage<T> {
  /** 1 for the first page. */
  number: number;
  /** How many pages the list has. */
  count: number;
  items: T[];
}

/** `items` in pages of `size`; a list with no items still has its (empty) first page. */
export function pagesOf<T>(items: readonly T[], size: number): ListPage<T>[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A page holds at least one item (got ${size}).`);
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    count,
    items: items.slice(index * size, (index + 1) * size),
  }));
}
