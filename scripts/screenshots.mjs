#!/usr/bin/env node
// Full-page screenshots of every built route at mobile and desktop widths, into screenshots/.
// Usage: npm run screenshots [-- --only /home,/plan] (builds first; see package.json).
// Options: --dir (default DIST_DIR or dist), --base (default BASE_PATH or /), --out (default screenshots).
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser.mjs';
import { builtRoutes } from './built-files.mjs';
import { serve } from './serve.mjs';

const { values } = parseArgs({ options: { only: { type: 'string' }, dir: { type: 'string' }, out: { type: 'string' }, base: { type: 'string' } } });
const dir = values.dir ?? process.env.DIST_DIR ?? 'dist';
const out = values.out ?? 'screenshots';
const base = (values.base ?? process.env.BASE_PATH ?? '/').replace(/\/+$/, '');
const widths = { mobile: 375, desktop: 1280 };
const routes = values.only ? values.only.split(',') : builtRoutes(dir).filter((route) => route !== '/');

mkdirSync(out, { recursive: true });
const port = 4900 + Math.floor(Math.random() * 90);
const server = await serve({ dir, port, base: base || '/', quiet: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const [label, width] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const route of routes) {
      await page.goto(`http://127.0.0.1:${port}${base}${route}`, { waitUntil: 'networkidle' });
      // Scroll through the page first so that lazy images and client:visible islands are in the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = route.replace(/^\//, '').replace(/\//g, '__') || 'root';
      await page.screenshot({ path: `${out}/${name}.${label}.png`, fullPage: true });
    }
    await page.close();
  }
  console.log(`${routes.length} routes × ${Object.keys(widths).length} widths → ${out}/`);
  console.log(routes.join('\n'));
} finally {
  await browser.close();
  server.close();
}
