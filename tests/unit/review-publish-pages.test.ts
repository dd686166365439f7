// Publishing previews to gh-pages (scripts/review/publish-pages.sh), against a bare repository standing in
// for GitHub: the branch keeps one commit, each pull request's latest report, no folder of a closed pull
// request, production at the root untouched; the size check warns, then refuses.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = resolve('scripts/review/publish-pages.sh');
const folder = mkdtempSync(join(tmpdir(), 'review-publish-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));
const run = (cwd: string, command: string, args: string[], extra: Record<string, string> = {}) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...env, ...extra } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
const git = (cwd: string, ...args: string[]) => {
  const result = run(cwd, 'git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args]);
  if (result.status !== 0) throw new Error(result.output);
  return result.output.trim();
};

const origin = join(folder, 'origin.git');
const checkout = join(folder, 'checkout');
git(folder, 'init', '-q', '--bare', origin);
git(folder, 'init', '-q', '-b', 'main', checkout);
writeFileSync(join(checkout, 'README.md'), 'site\n');
git(checkout, 'add', '.');
git(checkout, 'commit', '-qm', 'main');
git(checkout, 'remote', 'add', 'origin', origin);
git(checkout, 'push', '-q', 'origin', 'main');

/** A built preview and its review for pull request `number`, with `words` in its page. */
function artifact(number: number, words: string) {
  const dir = join(folder, `artifact-${number}-${words.length}`);
  mkdirSync(join(dir, 'site', 'home'), { recursive: true });
  mkdirSync(join(dir, 'review', 'images'), { recursive: true });
  writeFileSync(join(dir, 'site', 'home', 'index.html'), `<p>${words}</p>\n`);
  writeFileSync(join(dir, 'review', 'index.html'), `<p>review of ${words}</p>\n`);
  writeFileSync(join(dir, 'review', 'images', 'home.mobile.diff.webp'), words);
  return { site: join(dir, 'site'), review: join(dir, 'review') };
}
const publish = (number: number, words: string, extra: Record<string, string> = {}) => {
  const { site, review } = artifact(number, words);
  return run(checkout, 'bash', [script, 'publish', String(number), site, review], extra);
};
const pages = () => {
  const list = join(folder, `list-${Math.random()}`);
  git(folder, 'clone', '-q', '-b', 'gh-pages', origin, list);
  return list;
};

describe('publish-pages.sh', () => {
  it('publishes a pull request into pr-<n>/ and pr-<n>/review/, as the only commit of gh-pages', () => {
    expect(publish(7, 'first').status).toBe(0);
    expect(publish(7, 'second').status).toBe(0);
    const site = pages();
    expect(readFileSync(join(site, 'pr-7', 'home', 'index.html'), 'utf8')).toBe('<p>second</p>\n');
    expect(readFileSync(join(site, 'pr-7', 'review', 'index.html'), 'utf8')).toBe('<p>review of second</p>\n');
    expect(existsSync(join(site, '.nojekyll'))).toBe(true);
    expect(git(site, 'rev-list', '--count', 'HEAD')).toBe('1');
  });

  it("keeps other pull requests' folders and production, and drops the folders of closed pull requests", () => {
    const site = pages();
    writeFileSync(join(site, 'index.html'), 'production\n');
    git(site, 'add', '.');
    git(site, 'commit', '-qm', 'production');
    git(site, 'push', '-q', 'origin', 'HEAD:gh-pages');
    expect(publish(8, 'eight').status).toBe(0);
    expect(existsSync(join(pages(), 'pr-7'))).toBe(true);
    const result = publish(9, 'nine', { OPEN_PULL_REQUESTS: '8 9' });
    expect(result.output).toContain('Removing pr-7/: pull request #7 is not open.');
    const after = pages();
    expect(existsSync(join(after, 'pr-7'))).toBe(false);
    expect(existsSync(join(after, 'pr-8'))).toBe(true);
    expect(readFileSync(join(after, 'index.html'), 'utf8')).toBe('production\n');
  });

  it('removes a closed pull request', () => {
    expect(run(checkout, 'bash', [script, 'remove', '8']).status).toBe(0);
    expect(existsSync(join(pages(), 'pr-8'))).toBe(false);
    expect(existsSync(join(pages(), 'pr-9'))).toBe(true);
  });

  it('warns near the size limit and refuses to publish over it', () => {
    const warned = publish(9, 'nine again', { WARN_BYTES: '1' });
    expect(warned.status).toBe(0);
    expect(warned.output).toMatch(/::warning::gh-pages holds \d+ MB/);
    const refused = publish(9, 'too big', { LIMIT_BYTES: '1' });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('not published');
    expect(readFileSync(join(pages(), 'pr-9', 'home', 'index.html'), 'utf8')).toBe('<p>nine again</p>\n');
  });

  it('says when gh-pages holds the preview, and takes the open pull requests one a line as gh prints them', () => {
    const output = join(folder, 'github-output');
    writeFileSync(output, '');
    expect(publish(9, 'nine, lines', { OPEN_PULL_REQUESTS: '9\n10\n', GITHUB_OUTPUT: output }).status).toBe(0);
    expect(readFileSync(output, 'utf8')).toContain('published=true\n');
    expect(readFileSync(join(pages(), 'pr-9', 'home', 'index.html'), 'utf8')).toBe('<p>nine, lines</p>\n');
    const refused = publish(9, 'nine, odd list', { OPEN_PULL_REQUESTS: '9 ../8' });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('not a list of numbers');
  });

  it('publishes nothing, and removes nothing, for a pull request closed since it was checked', () => {
    const before = git(pages(), 'rev-parse', 'HEAD');
    const output = join(folder, 'github-output-closed');
    writeFileSync(output, '');
    // #10 was closed after the workflow checked it; its remove job may have run already. An empty list (gh
    // failing without the step noticing) must not take #9's folder away either.
    for (const open of ['9', '']) {
      const result = publish(10, 'ten', { OPEN_PULL_REQUESTS: open, GITHUB_OUTPUT: output });
      expect(result.status).toBe(0);
      expect(result.output).toContain('#10 is not open');
    }
    expect(readFileSync(output, 'utf8')).toBe('');
    const site = pages();
    expect(git(site, 'rev-parse', 'HEAD')).toBe(before);
    expect(existsSync(join(site, 'pr-10'))).toBe(false);
    expect(existsSync(join(site, 'pr-9'))).toBe(true);
  });

  it('refuses what is not a pull request number', () => {
    expect(run(checkout, 'bash', [script, 'remove', '../x']).output).toContain('Not a pull request number');
  });
});
