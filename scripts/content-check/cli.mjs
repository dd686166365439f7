#!/usr/bin/env node
// @ts-check
// `npm run check:content`: checks everything in content/ in a few seconds, prints every problem with its file,
// line and field, and exits 1 if there is any; then one line per language with files not yet translated.
// `npm run check`, `npm run build` and `npm start` run it first. Its arguments (`--json`, `--refresh-copies`):
// command.mjs.
import { contentCheckCommand } from './command.mjs';

const { exitCode, stdout, stderr } = await contentCheckCommand(process.argv.slice(2));
if (stdout) console.log(stdout);
if (stderr) console.error(stderr);
process.exitCode = exitCode;
