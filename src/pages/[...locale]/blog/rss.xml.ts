// The blog's RSS feed in each language (/blog/rss.xml, /de/blog/rss.xml, …): the posts written in it, newest
// first, each with its absolute address, day and description.
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getPage, getPosts, getSettings } from '../../../lib/content';
import { absoluteUrl } from '../../../lib/links';
import { everyLanguage } from '../../../i18n/page-locale';
import { localizedPath } from '../../../i18n/paths';
import { ROUTES } from '../../../i18n/routes';

export const getStaticPaths = everyLanguage;

export const GET: APIRoute = async ({ site, locals }) => {
  const { locale } = locals;
  const [posts, settings, copy] = await Promise.all([
    getPosts(locale),
    getSettings(locale),
    getPage('blogPage', 'blog', locale),
  ]);
  const origin = site ?? new URL(settings.siteUrl);
  return rss({
    title: `${copy.data.feedTitle} · ${settings.brand.name}`,
    description: copy.data.description,
    site: absoluteUrl(localizedPath(ROUTES.blog, locale), origin),
    customData: `<language>${locale}</language>`,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.description,
      pubDate: post.data.publishDate,
      link: absoluteUrl(localizedPath(ROUTES.post(post.id), locale), origin),
      categories: post.data.tags,
    })),
  });
};
