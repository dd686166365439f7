// A clean `npm run build` prints no warning at all, so that a real one is seen (harmless ones are dropped at
// their source: src/integrations/harmless-warnings.ts). Runs the build script of package.json as npm would.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'build-warnings-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('npm run build prints no warning', () => {
  const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts.build as string;
  const result = spawnSync('sh', ['-c', script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      // npm puts the project's binaries first on PATH, and Node 22 (the `node` dev dependency) with them.
      PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
      DIST_DIR: outDir,
      ASTRO_CACHE_DIR: process.env.ASTRO_CACHE_DIR ?? join(outDir, '.cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
  });
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
  expect(result.status, output).toBe(0);
  expect(output).toMatch(/\[build\] Complete!/);
  expect(output.split('\n').filter((line) => /\[WARN\]|\bwarn(ing)?\b/i.test(line))).toEqual([]);
}, 300_000);
