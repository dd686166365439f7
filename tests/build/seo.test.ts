// Search and sharing: titles, descriptions, canonical URLs, social cards, structured data, sitemap, robots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/built-site';
import { loadSettings } from '../support/content';
import { PAGE_ROUTES } from '../support/routes';
import { SITE_DIR } from '../support/sites';

/** The origin the test build is made for: the settings' siteUrl (scripts/build-test-sites.mjs sets no SITE_URL). */
const SITE = new URL(loadSettings().siteUrl).origin;
const pages = builtPages(SITE_DIR);
const indexable = pages.filter((page) => !page.html.includes('<meta name="robots" content="noindex">'));
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe('every page', () => {
  it('has a title, a description and social cards', () => {
    for (const page of pages) {
      expect(title(page.html), page.route).toBeTruthy();
      expect(meta(page.html, 'description')?.length, page.route).toBeGreaterThanOrEqual(50);
      expect(meta(page.html, 'og:image'), page.route).toBe(`${SITE}/social-card.png`);
      expect(meta(page.html, 'twitter:card'), page.route).toBe('summary_large_image');
      expect(page.html, page.route).toContain('"@type":"Organization"');
      expect(page.html, page.route).toMatch(/^<!DOCTYPE html><html lang="en">/i);
    }
  });

  it('indexable pages have unique titles and descriptions and a canonical URL to themselves', () => {
    const titles = indexable.map((page) => title(page.html));
    const descriptions = indexable.map((page) => meta(page.html, 'description'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of indexable) expect(canonicals(page.html), page.route).toEqual([`${SITE}${page.route}`]);
  });

  it('only the root forwarder and the 404 page are kept out of the index', () => {
    expect(
      pages
        .filter((page) => !indexable.includes(page))
        .map((page) => page.route)
        .sort(),
    ).toEqual(['/', '/404']);
  });
});

describe('sharing image', () => {
  it('is a 1200×630 PNG', async () => {
    const { width, height, format } = await sharp(join(SITE_DIR, 'social-card.png')).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });
});

describe('sitemap and robots.txt', () => {
  const sitemap = readFileSync(join(SITE_DIR, 'sitemap-0.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(SITE, '').replace(/\/$/, ''));

  it('lists every page of the site and nothing that is not a page', () => {
    expect(locations.sort()).toEqual([...PAGE_ROUTES].sort());
  });

  it('robots.txt blocks nothing and points to the sitemap', () => {
    const robots = readFileSync(join(SITE_DIR, 'robots.txt'), 'utf8');
    expect(robots).not.toMatch(/Disallow:\s*\S/);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });
});
