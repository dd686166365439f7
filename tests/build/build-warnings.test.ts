// A clean `npm run build` prints no warning at all, so that a real one is seen (harmless ones are dropped at
// their source: integrations/harmless-warnings.ts). The edited copy (tests/support/edited-site.ts) is built
// by package.json's build script as npm runs it, with files not yet translated:
// those are no warning either, only one line per language naming them, and their pages show the first language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, it } from 'vitest';
import { inspectContent } from '../../scripts/content-check/check.mjs';
import { formatUntranslated } from '../../scripts/content-check/format.mjs';
import {
  EDITED_DIR,
  EDITED_DIST,
  UNTRANSLATED_FILES,
  editedBuild,
  editedService,
  untranslatedServiceLocale,
} from '../support/edited-site';
import { DEFAULT_LOCALE } from '../support/routes';

const warnings = (output: string) => output.split('\n').filter((line) => /\[WARN\]|\bwarn(ing)?\b/i.test(line));

it('npm run build prints no warning', () => {
  const output = stripVTControlCharacters(editedBuild().output);
  expect(output).toMatch(/\[build\] Complete!/);
  expect(warnings(output)).toEqual([]);
});

it('files not yet translated: one line per language naming them, no warning, the page in the first language', async () => {
  const { untranslated } = await inspectContent({ root: EDITED_DIR });
  for (const file of UNTRANSLATED_FILES) {
    const [locale, ...path] = file.split('/');
    expect(untranslated.find((item) => item.locale === locale)?.files, file).toContain(`content/${path.join('/')}`);
  }
  const output = stripVTControlCharacters(editedBuild().output);
  for (const line of formatUntranslated(untranslated)) expect(output).toContain(line);
  const page = readFileSync(
    join(EDITED_DIST, untranslatedServiceLocale, `service/${editedService.id}/index.html`),
    'utf8',
  );
  expect(page).toMatch(new RegExp(`<main [^>]*lang="${DEFAULT_LOCALE}"`));
});
