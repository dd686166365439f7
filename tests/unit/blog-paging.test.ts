import { describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/lib/blog/paging';
import { ROUTES } from '../../src/i18n/routes';

describe('the blog in pages', () => {
  it('cuts a list into pages of the given size, the last one shorter', () => {
    const pages = pagesOf([1, 2, 3, 4, 5, 6, 7], 3);
    expect(pages.map((page) => page.items)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(pages.map((page) => [page.number, page.count])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });
  it('gives an empty list its one, empty, first page', () => {
    expect(pagesOf([], 9)).toEqual([{ number: 1, count: 1, items: [] }]);
  });
  it('refuses a page size that is not a whole number of at least one', () => {
    expect(() => pagesOf([1], 0)).toThrow(/at least one/);
    expect(() => pagesOf([1], 1.5)).toThrow(/at least one/);
  });
  it('puts the first page at the list’s own address and the others after it', () => {
    expect([1, 2].map((page) => ROUTES.blogPage(page))).toEqual(['/blog', '/blog/page/2']);
    expect([1, 3].map((page) => ROUTES.tag('crm', page))).toEqual(['/blog/tag/crm', '/blog/tag/crm/page/3']);
  });
});
