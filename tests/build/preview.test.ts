// The preview of a pull request (the test build under /pr-42/, made by `npm run build:preview -- 42`
// without PREVIEW_API_BASE): kept out of search engines, pointing at the production pages, saying what it
// is in each page's language, and never posting to any contact API. The production test build shows none of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFiles } from '../../scripts/built-files.mjs';
import { builtPages } from '../support/built-site';
import { loadPreviewCopy, loadSettings } from '../support/content';
import { asHtml } from '../support/patterns';
import { LOCALES, NOT_FOUND_ROUTES, ROOT_ROUTES, localeOf, localizedRoute } from '../support/routes';
import { BASE_SITE_DIR, PREVIEW_BASE, SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

const settings = loadSettings();
const SITE = settings.siteUrl.replace(/\/+$/, '');
const NUMBER = PREVIEW_BASE.match(/\d+/)![0];
const preview = builtPages(BASE_SITE_DIR);
const production = builtPages(SITE_DIR);
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
/** The banner in a page's language. */
const bannerText = (route: string) => loadPreviewCopy(localeOf(route)).banner.replace('{number}', NUMBER);

describe('a pull-request preview', () => {
  it('keeps every page out of search engines', () => {
    for (const page of preview) expect(page.html, page.route).toContain('<meta name="robots" content="noindex">');
    expect(readFileSync(join(BASE_SITE_DIR, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
  });

  it('points canonical URLs, og:url, the sitemap and every other absolute address at the production site', () => {
    const pages = preview.filter((page) => !ROOT_ROUTES.includes(page.route) && !NOT_FOUND_ROUTES.includes(page.route));
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

  it(`says on every page that it is the preview of pull request #${NUMBER}, in the words of preview.yaml in its language`, () => {
    for (const page of preview)
      expect(page.html.includes(`<p>${asHtml(bannerText(page.route))}</p>`), page.route).toBe(true);
    for (const page of production) expect(page.html, page.route).not.toContain('data-preview-banner');
  });

  it('has no contact form and no contact API in its Content-Security-Policy, and tells the visitor so', () => {
    for (const locale of LOCALES) {
      const contact = preview.find((page) => page.route === localizedRoute(ROUTES.contact, locale))!;
      expect(contact.html, locale).not.toMatch(/<form|ContactForm/);
      expect(contact.html.includes(asHtml(loadPreviewCopy(locale).contactNotice)), locale).toBe(true);
    }
    for (const page of preview) expect(page.html, page.route).not.toContain('/api/send-email-app');
    const policy = readFileSync(join(BASE_SITE_DIR, '_headers'), 'utf8').match(/Content-Security-Policy: (.*)/)![1];
    expect(policy).toMatch(/(^|; )connect-src 'self'(;|$)/);
    expect(policy).not.toContain(new URL(settings.apiBase).origin);
  });

  it('names each optimized picture as the production build does, so that it takes them from the same cache', () => {
    const pictures = (dir: string) =>
      builtFiles(dir).filter((path) => /^_astro\/.*\.(avif|webp|png|jpe?g)$/.test(path));
    expect(pictures(BASE_SITE_DIR).length).toBeGreaterThan(0);
    expect(pictures(BASE_SITE_DIR)).toEqual(pictures(SITE_DIR));
    // The image service's own option for the names (src/lib/image-service.ts) stays out of the pages.
    for (const page of [...preview, ...production]) expect(page.html, page.route).not.toMatch(/hashedsource/i);
  });

  it('leaves the production build as it was: a form that posts to its API, a canonical URL without noindex', () => {
    for (const locale of LOCALES) {
      const contact = production.find((page) => page.route === localizedRoute(ROUTES.contact, locale))!;
      expect(contact.html, locale).toContain('/api/send-email-app');
      expect(contact.html.includes(asHtml(loadPreviewCopy(locale).contactNotice)), locale).toBe(false);
    }
    const plan = production.find((page) => page.route === ROUTES.plans)!;
    expect(plan.html).not.toContain('noindex');
    expect(canonicals(plan.html)).toEqual([`${SITE}/plan`]);
  });
});
