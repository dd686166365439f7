// The preview of a pull request (the test build under /pr-42/, made by `npm run build:preview -- 42`
// without PREVIEW_API_BASE): kept out of search engines, pointing at the production pages, saying what it
// is, and never posting to any contact API. The production test build shows none of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { previewSchema } from '../../src/schemas/preview';
import { settingsSchema } from '../../src/schemas/settings';
import { builtPages } from '../support/built-site';
import { BASE_SITE_DIR, PREVIEW_BASE, SITE_DIR } from '../support/sites';

const copy = previewSchema.parse(parse(readFileSync('content/preview.yaml', 'utf8')));
const settings = settingsSchema.parse(parse(readFileSync('content/settings/site.yaml', 'utf8')));
const SITE = settings.siteUrl.replace(/\/+$/, '');
const NUMBER = PREVIEW_BASE.match(/\d+/)![0];
const preview = builtPages(BASE_SITE_DIR);
const production = builtPages(SITE_DIR);
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const bannerText = copy.banner.replace('{number}', NUMBER);

describe('a pull-request preview', () => {
  it('keeps every page out of search engines', () => {
    for (const page of preview) expect(page.html, page.route).toContain('<meta name="robots" content="noindex">');
    expect(readFileSync(join(BASE_SITE_DIR, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
  });

  it('points canonical URLs, og:url, the sitemap and every other absolute address at the production site', () => {
    const pages = preview.filter((page) => page.route !== '/' && page.route !== '/404');
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      expect(canonicals(page.html), page.route).toEqual([`${SITE}${page.route}`]);
      expect(metaContent(page.html, 'og:url'), page.route).toBe(`${SITE}${page.route}`);
    }
    // Social cards and structured data too: the preview is not served at the production address.
    for (const page of preview) expect(page.html, page.route).not.toContain(`${SITE}${PREVIEW_BASE}`);
    const locations = (dir: string) =>
      [...readFileSync(join(dir, 'sitemap-0.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locations(BASE_SITE_DIR)).toEqual(locations(SITE_DIR));
  });

  it(`says on every page that it is the preview of pull request #${NUMBER}, in the words of content/preview.yaml`, () => {
    for (const page of preview) expect(page.html, page.route).toContain(`<p>${bannerText}</p>`);
    for (const page of production) expect(page.html, page.route).not.toContain('data-preview-banner');
  });

  it('has no contact form and no contact API in its Content-Security-Policy, and tells the visitor so', () => {
    const contact = preview.find((page) => page.route === '/contact')!;
    expect(contact.html).not.toMatch(/<form|ContactForm/);
    expect(contact.html).toContain(copy.contactNotice);
    for (const page of preview) expect(page.html, page.route).not.toContain('/api/send-email-app');
    const policy = readFileSync(join(BASE_SITE_DIR, '_headers'), 'utf8').match(/Content-Security-Policy: (.*)/)![1];
    expect(policy).toMatch(/(^|; )connect-src 'self'(;|$)/);
    expect(policy).not.toContain(new URL(settings.apiBase).origin);
  });

  it('leaves the production build as it was: a form that posts to its API, a canonical URL without noindex', () => {
    const contact = production.find((page) => page.route === '/contact')!;
    expect(contact.html).toContain('/api/send-email-app');
    expect(contact.html).not.toContain(copy.contactNotice);
    const plan = production.find((page) => page.route === '/plan')!;
    expect(plan.html).not.toContain('noindex');
    expect(canonicals(plan.html)).toEqual([`${SITE}/plan`]);
  });
});
