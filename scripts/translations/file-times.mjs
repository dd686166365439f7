// @ts-check
// When each file of the content last changed, to tell an outdated translation from an up-to-date one: the time
// of its last commit (what `git log -1 --format=%ct -- <file>` says, read for every file in one `git log`), or
// its modification time when git does not know it, when it has changes not committed yet, or when the project
// has no git history at all.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} FileTimes
 * @property {'git' | 'modified'} source where the times come from: commits, or only modification times
 * @property {string} [why] why there are no commit times, e.g. `no git repository`
 * @property {(file: string) => number} changedAt ms since 1970: the file's last commit, or its modification time
 *   when it has uncommitted changes or git does not know it
 * @property {(file: string) => boolean} hasUncommittedChanges changed, added or unknown to git since the last commit
 * @property {(file: string, time: number) => string | undefined} textAt the file as it was committed at `time`
 *   (ms since 1970), or undefined when git has no such version
 */

/**
 * @param {string} root the project folder
 * @param {string} folder the folder whose files are asked about, from the root with `/`, e.g. `content`
 * @returns {FileTimes}
 */
export function fileTimes(root, folder) {
  const modifiedAt = (/** @type {string} */ file) => statSync(join(root, file)).mtimeMs;
  /** @param {string[]} args */
  const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const withoutGit = (/** @type {string} */ why) => ({
    source: /** @type {const} */ ('modified'),
    why,
    changedAt: modifiedAt,
    hasUncommittedChanges: () => false,
    textAt: () => undefined,
  });
  try {
    git(['rev-parse', '--is-inside-work-tree']);
  } catch {
    return withoutGit('no git repository');
  }
  try {
    git(['rev-parse', '--verify', '--quiet', 'HEAD']);
  } catch {
    return withoutGit('no commit yet');
  }
  // Paths relative to the project folder, whatever the repository's top folder is.
  const list = (/** @type {string[]} */ args) => git(args).split('\0').filter(Boolean);
  const uncommitted = new Set([
    ...list(['diff', 'HEAD', '--name-only', '--relative', '-z', '--', folder]),
    ...list(['ls-files', '--others', '--exclude-standard', '-z', '--', folder]),
  ]);
  const committed = lastCommits(list(['log', '--format=%x01%ct', '--name-only', '--relative', '-z', '--', folder]));
  return {
    source: 'git',
    changedAt(file) {
      const commit = uncommitted.has(file) ? undefined : committed.get(file);
      return commit ?? modifiedAt(file);
    },
    hasUncommittedChanges: (file) => uncommitted.has(file),
    textAt(file, time) {
      const commit = git(['rev-list', '-1', `--before=@${Math.floor(time / 1000)}`, 'HEAD', '--', file]).trim();
      if (!commit) return undefined;
      try {
        return git(['show', `${commit}:./${file}`]);
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The time of each file's newest commit, from the NUL-separated output of
 * `git log --format=%x01%ct --name-only -z`: a \x01 and the commit's time, then the files it changed.
 * @param {string[]} tokens
 * @returns {Map<string, number>} ms since 1970
 */
function lastCommits(tokens) {
  /** @type {Map<string, number>} */
  const times = new Map();
  let time = 0;
  for (const token of tokens.map((item) => item.replace(/^\n/, ''))) {
    if (token.startsWith('\u0001')) time = Number(token.slice(1)) * 1000;
    else if (token && !times.has(token)) times.set(token, time);
  }
  return times;
}
