// Search and sharing: titles, descriptions, canonical URLs, each page's language and its twins in the other
// languages, social cards, structured data, sitemap, robots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { languageFile } from '../../src/i18n/paths';
import { builtPages } from '../support/built-site';
import { loadSettings } from '../support/content';
import {
  ALL_PAGE_ROUTES,
  DEFAULT_LOCALE,
  LOCALES,
  NOT_FOUND_ROUTES,
  ROOT_ROUTES,
  languagesOf,
  localeOf,
  localizedRoute,
  unlocalized,
} from '../support/routes';
import { SITE_DIR } from '../support/sites';

/** The origin the test build is made for: the settings' siteUrl (scripts/build-test-sites.mjs sets no SITE_URL). */
const SITE = new URL(loadSettings().siteUrl).origin;
const pages = builtPages(SITE_DIR);
const indexable = pages.filter((page) => !page.html.includes('<meta name="robots" content="noindex">'));
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const metas = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
/** The page's `<link rel="alternate" hreflang>`s, as language → URL. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
/** The absolute URL of a route's twin in `locale`: `('/de/plan', 'fr')` → `https://…/fr/plan`. */
const twin = (route: string, locale: string) => `${SITE}${localizedRoute(unlocalized(route), locale)}`;

describe('every page', () => {
  it('has a title, a description and social cards, in its own language', () => {
    for (const page of pages) {
      const locale = localeOf(page.route);
      expect(title(page.html), page.route).toBeTruthy();
      expect(meta(page.html, 'description')?.length, page.route).toBeGreaterThanOrEqual(50);
      expect(meta(page.html, 'og:image'), page.route).toBe(`${SITE}${languageFile('/social-card.png', locale)}`);
      expect(meta(page.html, 'twitter:card'), page.route).toBe('summary_large_image');
      expect(page.html, page.route).toContain('"@type":"Organization"');
      expect(page.html, page.route).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}">`, 'i'));
    }
  });

  it('indexable pages have unique titles and descriptions in each language and a canonical URL to themselves', () => {
    for (const locale of LOCALES) {
      const own = indexable.filter((page) => localeOf(page.route) === locale);
      const titles = own.map((page) => title(page.html));
      const descriptions = own.map((page) => meta(page.html, 'description'));
      expect(new Set(titles).size, locale).toBe(titles.length);
      expect(new Set(descriptions).size, locale).toBe(descriptions.length);
    }
    for (const page of indexable) expect(canonicals(page.html), page.route).toEqual([`${SITE}${page.route}`]);
  });

  it('only the root forwarders and the not-found pages of each language are kept out of the index', () => {
    expect(
      pages
        .filter((page) => !indexable.includes(page))
        .map((page) => page.route)
        .sort(),
    ).toEqual([...ROOT_ROUTES, ...NOT_FOUND_ROUTES].sort());
  });
});

describe('languages', () => {
  it('every indexable page names its twin in each language that has it, itself included, and the first language as x-default', () => {
    for (const page of indexable) {
      const languages = languagesOf(page.route);
      const expected = Object.fromEntries(languages.map((locale) => [locale, twin(page.route, locale)]));
      const fallback = languages.includes(DEFAULT_LOCALE) ? { 'x-default': twin(page.route, DEFAULT_LOCALE) } : {};
      expect(alternates(page.html), page.route).toEqual(languages.length > 1 ? { ...expected, ...fallback } : {});
    }
  });

  it('the alternates are reciprocal: each twin names the page back', () => {
    const byUrl = new Map(indexable.map((page) => [`${SITE}${page.route}`, alternates(page.html)]));
    for (const page of indexable) {
      const locale = localeOf(page.route);
      for (const [hreflang, url] of Object.entries(alternates(page.html))) {
        expect(byUrl.has(url), `${page.route} → ${hreflang} ${url} is a built, indexable page`).toBe(true);
        expect(byUrl.get(url)?.[locale], `${url} names ${page.route} back`).toBe(`${SITE}${page.route}`);
      }
    }
  });

  it('og:locale names the page language, og:locale:alternate each other one', () => {
    const language = (tag: string | undefined) => tag?.split('_')[0];
    for (const page of pages) {
      const locale = localeOf(page.route);
      expect(meta(page.html, 'og:locale'), page.route).toMatch(new RegExp(`^${locale}(_[A-Z]{2})?$`));
      const others = metas(page.html, 'og:locale:alternate');
      const twins =
        NOT_FOUND_ROUTES.includes(page.route) || ROOT_ROUTES.includes(page.route) ? LOCALES : languagesOf(page.route);
      expect(others.map(language).sort(), page.route).toEqual(twins.filter((code) => code !== locale).sort());
    }
  });
});

describe('sharing image', () => {
  it('is a 1200×630 PNG in every language, each its own', async () => {
    const files = LOCALES.map((locale) => join(SITE_DIR, languageFile('/social-card.png', locale)));
    for (const file of files) {
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, file).toEqual({ width: 1200, height: 630, format: 'png' });
    }
    const images = files.map((file) => readFileSync(file).toString('base64'));
    expect(new Set(images).size).toBe(LOCALES.length);
  });
});

describe('sitemap and robots.txt', () => {
  const sitemap = readFileSync(join(SITE_DIR, 'sitemap-0.xml'), 'utf8');
  // Each address as the page's canonical link names it: no trailing slash.
  const path = (url: string) => url.replace(SITE, '');
  const entries = [...sitemap.matchAll(/<url><loc>([^<]*)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => ({
    route: path(loc),
    links: Object.fromEntries(
      [...rest.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map((m) => [
        m[1],
        path(m[2]),
      ]),
    ),
  }));

  it('lists every page of the site in every language and nothing that is not a page', () => {
    expect(entries.map((entry) => entry.route).sort()).toEqual([...ALL_PAGE_ROUTES].sort());
  });

  it('lists, for every page in more than one language, its twin in each language that has it', () => {
    for (const { route, links } of entries) {
      const languages = languagesOf(route);
      const expected = Object.fromEntries(
        languages.map((locale) => [locale, localizedRoute(unlocalized(route), locale)]),
      );
      expect(links, route).toEqual(languages.length > 1 ? expected : {});
    }
  });

  it('robots.txt blocks nothing and points to the sitemap', () => {
    const robots = readFileSync(join(SITE_DIR, 'robots.txt'), 'utf8');
    expect(robots).not.toMatch(/Disallow:\s*\S/);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });
});
