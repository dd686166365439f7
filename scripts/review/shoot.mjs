// @ts-check
// Full-page screenshots of every route of one or more built sites at a phone's and a laptop's width, each in
// the light and the dark theme, and the text a visitor reads on each page. Shots are deterministic, so two shots of the same build are the
// same pixels: motion is reduced, every island has hydrated and every image and font has loaded, the
// page has stopped changing (no short timer pending, no DOM change), CSS animations and transitions are run to their end and nothing has focus
// (no caret) before the shot (the site uses system fonts). Chromium encodes the PNGs for speed rather than
// size: a review takes four full-page shots of each page whose bytes changed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, headlessChromiumPath } from '../browser.mjs';
import { htmlPages } from '../built-files.mjs';
import { serve } from '../serve.mjs';
import { lastChange, trackCalm, waitForCalm } from './page-calm.mjs';
import { pageLines, readPageText } from './page-text.mjs';
import { SHOTS } from './shots.mjs';

/** The viewport's height while a page loads and hydrates, as on a laptop. */
const SCREEN_HEIGHT = 900;

/**
 * The routes of a build that are worth a screenshot: not the pages that only forward elsewhere at once (the
 * root of each language, which forwards to its home page).
 * @param {string} dir
 */
export const shootableRoutes = (dir) =>
  htmlPages(dir)
    .filter(({ route, file }) => route !== '/404' && !/<meta http-equiv="refresh"/.test(readFileSync(file, 'utf8')))
    .map(({ route }) => route);

/**
 * The file name of a route's shot: `/services/sales` at `mobile` → `services__sales.mobile.png`, at
 * `mobile-dark` → `services__sales.mobile-dark.png`.
 * @param {string} route
 * @param {string} label
 */
export const shotFile = (route, label) => `${route.replace(/^\//, '').replace(/\//g, '__') || 'root'}.${label}.png`;

/**
 * @typedef {{ dir: string, out: string, base?: string, routes?: string[] }} SiteToShoot
 * @typedef {{ routes: string[], texts: Record<string, string[]> }} ShotSite
 */

/**
 * Takes every shot of every route of each site into its `out` folder (`<name>.<label>.png`) and writes
 * the text of every page to `<out>/texts.json` (route → lines, read at the widest width in the light theme:
 * the visible lines, then the lines a click would show, marked; see page-text.mjs). The sites are shot side by side by `concurrency` workers, each with a browser of its own:
 * two pages of one Chromium that capture beyond their viewport at the same time can get each other's layout.
 * @param {SiteToShoot[]} sites
 * @param {{ shots?: Record<string, import('./shots.mjs').ShotView>, concurrency?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<ShotSite[]>}
 */
