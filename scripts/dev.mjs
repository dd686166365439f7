#!/usr/bin/env node
// @ts-check
// `npm run dev`: the live-reloading dev server, next to the local contact inbox unless PUBLIC_API_BASE is
// set. Extra arguments go to `astro dev`, e.g. `npm run dev -- --port 5000`.
import { astro, runWithInbox } from './with-inbox.mjs';

await runWithInbox([astro('dev', ...process.argv.slice(2))]);
