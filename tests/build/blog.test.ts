// @vitest-environment jsdom
// The blog as built, in every language, against content/: each list page shows the newest posts of its
// language in pages of the settings' size, each card with its post's tags, each post page its title, day, reading time, author, tags,
// picture, table of contents and BlogPosting data, each tag page the posts of that tag, and each language's
// RSS feed the posts written in it; every page's head names its language's feed. What clicking does is the
// end-to-end tests'; paging at ten times the posts is tests/build/scale.test.ts's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, isoDay } from '../../src/i18n/format-date';
import { languageFile } from '../../src/i18n/paths';
import { FEED_ROUTE, ROUTES } from '../../src/i18n/routes';
import { pagesOf } from '../../src/lib/blog/paging';
import { readingMinutes } from '../../src/lib/blog/reading-time';
import { tagSlug, tagsOf } from '../../src/lib/blog/tags';
import { fillTemplate } from '../../src/lib/fill-template';
import { builtPages } from '../support/built-site';
import { builtDocuments, hrefs, labelled, words } from '../support/built-dom';
import { loadAuthors, loadBlogPage, loadPosts, loadSettings, postBody } from '../support/content';
import { LOCALES, builtRoutes, localizedRoute, type Locale } from '../support/routes';
import { SITE_DIR } from '../support/sites';

const documentOf = builtDocuments(SITE_DIR);
/** Words as they read on the page: spaces of every kind run together into one. */
const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();
const SITE = new URL(loadSettings().siteUrl).origin;
/**
 * The post cards of a list page, in page order: each one's title with the address it links to, and its tags'
 * words with the address of each.
 */
const cards = (route: string) =>
  [...documentOf(route).querySelectorAll('main li h2 a, main li h3 a')].map((link) => {
    const tags = [...(link.closest('li')?.querySelectorAll(':scope ul a') ?? [])];
    return {
      title: words(link),
      href: link.getAttribute('href'),
      tags: tags.map((tag) => ({ text: words(tag), href: tag.getAttribute('href') })),
    };
  });

