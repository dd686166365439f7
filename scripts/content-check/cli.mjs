#!/usr/bin/env node
// @ts-check
// `npm run check:content`: checks everything in content/ in a few seconds, prints every problem with its file,
// line and field, and exits 1 if there is any. `npm run check`, `npm run build` and `npm start` run it first.
// `--json` prints the problems as JSON instead (for the dev server, see dev-watch.mjs).
import { checkContent } from './check.mjs';
import { formatReport } from './format.mjs';

const problems = await checkContent();
if (process.argv.includes('--json')) console.log(JSON.stringify(problems));
else (problems.length ? console.error : console.log)(formatReport(problems));
process.exitCode = problems.length ? 1 : 0;
