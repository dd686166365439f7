// The benchmark's command-line flags (see the usage line in scripts/bench.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROFILES } from './profiles.mjs';
import { ROUTES } from '../../src/i18n/routes.ts';

const PAGES = [
  ROUTES.home,
  ROUTES.about,
  ROUTES.plans,
  ROUTES.services,
  ROUTES.category('marketing'),
  ROUTES.service('crm-solution'),
  ROUTES.contact,
  ROUTES.blog,
];
const DEFAULT_RUNS = '3';
const DEFAULT_PROFILES = 'mobile,slow3g';
/** Lighthouse's own CPU slowdown, which its mobile preset applies. */
export const DEFAULT_CPU_SLOWDOWN = '4';

/** Reads the flags into the settings of one benchmark; throws on a run count or profile it cannot use. */
export function benchOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      pages: { type: 'string' },
      runs: { type: 'string', default: DEFAULT_RUNS },
      profiles: { type: 'string', default: DEFAULT_PROFILES },
      dir: { type: 'string', default: 'dist-bench' },
      port: { type: 'string', default: '4790' },
      out: { type: 'string', default: 'bench/results.md' },
      'skip-build': { type: 'boolean', default: false },
      reports: { type: 'string' },
      'cpu-slowdown': { type: 'string', default: DEFAULT_CPU_SLOWDOWN },
    },
  });
  const runs = Number(values.runs);
  if (!(runs >= 1)) throw new Error(`--runs takes a whole number of runs, at least 1 (got "${values.runs}")`);
  const cpuSlowdown = Number(values['cpu-slowdown']);
  if (!(cpuSlowdown >= 1))
    throw new Error(`--cpu-slowdown takes a number, at least 1 (got "${values['cpu-slowdown']}")`);
  const port = Number(values.port);
  return {
    /** The pages --pages names; without it, undefined until the build is made (defaultPages). */
    pages: values.pages ? values.pages.split(',').map((p) => p.trim()) : undefined,
    runs,
    profiles: values.profiles.split(',').map((name) => {
      if (!PROFILES[name]) throw new Error(`Unknown profile "${name}": use ${Object.keys(PROFILES).join(', ')}`);
      return [name, PROFILES[name]];
    }),
    dir: values.dir,
    port,
    origin: `http://127.0.0.1:${port}`,
    out: values.out,
    skipBuild: values['skip-build'],
    reports: values.reports,
    /** Lighthouse's CPU slowdown in every run. */
    cpuSlowdown,
    /** The command line, shown in the report when the run left out pages, runs or profiles, or slowed the CPU otherwise. */
    command: args.join(' '),
    partial:
      Boolean(values.pages) ||
      runs !== Number(DEFAULT_RUNS) ||
      values.profiles !== DEFAULT_PROFILES ||
      values['cpu-slowdown'] !== DEFAULT_CPU_SLOWDOWN,
  };
}

/**
 * The pages measured by default: one of each kind, the blog's list and its newest post, the first post the
 * built list links to (so a draft, which a production build leaves out, is never measured).
 * @param {string} dir the built site
 */
export function defaultPages(dir) {
  const list = readFileSync(join(dir, ROUTES.blog, 'index.html'), 'utf8');
  const postPrefix = ROUTES.post('');
  const newest = [...list.matchAll(/href="([^"#?]+)"/g)]
    .map(([, href]) => href)
    .find((href) => href.startsWith(postPrefix) && /^[^/.]+$/.test(href.slice(postPrefix.length)));
  return newest ? [...PAGES, newest] : PAGES;
}