for (const locale of LOCALES) {
  const local = (route: string) => localizedRoute(route, locale);
  const posts = loadPosts(locale);
  const copy = loadBlogPage(locale);
  const { pageSize } = loadSettings(locale).blog;
  const authors = new Map(loadAuthors(locale).map(({ id, data }) => [id, data]));
  const expectedCards = (list: typeof posts) =>
    list.map((post) => ({
      title: asRead(post.data.title),
      href: local(ROUTES.post(post.id)),
      tags: post.data.tags.map((tag) => ({ text: asRead(tag), href: local(ROUTES.tag(tagSlug(tag))) })),
    }));

  describe(`the blog (${locale})`, () => {
    it('lists the posts written in the language, newest first, in pages of the settings’ size, each card with its tags', () => {
      for (const page of pagesOf(posts, pageSize)) {
        const route = local(ROUTES.blogPage(page.number));
        expect(cards(route), route).toEqual(expectedCards(page.items));
      }
    });

    it('shows the newest posts on the home page under an eyebrow, a heading and the blog’s lead, as every section there', () => {
      const latest = posts.slice(0, loadSettings(locale).blog.latestOnHome);
      const section = labelled(documentOf(local(ROUTES.home)), asRead(copy.latest.title));
      if (!latest.length) return expect(section).toBeUndefined();
      expect(section, 'the section of the latest posts').toBeDefined();
      expect([...section!.querySelectorAll('p')].slice(0, 2).map(words)).toEqual([
        asRead(copy.latest.eyebrow),
        asRead(copy.lead),
      ]);
      expect([...section!.querySelectorAll('li h3 a')].map(words)).toEqual(
        latest.map((post) => asRead(post.data.title)),
      );
    });

    it('gives each tag a page of its posts, linked from the posts that carry it', () => {
      const tagged = posts.map((post) => ({ ...post, tags: post.data.tags }));
      for (const { tag, slug, posts: ofTag } of tagsOf(tagged, locale)) {
        const route = local(ROUTES.tag(slug));
        expect(words(documentOf(route).querySelector('h1')!), route).toBe(
          asRead(fillTemplate(copy.tagHeading, { tag })),
        );
        expect(cards(route), route).toEqual(expectedCards(ofTag.slice(0, pageSize)));
      }
    });

    for (const post of posts) {
      const route = local(ROUTES.post(post.id));
      it(`${route}: title, day, reading time, author, tags, picture, sections and BlogPosting data`, () => {
        const document = documentOf(route);
        const { data } = post;
        const author = authors.get(data.author)!;
        expect(words(document.querySelector('h1')!)).toBe(asRead(data.title));
        const time = document.querySelector(`main time[datetime="${isoDay(data.publishDate)}"]`);
        expect(time && words(time)).toBe(asRead(formatDate(data.publishDate, locale)));
        const header = words(document.querySelector('article header')!);
        const minutes = readingMinutes(postBody(post.id, locale));
        expect(header).toContain(asRead(fillTemplate(copy.readingTime, { minutes: String(minutes) })));
        expect(header).toContain(asRead(`${copy.byLabel} ${author.name}, ${author.role}`));
        const tags = document.querySelector(`ul[aria-label="${copy.tagsLabel}"]`)!;
        expect([...tags.querySelectorAll('a')].map(words)).toEqual(data.tags.map(asRead));
        expect(hrefs(tags.querySelectorAll('a'))).toEqual(data.tags.map((tag) => local(ROUTES.tag(tagSlug(tag)))));
        // The picture: modern formats with sizes to choose from, loaded first, with its words.
        const picture = document.querySelector('article picture')!;
        expect([...picture.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
          'image/avif',
          'image/webp',
        ]);
        const img = picture.querySelector('img')!;
        expect(img.getAttribute('alt')).toBe(data.imageAlt);
        expect([img.getAttribute('fetchpriority'), img.getAttribute('loading')]).toEqual(['high', 'eager']);
        expect(img.getAttribute('width')).toMatch(/^\d+$/);
        // Its sections: a table of contents of the second-level headings when there are more than two.
        const sections = [...document.querySelectorAll('article .prose-copy h2')];
        const toc = labelled(document, copy.tocTitle);
        if (sections.length > 2) {
          expect([...toc!.querySelectorAll('a')].map(words)).toEqual(sections.map(words));
          expect(hrefs(toc!.querySelectorAll('a'))).toEqual(sections.map((heading) => `#${heading.id}`));
        } else expect(toc).toBeUndefined();
        const data_ = JSON.parse(
          [...document.querySelectorAll('script[type="application/ld+json"]')]
            .map((script) => script.textContent!)
            .find((text) => text.includes('"BlogPosting"'))!,
        );
        expect(data_).toMatchObject({
          '@type': 'BlogPosting',
          headline: data.title,
          datePublished: isoDay(data.publishDate),
          inLanguage: locale,
          url: `${SITE}${route}`,
          author: { '@type': 'Person', name: author.name },
        });
        expect(data_.image).toMatch(new RegExp(`^${SITE}/_astro/.+\\.(png|jpe?g|webp)$`));
        expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
      });
    }

    it('has an RSS feed of the posts written in it, newest first, each with its address and day', () => {
      const feed = readFileSync(join(SITE_DIR, languageFile(FEED_ROUTE, locale)), 'utf8');
      const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
        title: item.match(/<title>([^<]*)<\/title>/)?.[1],
        link: item.match(/<link>([^<]*)<\/link>/)?.[1],
        day: new Date(item.match(/<pubDate>([^<]*)<\/pubDate>/)![1]!).toISOString().slice(0, 10),
      }));
      const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
      expect(items).toEqual(
        posts.map((post) => ({
          title: escaped(post.data.title),
          link: `${SITE}${local(ROUTES.post(post.id))}`,
          day: isoDay(post.data.publishDate),
        })),
      );
      expect(feed).toContain(`<language>${locale}</language>`);
    });
  });
}

it('every page names its language’s feed in its head', () => {
  const pages = new Set(builtRoutes(SITE_DIR));
  for (const { route, html } of builtPages(SITE_DIR).filter((page) => pages.has(page.route))) {
    const locale = (LOCALES.find((code) => route.startsWith(`/${code}/`)) ?? LOCALES[0]) as Locale;
    expect(html, route).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${languageFile(FEED_ROUTE, locale)}"`,
      ),
    );
  }
});
