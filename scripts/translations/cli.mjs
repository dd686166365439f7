#!/usr/bin/env node
// @ts-check
// `npm run translations`: a table of every file of content/ in every other language of the settings:
// translated, missing (the site shows the file of content/ instead) or outdated (the file of content/ changed
// after its translation, with the fields that changed since). `-- --strict` (for a release) exits 1 when any is missing or outdated.
import { parseArgs } from 'node:util';
import { translationStates } from './status.mjs';
import { formatChangedFields, formatSummary, formatTable, unfinished } from './table.mjs';

const usage = 'Usage: npm run translations [-- --strict]';
let strict = false;
try {
  strict = Boolean(parseArgs({ options: { strict: { type: 'boolean' } } }).values.strict);
} catch (error) {
  console.error(`${/** @type {Error} */ (error).message}. ${usage}`);
  process.exit(1);
}

const report = await translationStates(process.cwd());
if (report.locales.length > 1) console.log(`${formatTable(report)}\n`);
const changed = formatChangedFields(report);
if (changed) console.log(`Outdated, by the fields changed since the translation:\n${changed}\n`);
console.log(formatSummary(report));
const left = unfinished(report);
if (strict && left) {
  console.error(
    `--strict: ${left} translation${left === 1 ? ' is' : 's are'} missing or outdated. Translate or update them before the release.`,
  );
  process.exitCode = 1;
}
