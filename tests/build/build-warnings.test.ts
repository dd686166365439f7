// A clean `npm run build` prints no warning at all, so that a real one is seen (harmless ones are dropped at
// their source: src/integrations/harmless-warnings.ts). Runs the build script of package.json as npm would.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { outsideEnv } from '../support/outside-env';

const work = mkdtempSync(join(tmpdir(), 'build-warnings-'));
// Output and cache side by side: the build empties its output folder first, a cache inside it included.
const outDir = join(work, 'dist');
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('npm run build prints no warning', () => {
  const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts.build as string;
  const result = spawnSync('sh', ['-c', script], {
    encoding: 'utf8',
    env: outsideEnv({
      // npm puts the project's binaries first on PATH, and Node 22 (the `node` dev dependency) with them.
      PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
      DIST_DIR: outDir,
      ASTRO_CACHE_DIR: join(work, 'cache'),
    }),
  });
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
  expect(result.status, output).toBe(0);
  expect(output).toMatch(/\[build\] Complete!/);
  expect(output.split('\n').filter((line) => /\[WARN\]|\bwarn(ing)?\b/i.test(line))).toEqual([]);
}, 300_000);
