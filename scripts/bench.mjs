#!/usr/bin/env node
// Lighthouse benchmark: builds the site, serves it the way a CDN would (scripts/serve.mjs: compression,
// clean URLs, the 404 page) and runs Lighthouse on each page, in the mobile preset (median of 3 runs) and
// once in a slow-3G profile, plus a blank control page that shows the machine's own noise; and, in Chromium,
// the script each page fetches before the visitor interacts.
// Writes bench/results.md and exits 1 when a target is missed. The parts are in scripts/bench/.
// Usage: npm run bench [-- --pages /home,/plan --runs 1 --profiles mobile,slow3g --skip-build --out file.md
//                          --reports dir (keeps every Lighthouse report as JSON, to see what cost points)
//                          --cpu-slowdown 2.8 (instead of Lighthouse's default 4; the report suggests one for the machine)]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { measureProfiles } from './bench/measure.mjs';
import { benchOptions, defaultPages } from './bench/options.mjs';
import { resultsReport } from './bench/report.mjs';
import { measureScriptBeforeInteraction } from './bench/script-before-interaction.mjs';
import { buildSite, warmCompression, writeControlPage } from './bench/site.mjs';
import { lostPoints, missedTargets } from './bench/targets.mjs';
import { serve } from './serve.mjs';

const options = benchOptions(process.argv.slice(2));
const loadAtStart = loadavg()[0];

if (!options.skipBuild) buildSite(options.dir);
writeControlPage(options.dir);
options.pages ??= defaultPages(options.dir);

const server = await serve({ dir: options.dir, port: options.port, quiet: true });
let measured;
try {
  await warmCompression(options.origin, options.dir);
  measured = await measureProfiles(options);
  measured.scriptBeforeInteraction = await measureScriptBeforeInteraction(options.origin, options.pages);
} finally {
  server.close();
}

const misses = missedTargets(measured.results, measured.scriptBeforeInteraction);
const machine = { date: new Date(), cpus: cpus(), loadAtStart, loadAtEnd: loadavg()[0] };
const report = resultsReport({ measured, machine, options, misses, lost: lostPoints(measured.results) });
mkdirSync(dirname(options.out), { recursive: true });
writeFileSync(options.out, report);
console.log(`\n${report}\nwrote ${options.out}`);
process.exit(misses.length ? 1 : 0);
