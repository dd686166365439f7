#!/usr/bin/env node
// Builds the preview of a pull request: under /pr-<number>/, with a banner that says so, kept out of search
// engines (noindex, robots.txt disallows all), canonical URLs on the production site, and a contact form
// that posts to PREVIEW_API_BASE when it is set and nowhere otherwise (src/lib/preview.ts).
// Usage: npm run build:preview -- <number> [--base /pr-<number>/] [--out dist-preview]
// --base serves it from another folder, e.g. `/` for a host that gives each preview its own domain.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { previewedPullRequest } from '../src/lib/preview.ts';

const usage = 'Usage: npm run build:preview -- <pull request number> [--base /pr-<number>/] [--out dist-preview]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string' }, out: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error(`Give the pull request's number, once. ${usage}`);
  process.exit(1);
}
let number;
try {
  number = previewedPullRequest({ PREVIEW_PR: positionals[0] });
} catch {
  console.error(`"${positionals[0]}" is not a pull request's number. ${usage}`);
  process.exit(1);
}
const base = values.base ?? `/pr-${number}/`;
const out = values.out ?? process.env.DIST_DIR ?? 'dist-preview';

const result = spawnSync('astro', ['build'], {
  stdio: 'inherit',
  env: { ...process.env, PREVIEW_PR: String(number), BASE_PATH: base, DIST_DIR: out },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const api = process.env.PREVIEW_API_BASE?.trim();
console.log(
  `Preview of pull request #${number} built into ${out}/ for ${base}; its contact form ${api ? `posts to ${api}` : 'sends no messages'}.`,
);
