#!/usr/bin/env node
// @ts-check
// `npm run check:content`: checks everything in content/ in a few seconds, prints every problem with its file,
// line and field, and exits 1 if there is any; then one line per language with files not yet translated.
// `npm run check`, `npm run build` and `npm start` run it first.
// `--json` prints `{ problems, untranslated, refreshed }` as JSON instead (for the dev server, see dev-watch.mjs).
// `--refresh-copies` first copies the first language's words again into the copies not yet translated that nobody
// has changed, as `npm run translations` does (the dev server does it at every save), and names them in `refreshed`.
import { refreshCopies } from '../translations/refresh-copies.mjs';
import { inspectContent } from './check.mjs';
import { formatReport, formatUntranslated } from './format.mjs';

const refreshed = process.argv.includes('--refresh-copies') ? await refreshCopies(process.cwd()) : [];
const { problems, untranslated } = await inspectContent();
if (process.argv.includes('--json')) console.log(JSON.stringify({ problems, untranslated, refreshed }));
else {
  // One write, so that the languages' lines come after the problems whichever stream each would take.
  const report = [formatReport(problems), ...formatUntranslated(untranslated)].join('\n');
  (problems.length ? console.error : console.log)(report);
}
process.exitCode = problems.length ? 1 : 0;
