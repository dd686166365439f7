// The site under test: the production build, a blank control page beside it, and the server's warm cache.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtFiles } from '../built-files.mjs';

/** The route of the control page. */
export const CONTROL = '/bench-control';

/** Builds the production site into `dir` (root base path), or exits with the build's log and status. */
export function buildSite(dir) {
  const started = Date.now();
  const result = spawnSync('astro', ['build'], {
    encoding: 'utf8',
    env: { ...process.env, DIST_DIR: dir, BASE_PATH: '/', ASTRO_CACHE_DIR: 'node_modules/.astro-bench' },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${dir}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Writes the control: a blank page (a heading and a sentence, no CSS, no JavaScript) served and measured
 * like the others. Whatever TBT it shows comes from the browser and the machine, not from the site: the
 * floor the pages stand on.
 */
export function writeControlPage(dir) {
  mkdirSync(join(dir, CONTROL), { recursive: true });
  writeFileSync(
    join(dir, CONTROL, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      '<title>Control</title></head><body><h1>Control page</h1><p>A heading and a sentence, nothing else.</p></body></html>\n',
  );
}

/**
 * Fetches every file once so the server has compressed it before Lighthouse looks: a CDN serves from its
 * cache, and compression time would otherwise count as server response time.
 */
export async function warmCompression(origin, dir) {
  for (const path of builtFiles(dir)) {
    await fetch(`${origin}/${path}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  }
}
