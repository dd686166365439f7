// The addresses of the blog's lists in every language, for getStaticPaths: the pages of every post and the
// pages of each tag's posts, each page with the posts it shows.
import { getPage, getPosts, getSettings } from '../content';
import { LOCALES } from '../../i18n/locales';
import { localeParam } from '../../i18n/page-locale';
import { pagesOf } from './paging';
import { tagsOf } from './tags';

/** Every language's list of posts, cut into the settings' pages. */
async function languages() {
  return Promise.all(
    LOCALES.map(async (locale) => {
      const [posts, settings, copy] = await Promise.all([
        getPosts(locale),
        getSettings(locale),
        getPage('blogPage', 'blog', locale),
      ]);
      return { locale, posts, copy: copy.data, pageSize: settings.blog.pageSize };
    }),
  );
}

/** The pages of the list of every post; `first` picks /blog alone, otherwise the pages after it. */
export async function postListPaths(first: boolean) {
  return (await languages()).flatMap(({ locale, posts, copy, pageSize }) =>
    pagesOf(posts, pageSize)
      .filter((page) => (page.number === 1) === first)
      .map((page) => ({
        params: { locale: localeParam(locale), ...(first ? {} : { page: String(page.number) }) },
        props: { page, copy },
      })),
  );
}

/** The pages of each tag's posts; `first` picks each tag's first page alone, otherwise the pages after it. */
export async function tagListPaths(first: boolean) {
  return (await languages()).flatMap(({ locale, posts, copy, pageSize }) =>
    tagsOf(
      posts.map((post) => ({ ...post, tags: post.data.tags })),
      locale,
    ).flatMap(({ tag, slug, posts: tagged }) =>
      pagesOf(tagged, pageSize)
        .filter((page) => (page.number === 1) === first)
        .map((page) => ({
          params: { locale: localeParam(locale), tag: slug, ...(first ? {} : { page: String(page.number) }) },
          props: { page, copy, tag, slug },
        })),
    ),
  );
}
