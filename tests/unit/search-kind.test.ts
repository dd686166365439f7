// Which pages site search indexes, and as what kind: every kind of route, read from ROUTES, never spelled.
import { describe, expect, it } from 'vitest';
import { searchKind } from '../../src/lib/search/kind';
import { ROUTES, SINGLE_PAGE_ROUTES } from '../../src/i18n/routes';

describe('searchKind', () => {
  it('tags a service, a category and a post by their routes', () => {
    expect(searchKind(ROUTES.service('crm-solution'))).toBe('service');
    expect(searchKind(ROUTES.category('sales'))).toBe('category');
    expect(searchKind(ROUTES.post('a-post'))).toBe('post');
  });

  it('tags every single page as a page, the services list and the blog among them', () => {
    for (const route of SINGLE_PAGE_ROUTES) expect(searchKind(route), route).toBe('page');
    expect(searchKind(ROUTES.services)).toBe('page');
    expect(searchKind(ROUTES.blog)).toBe('page');
  });

  it('reads a route with a trailing slash as the same page', () => {
    expect(searchKind(`${ROUTES.service('crm-solution')}/`)).toBe('service');
    expect(searchKind(`${ROUTES.about}/`)).toBe('page');
  });

  it('leaves out the redirect pages, the not-found page and the blog’s later list and tag pages', () => {
    for (const route of ['/', '/404', ROUTES.blogPage(2), ROUTES.tag('e-mail'), ROUTES.tag('e-mail', 2)])
      expect(searchKind(route), route).toBeUndefined();
  });

  it('leaves out an address below a service, a category or a post', () => {
    expect(searchKind(`${ROUTES.service('crm-solution')}/more`)).toBeUndefined();
    expect(searchKind(ROUTES.service(''))).toBeUndefined();
  });
});
