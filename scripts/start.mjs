#!/usr/bin/env node
// @ts-check
// `npm start`: builds the site and serves the production build, next to the local contact inbox unless
// PUBLIC_API_BASE is set. Extra arguments go to scripts/serve.mjs, e.g. `npm start -- --port 5000`.
import { fileURLToPath } from 'node:url';
import { astro, node, runWithInbox } from './with-inbox.mjs';

const serve = fileURLToPath(new URL('./serve.mjs', import.meta.url));
await runWithInbox([astro('build'), node(serve, ...process.argv.slice(2))]);
