// A throw-away copy of the project (node_modules linked) for tests that change content and run Astro.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { outsideEnv } from './outside-env';

const root = resolve('.');

export interface ProjectCopy {
  dir: string;
  edit(file: string, change: (text: string) => string): void;
  /** Runs a command in the copy; `extraEnv` adds to (or overrides) the environment. */
  run(command: string, args: string[], extraEnv?: Record<string, string>): { status: number | null; output: string };
  /** `astro sync`: the content step of a build, which validates every entry. */
  sync(): { status: number | null; output: string };
  remove(): void;
}

export function projectCopy(): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), 'project-copy-'));
  for (const item of ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'content', 'public', 'scripts']) {
    cpSync(join(root, item), join(dir, item), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const env = outsideEnv({ ASTRO_CACHE_DIR: join(dir, '.cache') });
  const run = (command: string, args: string[], extraEnv: Record<string, string> = {}) => {
    const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...env, ...extraEnv }, maxBuffer: 64 * 1024 * 1024 });
    // Colour codes (CI turns them on) would split the messages the tests look for.
    const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
    return { status: result.status, output };
  };
  return {
    dir,
    edit(file, change) {
      const path = join(dir, file);
      writeFileSync(path, change(readFileSync(path, 'utf8')));
    },
    run,
    sync: () => run(join(root, 'node_modules/.bin/astro'), ['sync']),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
