// Which pages site search indexes, and as what kind of page: each result shows its kind in the visitor's
// words (content/navigation.yaml → search.kinds). Only these pages carry `data-pagefind-body` (BaseLayout),
// so the redirect pages, the not-found pages and the blog's later list pages and tag pages stay out of the
// index: they only repeat what the pages they lead to say.
import { ROUTES, SINGLE_PAGE_ROUTES } from '../../i18n/routes';

export const SEARCH_KINDS = ['service', 'category', 'post', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Whether `path` is `prefix` followed by one more segment: `/service/crm` for `/service/`. */
const isOneBelow = (path: string, prefix: string) =>
  path.length > prefix.length && path.startsWith(prefix) && !path.slice(prefix.length).includes('/');

/** The kind of the page at a first-language route (`Astro.locals.path`), or undefined when it is not searched. */
export function searchKind(path: string): SearchKind | undefined {
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (isOneBelow(route, ROUTES.service(''))) return 'service';
  if (isOneBelow(route, ROUTES.category(''))) return 'category';
  if (isOneBelow(route, ROUTES.post(''))) return 'post';
  if (SINGLE_PAGE_ROUTES.includes(route)) return 'page';
  return undefined;
}

export const isSearchKind = (value: unknown): value is SearchKind =>
  typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
