// The review's base build happens in a throw-away git worktree with node_modules linked; it must leave
// nothing behind, never touch the linked node_modules, and use the packages of the base's own lock.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnv, commitOf, git, isDirty, lockedModules, withWorktree } from '../../scripts/review/build.mjs';

const repo = mkdtempSync(join(tmpdir(), 'review-repo-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const run = (...args: string[]) => git(args, repo);
run('init', '--quiet', '--initial-branch=main');
run('config', 'user.email', 'review@example.com');
run('config', 'user.name', 'Review test');
writeFileSync(join(repo, 'page.txt'), 'first\n');
writeFileSync(join(repo, '.gitignore'), 'node_modules\n');
run('add', '.');
run('commit', '--quiet', '-m', 'first');
const first = run('rev-parse', 'HEAD');
writeFileSync(join(repo, 'page.txt'), 'second\n');
run('commit', '--quiet', '-am', 'second');
mkdirSync(join(repo, 'node_modules'));
writeFileSync(join(repo, 'node_modules', 'kept.txt'), 'shared\n');

describe('commitOf and isDirty', () => {
  it('resolve a ref to its full commit id and refuse an unknown one', () => {
    expect(commitOf('HEAD~1', repo)).toBe(first);
    expect(commitOf(first.slice(0, 7), repo)).toBe(first);
    expect(() => commitOf('no-such-branch', repo)).toThrow(/rev-parse/);
  });

  it('tell a clean working tree from a changed one', () => {
    expect(isDirty(repo)).toBe(false);
    writeFileSync(join(repo, 'page.txt'), 'edited\n');
    expect(isDirty(repo)).toBe(true);
    run('checkout', '--quiet', 'page.txt');
  });
});

describe('withWorktree', () => {
  it('checks the commit out with node_modules linked, then removes the worktree and its folder', async () => {
    let seen = '';
    await withWorktree(repo, first, async (dir) => {
      seen = dir;
      expect(readFileSync(join(dir, 'page.txt'), 'utf8')).toBe('first\n');
      expect(lstatSync(join(dir, 'node_modules')).isSymbolicLink()).toBe(true);
      expect(readlinkSync(join(dir, 'node_modules'))).toBe(join(repo, 'node_modules'));
      writeFileSync(join(dir, 'build-output.txt'), 'left behind by a build\n');
    });
    expect(existsSync(seen)).toBe(false);
    expect(existsSync(join(seen, '..'))).toBe(false);
    expect(run('worktree', 'list').split('\n')).toHaveLength(1);
    expect(readFileSync(join(repo, 'node_modules', 'kept.txt'), 'utf8')).toBe('shared\n');
  });

  it('cleans up when the work fails too', async () => {
    let seen = '';
    await expect(
      withWorktree(repo, first, async (dir) => {
        seen = dir;
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(existsSync(seen)).toBe(false);
    expect(run('worktree', 'list').split('\n')).toHaveLength(1);
  });
});

describe('buildEnv', () => {
  it('builds at the root base, into the given folder, never as a preview', () => {
    const env = buildEnv(
      {
        PATH: '/bin',
        BASE_PATH: '/pr-7/',
        PREVIEW_PR: '7',
        PREVIEW_API_BASE: 'https://x',
        DIST_DIR: 'dist',
        PUBLIC_API_BASE: 'https://api',
      },
      '/tmp/out',
      '/tmp/cache',
    );
    expect(env).toMatchObject({
      PATH: '/bin',
      DIST_DIR: '/tmp/out',
      ASTRO_CACHE_DIR: '/tmp/cache',
      PUBLIC_API_BASE: 'https://api',
    });
    for (const name of ['BASE_PATH', 'PREVIEW_PR', 'PREVIEW_API_BASE']) expect(env).not.toHaveProperty(name);
  });
});

describe('lockedModules', () => {
  const folder = mkdtempSync(join(tmpdir(), 'review-modules-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const project = join(folder, 'project');
  const base = join(folder, 'base');
  const cache = join(folder, 'cache');
  mkdirSync(project);
  mkdirSync(base);
  writeFileSync(
    join(project, 'package-lock.json'),
    '{ "lockfileVersion": 3, "packages": { "node_modules/astro": { "version": "7.3.4" } } }\n',
  );
  writeFileSync(join(base, 'package.json'), '{ "name": "site" }\n');
  const installs: string[] = [];
  const install = async (dir: string) => {
    installs.push(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
    mkdirSync(join(dir, 'node_modules'));
  };

  it("uses the project's node_modules when the base has the same lock", async () => {
    writeFileSync(join(base, 'package-lock.json'), readFileSync(join(project, 'package-lock.json')));
    expect(await lockedModules({ repo: project, dir: base, cache, install })).toBe(join(project, 'node_modules'));
    expect(installs).toEqual([]);
  });

  it("installs another lock's packages once, then takes them from the cache", async () => {
    const older = '{ "lockfileVersion": 3, "packages": { "node_modules/astro": { "version": "7.2.0" } } }\n';
    writeFileSync(join(base, 'package-lock.json'), older);
    const first = await lockedModules({ repo: project, dir: base, cache, install });
    expect(first.startsWith(cache)).toBe(true);
    expect(existsSync(first)).toBe(true);
    expect(await lockedModules({ repo: project, dir: base, cache, install })).toBe(first);
    expect(installs).toEqual([older]);
  });

  it('keeps nothing of an install that failed', async () => {
    writeFileSync(join(base, 'package-lock.json'), '{ "lockfileVersion": 3, "broken": true }\n');
    const failing = async () => {
      throw new Error('npm ci failed');
    };
    await expect(lockedModules({ repo: project, dir: base, cache, install: failing })).rejects.toThrow('npm ci failed');
    await lockedModules({ repo: project, dir: base, cache, install });
    expect(installs).toHaveLength(2);
  });
});
