#!/usr/bin/env node
// The visual review of a change: builds a git ref (the base) and the working tree (the head), takes
// full-page screenshots of every route of both at 375 and 1280 px in the light and dark themes, compares them
// with pixelmatch along with each page's visible text and bytes, and writes review/ (index.html, summary.json,
// summary.md).
// It also names the translated pages whose source words the change touched while their translation stayed.
// Usage: npm run review -- --base <git-ref> [--out review] [--concurrency 2] [--keep] [--preview-url <url>]
// The parts are in scripts/review/: build, shoot, compare (with text-diff and weights), translation-routes,
// summary, report.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { homedir, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite, commitOf, git, isDirty, lockedModules, withWorktree } from './review/build.mjs';
import { compareSites } from './review/compare.mjs';
import { writeReport } from './review/report.mjs';
import { identicalPages } from './review/identical-pages.mjs';
import { outdatedTranslationRoutes } from './review/translation-routes.mjs';
import { shootableRoutes, shootSites } from './review/shoot.mjs';
import { SHOTS } from './review/shots.mjs';
import { statusCounts, summarize, summaryMarkdown } from './review/summary.mjs';
import { pageBytes } from './review/weights.mjs';

const usage =
  'Usage: npm run review -- --base <git-ref> [--out review] [--concurrency 2] [--keep] [--preview-url <where the preview of the working tree is published>]';
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string', default: 'review' },
    concurrency: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
    'preview-url': { type: 'string' },
  },
});
if (!values.base) {
  console.error(`Say what to compare with: --base <git-ref> (a branch, a tag or a commit). ${usage}`);
  process.exit(1);
}

const repo = git(['rev-parse', '--show-toplevel'], process.cwd());
const base = commitOf(values.base, repo);
const head = commitOf('HEAD', repo);
const headDirty = isDirty(repo);
const astro = resolve(repo, 'node_modules/.bin/astro');
const work = mkdtempSync(join(tmpdir(), 'review-work-'));
const sides = {
  base: { dist: join(work, 'base-dist'), shots: join(work, 'base-shots') },
  head: { dist: join(work, 'head-dist'), shots: join(work, 'head-shots') },
};
const started = Date.now();
/** The bytes of every file in a folder and below. */
const folderBytes = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const loadAtStart = loadavg()[0];

try {
  console.log(
    `Review of the working tree (${head.slice(0, 7)}${headDirty ? ' with uncommitted changes' : ''}) against ${values.base} (${base.slice(0, 7)})`,
  );
  // The base is built with its own lock's packages, installed once per lock into this cache.
  const modulesCache = process.env.REVIEW_MODULES_CACHE ?? join(homedir(), '.cache', 'review-modules');
  let baseModules = '';
  const modulesFor = async (/** @type {string} */ dir) =>
    (baseModules = await lockedModules({ repo, dir, cache: modulesCache, log: (line) => console.log(line) }));
  await withWorktree(
    repo,
    base,
    (dir) =>
      Promise.all([
        buildSite({
          dir,
          dist: sides.base.dist,
          cacheDir: join(work, 'base-cache'),
          astro: join(baseModules, '.bin', 'astro'),
        }),
        buildSite({
          dir: repo,
          dist: sides.head.dist,
          cacheDir: process.env.ASTRO_CACHE_DIR ?? join(work, 'head-cache'),
          astro,
        }),
      ]),
    { modulesFor },
  );
  console.log(`built both sides (${seconds()})`);

  // Pages that are the same bytes on both sides look the same: only the others are shot.
  const baseRoutes = shootableRoutes(sides.base.dist);
  const headRoutes = shootableRoutes(sides.head.dist);
  const identical = identicalPages(
    sides.base.dist,
    sides.head.dist,
    baseRoutes.filter((route) => headRoutes.includes(route)),
  );
  console.log(`${identical.size} pages are the same bytes on both sides (${seconds()})`);
  const toShoot = (/** @type {string[]} */ routes) => routes.filter((route) => !identical.has(route));
  const [baseShots, headShots] = await shootSites(
    [
      { dir: sides.base.dist, out: sides.base.shots, routes: toShoot(baseRoutes) },
      { dir: sides.head.dist, out: sides.head.shots, routes: toShoot(headRoutes) },
    ],
    { concurrency: Number(values.concurrency), log: (line) => console.log(`${line} (${seconds()})`) },
  );

  const comparisons = compareSites(
    { dir: sides.base.shots, ...baseShots },
    { dir: sides.head.shots, ...headShots },
    Object.keys(SHOTS),
    identical,
  );
  const bytes = {
    base: pageBytes(sides.base.dist, baseRoutes),
    head: pageBytes(sides.head.dist, headRoutes),
  };
  const outdated = await outdatedTranslationRoutes({ repo, base, dist: sides.head.dist, routes: headRoutes });
  const summary = summarize({ base, head, headDirty, shots: SHOTS, comparisons, bytes, outdated });
  await writeReport({
    out: resolve(repo, values.out),
    summary,
    comparisons,
    shots: { base: sides.base.shots, head: sides.head.shots },
    preview: values['preview-url'],
  });

  const counts = statusCounts(summary);
  console.log(`\n${summaryMarkdown(summary, { preview: values['preview-url'] })}`);
  console.log(
    `${values.out}/index.html written in ${seconds()} (load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end): ${counts.changed} changed, ${counts.added} added, ${counts.removed} removed, ${Object.keys(outdated).length} with an outdated translation; ${(folderBytes(resolve(repo, values.out)) / 1e6).toFixed(1)} MB.`,
  );
} finally {
  if (values.keep) console.log(`Builds and shots kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
