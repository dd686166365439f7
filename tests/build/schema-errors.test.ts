// A writer's mistake in content/ must stop the build with the file, the field and what was expected.
// Runs `astro sync` (the content step of a build) on a throw-away copy of the project.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve('.');
const copies: string[] = [];

function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-error-'));
  copies.push(dir);
  for (const item of ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'content', 'public']) {
    cpSync(join(root, item), join(dir, item), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function sync(dir: string) {
  const result = spawnSync(join(root, 'node_modules/.bin/astro'), ['sync'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_CACHE_DIR: join(dir, '.cache'), ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function edit(dir: string, file: string, change: (text: string) => string) {
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('content errors', () => {
  it('names the file and the field of a wrong value and an unknown key', () => {
    const dir = projectCopy();
    edit(dir, 'content/settings/site.yaml', (text) =>
      text.replace('primary: "#6d28d9"', 'primary: purple').replace(/^loginUrl:/m, 'loginLink: https://x.example.com\nloginUrl:'),
    );
    const { status, output } = sync(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('content/settings/site.yaml');
    expect(output).toContain('colors.primary: Write a colour as a six-digit hex code');
    expect(output).toMatch(/Unrecognized key: "loginLink"/);
  }, 60_000);

  it('names the MDX file and field when frontmatter has the wrong type', () => {
    const dir = projectCopy();
    edit(dir, 'content/pages/about.mdx', (text) => text.replace('    - year: 2001', '    - year: "two thousand and one"'));
    const { status, output } = sync(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('content/pages/about.mdx');
    expect(output).toMatch(/journey\.milestones\.0\.year/);
  }, 60_000);
});
