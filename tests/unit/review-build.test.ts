// The review's base build happens in a throw-away git worktree with node_modules linked; it must leave
// nothing behind, and never touch the linked node_modules.
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
import { buildEnv, commitOf, git, isDirty, withWorktree } from '../../scripts/review/build.mjs';

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
