#!/usr/bin/env node
// Lighthouse benchmark (issue 7): builds the site, serves it the way a CDN would (scripts/serve.mjs:
// compression, clean URLs, the 404 page) and runs Lighthouse on each page, in the mobile preset (median of
// 3 runs) and once in a slow-3G profile, plus a blank control page that shows the machine's own noise.
// Writes bench/results.md and exits 1 when a target is missed.
// Usage: npm run bench [-- --pages /home,/plan --runs 1 --profiles mobile,slow3g --skip-build --out file.md
//                          --reports dir (keeps every Lighthouse report as JSON, to see what cost points)]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './browser.mjs';
import { serve } from './serve.mjs';

const PAGES = ['/home', '/about', '/plan', '/services', '/services/marketing', '/service/crm-solution', '/contact'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PROFILES = {
  mobile: {
    title: 'Mobile preset',
    note: "Lighthouse's default mobile run: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbps), CPU slowdown 4",
    flags: {},
    targets: { categories: 100, lcp: 1200, tbt: 0, cls: 0.01 },
  },
  slow3g: {
    title: 'Slow 3G',
    note: 'the mobile preset with simulated 300 ms RTT, 400 Kbps down, CPU slowdown 4',
    flags: {
      throttlingMethod: 'simulate',
      throttling: {
        rttMs: 300, throughputKbps: 400, cpuSlowdownMultiplier: 4,
        // Used only by the devtools throttling method; kept in line with Lighthouse's own presets.
        requestLatencyMs: 300 * 3.75, downloadThroughputKbps: 400 * 0.9, uploadThroughputKbps: 400 * 0.9,
      },
    },
    targets: { lcp: 2500 },
    runs: 1,
  },
};

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    profiles: { type: 'string', default: 'mobile,slow3g' },
    dir: { type: 'string', default: 'dist-bench' },
    port: { type: 'string', default: '4790' },
    out: { type: 'string', default: 'bench/results.md' },
    'skip-build': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});
const pages = values.pages ? values.pages.split(',').map((p) => p.trim()) : PAGES;
const runs = Number(values.runs);
if (!(runs >= 1)) throw new Error(`--runs takes a whole number of runs, at least 1 (got "${values.runs}")`);
const profiles = values.profiles.split(',').map((name) => {
  if (!PROFILES[name]) throw new Error(`Unknown profile "${name}": use ${Object.keys(PROFILES).join(', ')}`);
  return [name, PROFILES[name]];
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const loadAtStart = loadavg()[0];

if (!values['skip-build']) {
  const started = Date.now();
  const result = spawnSync('astro', ['build'], {
    encoding: 'utf8',
    env: { ...process.env, DIST_DIR: values.dir, BASE_PATH: '/', ASTRO_CACHE_DIR: 'node_modules/.astro-bench' },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${values.dir}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const median = (numbers) => {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse run, and the audits that cost points in a category below 100. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const lost = CATEGORIES.filter((id) => score(id) < 100).flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transfer: numeric('total-byte-weight'),
    js: scripts?.transferSize ?? 0,
    lost,
    error: lhr.runtimeError?.message,
  };
}

/** Each figure's median over the runs (a figure at a time, so one slow run cannot drag the others). */
function medianOf(list) {
  const lost = [...new Set(list.flatMap((run) => run.lost))].map(
    (audit) => `${audit}, in ${list.filter((run) => run.lost.includes(audit)).length} of ${list.length} runs`,
  );
  // TBT swings most from run to run on a busy machine: the table shows every run's figure beside the median.
  const result = { lost, error: list.find((run) => run.error)?.error, tbtRuns: list.map((run) => run.tbt) };
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'transfer', 'js']) {
    result[key] = median(list.map((run) => run[key]));
  }
  return result;
}

function missedTargets(page, profile, row) {
  const { targets, title } = profile;
  const misses = [];
  if (row.error) misses.push(`${page} (${title}): Lighthouse error: ${row.error}`);
  if (targets.categories !== undefined) {
    for (const [key, label] of [['performance', 'performance'], ['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']]) {
      if (!(row[key] >= targets.categories)) misses.push(`${page} (${title}): ${label} ${row[key]} < ${targets.categories}`);
    }
  }
  if (targets.lcp !== undefined && !(row.lcp <= targets.lcp)) misses.push(`${page} (${title}): LCP ${seconds(row.lcp)} > ${seconds(targets.lcp)}`);
  if (targets.tbt !== undefined && !(row.tbt <= targets.tbt)) misses.push(`${page} (${title}): TBT ${Math.round(row.tbt)} ms > ${targets.tbt} ms`);
  if (targets.cls !== undefined && !(row.cls <= targets.cls)) misses.push(`${page} (${title}): CLS ${row.cls.toFixed(3)} > ${targets.cls}`);
  return misses;
}

function filesIn(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows) {
  const lines = [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer | JS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [page, r] of rows) {
    lines.push(
      `| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ` +
        `${Math.round(r.tbt)} ms${r.tbtRuns.length > 1 ? ` (${r.tbtRuns.map(Math.round).join(', ')})` : ''} | ${r.cls.toFixed(3)} | ${kb(r.transfer)} | ${kb(r.js)} |`,
    );
  }
  return lines.join('\n');
}

let browserVersion;

/**
 * One Lighthouse run in a fresh Chromium (no state carried between runs). A run that fails to record its
 * trace (NO_NAVSTART and the like, which a busy machine provokes now and then) is tried again, twice at most.
 */
async function audit(url, flags) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs] });
    try {
      browserVersion ??= (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...flags });
      if (!result.lhr.runtimeError || attempt === 3) return result;
      console.log(`  ${url}: ${result.lhr.runtimeError.code}, trying again`);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${url}: ${error.message}, trying again`);
    } finally {
      await chrome.kill();
    }
  }
}

// The control: a blank page (a heading and a sentence, no CSS, no JavaScript) served and measured the same way.
// Whatever TBT it shows comes from the browser and the machine, not from the site: the floor the pages stand on.
const CONTROL = '/bench-control';
mkdirSync(join(values.dir, CONTROL), { recursive: true });
writeFileSync(join(values.dir, CONTROL, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Control</title></head><body><h1>Control page</h1><p>A heading and a sentence, nothing else.</p></body></html>\n');

const server = await serve({ dir: values.dir, port, quiet: true });
// Fetch every file once so the server has compressed it before Lighthouse looks: a CDN serves from its
// cache, and compression time would otherwise count as server response time.
for (const file of filesIn(values.dir)) {
  await fetch(`${origin}/${relative(values.dir, file).split(sep).join('/')}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
}
const results = [];
const benchmarkIndices = [];
let lighthouseVersion;
try {
  for (const [name, profile] of profiles) {
    const count = profile.runs ?? runs;
    const rows = [];
    for (const page of pages) {
      const list = [];
      for (let run = 1; run <= count; run += 1) {
        const result = await audit(`${origin}${page}`, profile.flags);
        lighthouseVersion ??= result.lhr.lighthouseVersion;
        benchmarkIndices.push(result.lhr.environment.benchmarkIndex);
        if (values.reports) {
          mkdirSync(values.reports, { recursive: true });
          writeFileSync(`${values.reports}/${name}${page.replace(/\//g, '_')}-${run}.json`, result.report);
        }
        const measured = figures(result.lhr);
        list.push(measured);
        console.log(`${profile.title} ${page} run ${run}/${count}: performance ${measured.performance}, ` +
          `LCP ${seconds(measured.lcp)}, TBT ${Math.round(measured.tbt)} ms, CLS ${measured.cls.toFixed(3)}`);
      }
      rows.push([page, medianOf(list)]);
    }
    let control;
    if (profile.targets.tbt !== undefined) {
      const tbt = [];
      for (let run = 1; run <= count; run += 1) tbt.push(figures((await audit(`${origin}${CONTROL}`, profile.flags)).lhr).tbt);
      control = { tbt: median(tbt), tbtRuns: tbt };
      console.log(`${profile.title} control page: TBT ${tbt.map(Math.round).join(', ')} ms`);
    }
    results.push({ name, profile, count, rows, control });
  }
} finally {
  server.close();
}

