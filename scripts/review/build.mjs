// @ts-check
// Builds the two sides of a review: a git ref, checked out in a throw-away worktree in a temp folder, and the
// working tree as it is. Both are plain production builds at the root base, so that the only differences are
// the ones the change makes. The ref is built with the packages its own package-lock.json names: the
// project's node_modules when the two locks are the same bytes, else a copy installed from the ref's lock
// once and kept in a cache folder named after the lock's hash (an upgrade that changes pages then shows).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Runs git in `cwd` and returns its trimmed output; throws with git's message when it fails.
 * @param {string[]} args
 * @param {string} cwd
 */
export function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout.trim();
}

/**
 * The full commit id a ref names (`main`, `origin/main`, `HEAD~2`, a short id).
 * @param {string} ref
 * @param {string} repo
 */
export const commitOf = (ref, repo) => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], repo);

/** True when the working tree differs from HEAD (tracked changes or new files). */
export const isDirty = (/** @type {string} */ repo) => git(['status', '--porcelain'], repo) !== '';

/**
 * Checks `commit` out into a new worktree in a temp folder, links a node_modules into it (the project's, or
 * the one `modulesFor(dir)` gives), runs `use(dir)` and removes the worktree and the folder afterwards,
 * whatever happened.
 * @template T
 * @param {string} repo the project's root
 * @param {string} commit
 * @param {(dir: string) => Promise<T>} use
 * @param {{ modulesFor?: (dir: string) => Promise<string> }} [options]
 * @returns {Promise<T>}
 */
export async function withWorktree(repo, commit, use, { modulesFor = async () => join(repo, 'node_modules') } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'review-base-'));
  const dir = join(folder, 'tree');
  const modules = join(dir, 'node_modules');
  try {
    git(['worktree', 'add', '--detach', '--quiet', dir, commit], repo);
    symlinkSync(realpathSync(await modulesFor(dir)), modules, 'dir');
    return await use(dir);
  } finally {
    // The link goes first, so that nothing below can reach into the shared node_modules.
    try {
      unlinkSync(modules);
    } catch {
      // not linked yet
    }
    // --force: the build leaves files behind that git does not track (dist, caches).
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: repo });
    rmSync(folder, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: repo });
  }
}

/** Variables that would turn a review build into something else (another base, a preview, another folder). */
const SETTINGS_THAT_CHANGE_A_BUILD = ['BASE_PATH', 'DIST_DIR', 'ASTRO_CACHE_DIR', 'PREVIEW_PR', 'PREVIEW_API_BASE'];

/**
 * The environment of a review build: the caller's, without the settings above, plus the output folder and
 * a cache of its own (the default cache sits in node_modules, which the base worktree shares).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} dist
 * @param {string} cacheDir
 */
export function buildEnv(env, dist, cacheDir) {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([name]) => !SETTINGS_THAT_CHANGE_A_BUILD.includes(name)),
  );
  return { ...clean, DIST_DIR: dist, ASTRO_CACHE_DIR: cacheDir, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
}

/**
 * `astro build` of the tree in `dir` into `dist`. Resolves when done; rejects with the end of the build's
 * log when it fails (the log is long, so it is kept quiet otherwise).
 * @param {{ dir: string, dist: string, cacheDir: string, astro: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<void>}
 */
export function buildSite({ dir, dist, cacheDir, astro, env = process.env }) {
  return new Promise((done, fail) => {
    const child = spawn(astro, ['build'], { cwd: dir, env: buildEnv(env, resolve(dist), resolve(cacheDir)) });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('error', fail);
    child.on('close', (status) => {
      if (status === 0) done();
      else fail(new Error(`astro build in ${dir} failed (exit ${status}):\n${log.split('\n').slice(-40).join('\n')}`));
    });
  });
}

/** The file that marks a cached install as complete. */
const INSTALLED = '.review-installed';

/**
 * `npm ci` in `dir` (which holds a package.json and its lock); rejects with the end of npm's log.
 * @param {string} dir
 * @returns {Promise<void>}
 */
export function npmCi(dir) {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('error', fail);
    child.on('close', (status) =>
      status === 0
        ? done()
        : fail(new Error(`npm ci in ${dir} failed (exit ${status}):\n${log.split('\n').slice(-30).join('\n')}`)),
    );
  });
}

/**
 * The node_modules to build the tree in `dir` with: the project's when `dir`'s package-lock.json is the same
 * bytes as the project's, else `<cache>/<hash of the lock>/node_modules`, installed there by `install` the
 * first time (into a side folder, moved into place once complete, so that a failed install is never used).
 * @param {{ repo: string, dir: string, cache: string, install?: (dir: string) => Promise<void>, log?: (line: string) => void }} options
 * @returns {Promise<string>}
 */
export async function lockedModules({ repo, dir, cache, install = npmCi, log = () => {} }) {
  const lockFile = (/** @type {string} */ folder) => join(folder, 'package-lock.json');
  if (!existsSync(lockFile(dir)) || readFileSync(lockFile(dir)).equals(readFileSync(lockFile(repo))))
    return join(repo, 'node_modules');
  const hash = createHash('sha256')
    .update(readFileSync(lockFile(dir)))
    .digest('hex')
    .slice(0, 20);
  const target = join(cache, hash);
  if (existsSync(join(target, INSTALLED))) {
    log(`the base's package-lock.json differs: its packages from ${target}`);
    return join(target, 'node_modules');
  }
  log(`the base's package-lock.json differs: installing its packages into ${target}`);
  mkdirSync(cache, { recursive: true });
  const partial = mkdtempSync(join(cache, `${hash}.partial-`));
  try {
    for (const name of ['package.json', 'package-lock.json', '.npmrc'])
      if (existsSync(join(dir, name))) copyFileSync(join(dir, name), join(partial, name));
    await install(partial);
    writeFileSync(join(partial, INSTALLED), `${new Date().toISOString()}\n`);
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return join(target, 'node_modules');
}
