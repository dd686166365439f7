#!/usr/bin/env node
// Full-page screenshots of every built route at mobile and desktop widths, each in the light and the dark
// theme (`home.mobile.png` beside `home.mobile-dark.png`), into screenshots/, taken the way the review takes
// them (scripts/review/shoot.mjs), with each page's text in texts.json (visible, then behind a click).
// Usage: npm run screenshots [-- --only /home,/plan] (builds first; see package.json).
// Options: --dir (default DIST_DIR or dist), --base (default BASE_PATH or /), --out (default screenshots).
import { parseArgs } from 'node:util';
import { shootSites } from './review/shoot.mjs';
import { SHOTS, viewName } from './review/shots.mjs';

const { values } = parseArgs({
  options: { only: { type: 'string' }, dir: { type: 'string' }, out: { type: 'string' }, base: { type: 'string' } },
});
const dir = values.dir ?? process.env.DIST_DIR ?? 'dist';
const out = values.out ?? 'screenshots';
const base = values.base ?? process.env.BASE_PATH ?? '/';

const [{ routes }] = await shootSites([{ dir, out, base, routes: values.only?.split(',') }]);
console.log(`${routes.length} routes × ${Object.values(SHOTS).map(viewName).join(' / ')} → ${out}/`);
console.log(routes.join('\n'));