const misses = results.flatMap(({ profile, rows }) => rows.flatMap(([page, row]) => missedTargets(page, profile, row)));
// Lost points matter where the four categories are a target (the mobile preset).
const lost = results
  .filter(({ profile }) => profile.targets.categories !== undefined)
  .flatMap(({ profile, rows }) => rows.flatMap(([page, row]) => row.lost.map((line) => `${page} (${profile.title}): ${line}`)));
const chromium = browserVersion?.replace(/^(Headless)?Chrome\//, '') ?? 'unknown';
const indices = benchmarkIndices.filter(Number.isFinite).sort((a, b) => a - b);
const partial = values.pages || runs !== 3 || values.profiles !== 'mobile,slow3g';
const cpu = cpus();

const report = [
  '# Lighthouse benchmark',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}` +
    `${partial ? ` (partial run: \`${process.argv.slice(2).join(' ')}\`)` : ''}.`,
  '',
  `Lighthouse ${lighthouseVersion ?? '?'}, Chromium ${chromium} headless, on ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'unknown CPU'} ` +
    `(load average ${loadAtStart.toFixed(2)} at the start and ${loadavg()[0].toFixed(2)} at the end; Lighthouse's CPU benchmark index ` +
    `${Math.round(median(indices))}, ${Math.round(indices[0])} to ${Math.round(indices.at(-1))} over the runs: lower means a busier machine). ` +
    'The site is the production build, served by scripts/serve.mjs on 127.0.0.1 with brotli. Simulated throttling ' +
    'computes timings from the page\'s own request and CPU graph, so a busy machine moves them less than it moves wall-clock timings, though not to zero.',
  '',
  ...results.flatMap(({ profile, count, rows, control }) => [
    `## ${profile.title}`,
    '',
    `${profile.note}; ${count === 1 ? 'one run per page' : `median of ${count} runs per page, figure by figure; TBT also lists each run`}.`,
    '',
    table(rows),
    '',
    ...(control
      ? [`Control: a blank page (a heading and a sentence, no CSS, no JavaScript) on the same server, measured the same way: ` +
        `TBT ${Math.round(control.tbt)} ms (${control.tbtRuns.map(Math.round).join(', ')}). What it shows is this browser and ` +
        'machine, not the site: a page cannot do better than the control.', '']
      : []),
  ]),
  '## Targets',
  '',
  'All four categories 100 on every page; LCP ≤ 1.2 s, TBT 0 ms and CLS ≤ 0.01 in the mobile preset; LCP ≤ 2.5 s in slow 3G.',
  '',
  ...(misses.length ? ['Missed:', '', ...misses.map((miss) => `- ${miss}`)] : ['All targets met.']),
  ...(lost.length ? ['', 'Audits that cost category points:', '', ...lost.map((line) => `- ${line}`)] : []),
  '',
].join('\n');

mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, report);
console.log(`\n${report}\nwrote ${values.out}`);
process.exit(misses.length ? 1 : 0);
