// A clean `npm run build` prints no warning at all, so that a real one is seen (harmless ones are dropped at
// their source: src/integrations/harmless-warnings.ts). Runs the build script of package.json as npm would.
// Files not yet translated are no warning either: the build names them in one line per language.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { inspectContent } from '../../scripts/content-check/check.mjs';
import { formatUntranslated } from '../../scripts/content-check/format.mjs';
import { addLanguages, firstLanguage, translatedLanguage } from '../support/languages';
import { outsideEnv } from '../support/outside-env';
import { projectCopy } from '../support/project-copy';

const work = mkdtempSync(join(tmpdir(), 'build-warnings-'));
// Output and cache side by side: the build empties its output folder first, a cache inside it included.
const outDir = join(work, 'dist');
const project = projectCopy();
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  project.remove();
});
const buildScript = JSON.parse(readFileSync('package.json', 'utf8')).scripts.build as string;
// npm puts the project's binaries first on PATH, and Node 22 (the `node` dev dependency) with them.
const path = [resolve('node_modules/.bin'), process.env.PATH].join(delimiter);
const warnings = (output: string) => output.split('\n').filter((line) => /\[WARN\]|\bwarn(ing)?\b/i.test(line));

it('npm run build prints no warning', () => {
  const result = spawnSync('sh', ['-c', buildScript], {
    encoding: 'utf8',
    env: outsideEnv({ PATH: path, DIST_DIR: outDir, ASTRO_CACHE_DIR: join(work, 'cache') }),
  });
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
  expect(result.status, output).toBe(0);
  expect(output).toMatch(/\[build\] Complete!/);
  expect(warnings(output)).toEqual([]);
}, 300_000);

it('files not yet translated: one line per language naming them, no warning, the page in the first language', async () => {
  addLanguages(project);
  const service = 'services/crm-solution.mdx';
  for (const file of ['faq.yaml', service]) rmSync(join(project.dir, 'content', translatedLanguage, file));
  const { untranslated } = await inspectContent({ root: project.dir });
  expect(untranslated.find((item) => item.locale === translatedLanguage)?.files).toEqual(
    expect.arrayContaining(['content/faq.yaml', `content/${service}`]),
  );
  const { status, output } = project.run('sh', ['-c', buildScript], { PATH: path });
  expect(status, output).toBe(0);
  for (const line of formatUntranslated(untranslated)) expect(output).toContain(line);
  expect(warnings(output)).toEqual([]);
  const page = readFileSync(join(project.dir, 'dist', translatedLanguage, 'service/crm-solution/index.html'), 'utf8');
  expect(page).toMatch(new RegExp(`<main [^>]*lang="${firstLanguage}"`));
}, 300_000);
