// The address of every kind of page, in the first language and at the site root: the one place that spells
// them. `localizedPath` (./paths.ts) gives one in another language (`/de/plan`); `localHref`
// (./page-locale.ts) also puts it under the build's base path (`/pr-42/de/plan`). The page files in
// src/pages/[...locale]/ sit at these addresses, and the build tests check that each of them is built.
// Relative imports carry their `.ts` extension: scripts and tests run this file in plain Node.

/** A page of the site, by kind; a kind with many pages takes the id of its content entry. */
export const ROUTES = {
  home: '/home',
  about: '/about',
  contact: '/contact',
  plans: '/plan',
  services: '/services',
  privacy: '/home/privacy',
  /** A category of services: one per file in content/categories/. */
  category: (id: string) => `/services/${id}`,
  /** A service: one per file in content/services/. */
  service: (id: string) => `/service/${id}`,
  blog: '/blog',
  /** A post: one per file in content/blog/. */
  post: (id: string) => `/blog/${id}`,
  /** A page of the blog's list after the first: `/blog/page/2`. */
  blogPage: (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`),
  /** A page of a tag's posts, by the tag's slug: `/blog/tag/e-mail-marketing`, then `…/page/2`. */
  tag: (slug: string, page = 1) => `/blog/tag/${slug}${page === 1 ? '' : `/page/${page}`}`,
} as const;

/** The blog's RSS feed in the first language (not a page: it sits beside them). */
export const FEED_ROUTE = '/blog/rss.xml';

/** The pages the site always has, whatever its content: the fixed addresses above. */
export const SINGLE_PAGE_ROUTES: readonly string[] = Object.values(ROUTES).flatMap((route) =>
  typeof route === 'string' ? [route] : [],
);

/** Whether a first-language route is the services list or one of its categories or services. */
export const isServicesRoute = (path: string) =>
  path === ROUTES.services || path.startsWith(ROUTES.category('')) || path.startsWith(ROUTES.service(''));
