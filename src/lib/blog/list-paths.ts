// The addresses of the blog's lists in every language, for getStaticPaths: the pages of every post and the
// pages of each tag's posts, each page with the posts it shows and the languages that have the same address
// (a tag is words, so its address differs between languages; a short list has fewer pages), and the list's
// own heading, title, description and page addresses: the props of BlogListPage.astro.
// Worked out once per build, for the four route files that take their paths from here; the dev server works
// them out on each request, so that an edited post shows.
import { getPage, getPosts, getSettings } from '../content';
import { fillTemplate } from '../fill-template';
import { LOCALES, type Locale } from '../../i18n/locales';
import { localeParam } from '../../i18n/page-locale';
import { ROUTES } from '../../i18n/routes';
import { tagListTitle } from './list-titles';
import { pagesOf } from './paging';
import { tagsOf } from './tags';

/** Every page of the blog's lists in every language, by language, with the first-language route of each. */
async function workOutListPages() {
  const languages = await Promise.all(
    LOCALES.map(async (locale) => {
      const [posts, settings, copy] = await Promise.all([
        getPosts(locale),
        getSettings(locale),
        getPage('blogPage', 'blog', locale),
      ]);
      const { pageSize } = settings.blog;
      const tagged = posts.map((post) => ({ ...post, tags: post.data.tags }));
      const all = pagesOf(posts, pageSize).map((page) => ({ page, route: ROUTES.blogPage(page.number) }));
      const tags = tagsOf(tagged, locale).flatMap(({ tag, slug, posts: ofTag }) =>
        pagesOf(ofTag, pageSize).map((page) => ({ page, route: ROUTES.tag(slug, page.number), tag, slug })),
      );
      return { locale, copy: copy.data, all, tags };
    }),
  );
  /** The languages that have a page at `route`. */
  const languagesOf = (route: string): Locale[] =>
    languages
      .filter(({ all, tags }) => [...all, ...tags].some((entry) => entry.route === route))
      .map(({ locale }) => locale);
  return { languages, languagesOf };
}
let built: ReturnType<typeof workOutListPages> | undefined;
const listPages = () => (import.meta.env.DEV ? workOutListPages() : (built ??= workOutListPages()));

/** The pages of the list of every post; `first` picks /blog alone, otherwise the pages after it. */
export async function postListPaths(first: boolean) {
  const { languages, languagesOf } = await listPages();
  return languages.flatMap(({ locale, copy, all }) =>
    all
      .filter(({ page }) => (page.number === 1) === first)
      .map(({ page, route }) => ({
        params: { locale: localeParam(locale), ...(first ? {} : { page: String(page.number) }) },
        props: {
          page,
          copy,
          heading: copy.heading,
          title: copy.title,
          description: copy.description,
          pageHref: ROUTES.blogPage,
          languages: languagesOf(route),
        },
      })),
  );
}

/** The pages of each tag's posts; `first` picks each tag's first page alone, otherwise the pages after it. */
export async function tagListPaths(first: boolean) {
  const { languages, languagesOf } = await listPages();
  return languages.flatMap(({ locale, copy, tags }) =>
    tags
      .filter(({ page }) => (page.number === 1) === first)
      .map(({ page, route, tag, slug }) => ({
        params: { locale: localeParam(locale), tag: slug, ...(first ? {} : { page: String(page.number) }) },
        props: {
          page,
          copy,
          heading: tagListTitle(copy.tagHeading, tag),
          title: tagListTitle(copy.tagHeading, tag),
          description: fillTemplate(copy.tagDescription, { tag }),
          pageHref: (number: number) => ROUTES.tag(slug, number),
          languages: languagesOf(route),
        },
      })),
  );
}
