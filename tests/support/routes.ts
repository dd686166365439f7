// The page routes the site must have in each language, and the routes actually built, for tests that walk the
// whole site. Content writes the first language's routes (`/plan`); every other language has each of them
// under its code (`/de/plan`).
import { builtRoutes as listBuilt } from '../../scripts/built-files.mjs';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from '../../src/i18n/locales';
import { localizedPath, splitLocale } from '../../src/i18n/paths';
import { ROUTES, SINGLE_PAGE_ROUTES } from '../../src/i18n/routes';
import { pagesOf } from '../../src/lib/blog/paging';
import { tagsOf } from '../../src/lib/blog/tags';
import { loadCategories, loadPosts, loadServices, loadSettings } from './content';
import { withoutLaterCopies } from './scaled-content';
import { SITE_DIR } from './sites';

export { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, SINGLE_PAGE_ROUTES, type Locale };

/** One category page per file in content/categories/, in menu order. */
export const CATEGORY_SLUGS = loadCategories().map((category) => category.id);
/** One service page per file in content/services/. */
export const SERVICE_SLUGS = loadServices().map((service) => service.id);
/** The category and service pages a build test reads one by one: all, but of the ten-times site's copies the first. */
export const DISTINCT_CATEGORY_SLUGS = withoutLaterCopies(CATEGORY_SLUGS);
export const DISTINCT_SERVICE_SLUGS = withoutLaterCopies(SERVICE_SLUGS);

/**
 * Every page route every language has (roots and unknown paths redirect and are tested apart): the single
 * pages, and one per category and service file.
 */
export const PAGE_ROUTES = [
  ...SINGLE_PAGE_ROUTES,
  ...CATEGORY_SLUGS.map((slug) => ROUTES.category(slug)),
  ...SERVICE_SLUGS.map((slug) => ROUTES.service(slug)),
];

/**
 * The blog's pages in `locale` beyond /blog, as first-language routes: one per post written in it, the later
 * pages of its list, and each of its tags' pages (the settings' page size).
 */
export function blogRoutes(locale: Locale): string[] {
  const posts = loadPosts(locale);
  const { pageSize } = loadSettings(locale).blog;
  const tagged = posts.map((post) => ({ ...post, tags: post.data.tags }));
  return [
    ...posts.map((post) => ROUTES.post(post.id)),
    ...pagesOf(posts, pageSize)
      .slice(1)
      .map((page) => ROUTES.blogPage(page.number)),
    ...tagsOf(tagged, locale).flatMap(({ slug, posts: ofTag }) =>
      pagesOf(ofTag, pageSize).map((page) => ROUTES.tag(slug, page.number)),
    ),
  ];
}

/** A route of the first language in `locale`: `('/plan', 'de')` → `/de/plan`. */
export const localizedRoute = (route: string, locale: Locale) => localizedPath(route, locale);
/** Every page route in `locale`: PAGE_ROUTES and its blog's, under `/<code>` for every language but the first. */
export const localizedRoutes = (locale: Locale) =>
  [...PAGE_ROUTES, ...blogRoutes(locale)].map((route) => localizedPath(route, locale));
/** Every page route in every language. */
export const ALL_PAGE_ROUTES = LOCALES.flatMap(localizedRoutes);
const ALL_PAGES = new Set(ALL_PAGE_ROUTES);
/**
 * The languages that have the page of a route, its own included: every language for most pages, fewer for
 * the blog's (a post not yet translated, a tag whose words differ by language).
 */
export const languagesOf = (route: string): Locale[] =>
  LOCALES.filter((locale) => ALL_PAGES.has(localizedPath(splitLocale(route).path, locale)));

/** Each language's root, which only forwards to its /home: `/`, `/de`, `/fr`. */
export const ROOT_ROUTES = LOCALES.map((locale) => localizedPath('/', locale));
/** Each language's not-found page as the build names it: `/404`, `/de/404`, `/fr/404`. */
export const NOT_FOUND_ROUTES = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '/404' : `/${locale}/404`));

/**
 * The n-th language, counting round: for tests that try each of several ways once, each from the next language,
 * so that every way and every language are tried at least once.
 */
export const localeInTurn = (n: number): Locale => LOCALES[n % LOCALES.length]!;

/** The language of a route: `/de/plan` → `de`, `/plan` → the first language. */
export const localeOf = (route: string): Locale => splitLocale(route).locale;
/** A route without its language: `/de/plan` → `/plan`. */
export const unlocalized = (route: string) => splitLocale(route).path;

/**
 * The page routes of the test build, from its HTML files (without the roots that forward to /home), in every
 * language or in `locale` alone.
 */
export function builtRoutes(dir = SITE_DIR, locale?: Locale): string[] {
  return listBuilt(dir).filter(
    (route) => !ROOT_ROUTES.includes(route) && (locale === undefined || localeOf(route) === locale),
  );
}

/**
 * One page of each kind (every single page, the first category, the first service), in every language: the
 * pages the end-to-end tests visit one by one. The other categories and services share their kind's
 * template, scripts and colours, and translations their English twin's; what differs per page (words,
 * links, markup, structure) is checked over every page of every language by the build tests (axe's rules
 * that need no layout, HTML validity, links, budgets, SEO, interface language), so visiting all of them
 * again would only multiply the run time.
 */
export function kindRoutes(dir = SITE_DIR, locale?: Locale): string[] {
  return builtRoutes(dir, locale).filter(isFirstOfKind);
}

/** One page of each kind in the first language: every single page, the first category, service and post. */
export const FIRST_OF_KIND_ROUTES = [
  ...SINGLE_PAGE_ROUTES,
  ROUTES.category(CATEGORY_SLUGS[0]!),
  ROUTES.service(SERVICE_SLUGS[0]!),
  ...loadPosts()
    .slice(0, 1)
    .map((post) => ROUTES.post(post.id)),
];
const FIRST_OF_KIND = new Set(FIRST_OF_KIND_ROUTES);
/** Whether a route is its language's page of a kind: a single page, the first category or the first service. */
export const isFirstOfKind = (route: string) => FIRST_OF_KIND.has(unlocalized(route));