export async function shootSites(sites, { shots = SHOTS, concurrency = 2, log = () => {} } = {}) {
  const started = Date.now();
  const textView = Object.values(shots).reduce((widest, view) =>
    view.width > widest.width || (view.width === widest.width && view.theme === 'light') ? view : widest,
  );
  const servers = [];
  try {
    const targets = [];
    for (const { dir, out, base = '/', routes = shootableRoutes(dir) } of sites) {
      mkdirSync(out, { recursive: true });
      const server = await serve({ dir, port: 0, base, quiet: true, fastCompression: true });
      servers.push(server);
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${base.replace(/\/+$/, '')}`;
      /** @type {Record<string, string[]>} */
      const texts = {};
      targets.push({ dir, out, origin, routes, texts });
    }
    const jobs = targets.flatMap((target) =>
      Object.entries(shots).flatMap(([label, view]) => target.routes.map((route) => ({ target, route, label, view }))),
    );
    const worker = async () => {
      const browser = await chromium.launch({ executablePath: headlessChromiumPath(), args: chromiumArgs });
      try {
        const context = await browser.newContext({
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
          serviceWorkers: 'block',
        });
        await trackCalm(context);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        for (let job = jobs.shift(); job; job = jobs.shift()) {
          await page.setViewportSize({ width: job.view.width, height: SCREEN_HEIGHT });
          await page.emulateMedia({ colorScheme: job.view.theme });
          await page.goto(`${job.target.origin}${job.route}`, { waitUntil: 'load' });
          await settle(page);
          if (job.view === textView)
            job.target.texts[job.route] = pageLines(
              await page.evaluate(/** @type {() => import('./page-text.mjs').RawPageText} */ (readPageText)),
            );
          writeFileSync(
            join(job.target.out, shotFile(job.route, job.label)),
            await wholePageShot(page, cdp, job.view.width),
          );
        }
      } finally {
        await browser.close();
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    return targets.map(({ dir, out, routes, texts }) => {
      const sorted = Object.fromEntries(routes.filter((route) => texts[route]).map((route) => [route, texts[route]]));
      writeFileSync(join(out, 'texts.json'), `${JSON.stringify(sorted, null, 2)}\n`);
      log(`${routes.length} routes × ${Object.keys(shots).length} shots of ${dir}/ → ${out}/`);
      return { routes, texts: sorted };
    });
  } finally {
    for (const server of servers) server.close();
    log(`shot in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Brings a page to rest as a visitor sees it on arrival: loads every image now (a lazy one off to the side
 * of a scrolling row would otherwise load or not depending on timing), scrolls each client:visible island
 * into view so that it hydrates, and back to the top. Then waits until every island but those that wait for
 * an interaction has hydrated (Astro drops an island's `ssr` attribute once it has), every image has loaded and decoded, fonts are ready and
 * the page is calm (see page-calm.mjs).
 * @param {import('@playwright/test').Page} page
 */
async function settle(page) {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    const waiting = [...document.querySelectorAll('astro-island[ssr][client="visible"]')];
    for (const island of waiting) {
      // An island is `display: contents`, without a box of its own: Astro watches its children.
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
      await frame();
      await frame();
    }
    if (waiting.length) window.scrollTo(0, 0);
  });
  // Islands that wait for the visitor's first touch (client:interaction) show their server HTML on arrival.
  await page.waitForFunction(
    () =>
      !document.querySelector('astro-island[ssr]:not([client="interaction"])') &&
      [...document.images].every((image) => image.complete),
  );
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await waitForCalm(page);
}

/**
 * Makes the viewport as tall as the page, so that one shot holds all of it, and waits until the page has
 * answered, since scripts now see the whole page in view (the category scroll-spy moves its highlight).
 * Then runs CSS animations and transitions to their end, takes the focus away (no caret) and shoots. Should
 * the DOM change after all before the shot is done, it waits again and shoots again. (Chromium's own
 * capture beyond the viewport makes the same resize, but during the capture, so what a script did in
 * answer landed in some shots and not in others.)
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {number} width
 */
async function wholePageShot(page, cdp, width) {
  let height = SCREEN_HEIGHT;
  let calmSince = 0;
  for (let round = 0; round < 3; round++) {
    const needed = await page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    if (needed === height && round > 0) break;
    height = needed;
    await page.setViewportSize({ width, height });
    calmSince = await waitForCalm(page);
  }
  for (let attempt = 0; ; attempt++) {
    await page.evaluate(async () => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
        else animation.finish();
      }
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined))));
    });
    const shot = await screenShot(cdp, width, height);
    if ((await lastChange(page)) === calmSince || attempt === 2) return shot;
    calmSince = await waitForCalm(page);
  }
}

/**
 * The viewport as PNG bytes, encoded for speed rather than size.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {number} width
 * @param {number} height
 * @returns {Promise<Buffer>}
 */
async function screenShot(cdp, width, height) {
  const clip = { x: 0, y: 0, width, height, scale: 1 };
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip, optimizeForSpeed: true });
  return Buffer.from(data, 'base64');
}
