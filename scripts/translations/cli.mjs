#!/usr/bin/env node
// @ts-check
// `npm run translations`: a table of every file of content/ in every other language of the settings:
// translated, missing (the site shows the file of content/ instead), untranslated (a copy of it still marked as
// not yet translated, which is first copied again when the file of content/ changed and nobody changed the copy)
// or outdated (the file of content/ changed after its translation, with the fields that changed since).
// `-- --strict` (for a release) exits 1 when any is missing, untranslated or outdated.
// `-- --checked <translation> …` records that an outdated translation was checked and needs no change (checked.mjs).
import { parseArgs } from 'node:util';
import { languageName } from '../content-check/language-names.mjs';
import { readLocales } from '../content-check/locales.mjs';
import { markChecked } from './checked.mjs';
import { refreshCopies } from './refresh-copies.mjs';
import { translationStates } from './status.mjs';
import { formatChangedFields, formatSummary, formatTable, formatToTranslate, unfinished } from './table.mjs';

const usage = 'Usage: npm run translations [-- --strict] [-- --checked <translation> …]';
let strict = false;
/** @type {string[]} */
let checked = [];
try {
  const { values, positionals } = parseArgs({
    options: { strict: { type: 'boolean' }, checked: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  strict = Boolean(values.strict);
  // `--checked a b` names two files: the ones after the first come as positionals.
  checked = [...(values.checked ?? []), ...(values.checked ? positionals : [])];
  if (positionals.length && !values.checked) throw new Error(`Unexpected argument '${positionals[0]}'`);
} catch (error) {
  console.error(`${/** @type {Error} */ (error).message}. ${usage}`);
  process.exit(1);
}

const refreshed = await refreshCopies(process.cwd());
if (refreshed.length) {
  const first = languageName(readLocales(process.cwd())?.[0] ?? '');
  console.log(
    `Copied the ${first} text again into ${refreshed.join(', ')}: still marked as not yet translated, now with the ${first} text as it is.\n`,
  );
}
let report = await translationStates(process.cwd());
if (checked.length) {
  const results = markChecked(process.cwd(), checked, report);
  console.log(`${results.map((result) => result.message).join('\n')}\n`);
  if (results.some((result) => !result.marked)) process.exitCode = 1;
  if (results.some((result) => result.marked)) report = await translationStates(process.cwd());
}
if (report.locales.length > 1) console.log(`${formatTable(report)}\n`);
const changed = formatChangedFields(report);
if (changed) console.log(`Outdated, by the fields changed since the translation:\n${changed}\n`);
const toTranslate = formatToTranslate(report);
if (toTranslate) console.log(`Still to translate:\n${toTranslate}\n`);
console.log(formatSummary(report));
const left = unfinished(report);
if (strict && left) {
  console.error(
    `--strict: ${left} translation${left === 1 ? ' is' : 's are'} missing or outdated. Translate or update them before the release.`,
  );
  process.exitCode = 1;
}
