#!/usr/bin/env node
// @ts-check
// `npm start`: builds the site and serves the production build, next to the local contact inbox unless
// PUBLIC_API_BASE is set. Extra arguments go to scripts/serve.mjs, e.g. `npm start -- --port 5000`.
// The content check runs first, like in `npm run build`, so a mistake in content/ is named before anything is built.
import { fileURLToPath } from 'node:url';
import { astro, node, runWithInbox } from './with-inbox.mjs';

const serve = fileURLToPath(new URL('./serve.mjs', import.meta.url));
const contentCheck = fileURLToPath(new URL('./content-check/cli.mjs', import.meta.url));
await runWithInbox([node(contentCheck), astro('build'), node(serve, ...process.argv.slice(2))]);
