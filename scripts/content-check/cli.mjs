#!/usr/bin/env node
// @ts-check
// `npm run check:content`: checks everything in content/ in a few seconds, prints every problem with its file,
// line and field, and exits 1 if there is any; then one line per language with files not yet translated.
// `npm run check`, `npm run build` and `npm start` run it first.
// `--json` prints `{ problems, untranslated }` as JSON instead (for the dev server, see dev-watch.mjs).
import { inspectContent } from './check.mjs';
import { formatReport, formatUntranslated } from './format.mjs';

const { problems, untranslated } = await inspectContent();
if (process.argv.includes('--json')) console.log(JSON.stringify({ problems, untranslated }));
else {
  // One write, so that the languages' lines come after the problems whichever stream each would take.
  const report = [formatReport(problems), ...formatUntranslated(untranslated)].join('\n');
  (problems.length ? console.error : console.log)(report);
}
process.exitCode = problems.length ? 1 : 0;
