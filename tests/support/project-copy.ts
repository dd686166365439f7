// A throw-away copy of the project (node_modules linked) for tests that change content and run Astro.
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import type { Document } from 'yaml';
import { CONTENT_FOLDER } from '../../src/lib/content-folder';
import { frontmatterParts, yamlDocument } from '../../src/lib/content-text';
import { outsideEnv } from './outside-env';

const root = resolve('.');
/** The parts of an MDX file (src/lib/content-text.ts); throws when it has no frontmatter. */
function mdxParts(file: string, text: string) {
  const parts = frontmatterParts(text);
  if (!parts) throw new Error(`${file} has no frontmatter between two "---" lines`);
  return parts;
}

export interface ProjectCopy {
  dir: string;
  edit(file: string, change: (text: string) => string): void;
  /**
   * Changes the data of a YAML file, or of an MDX file's frontmatter, as a YAML document (comments and
   * layout kept), e.g. `editData('content/faq.yaml', (doc) => doc.setIn([0, 'question'], 'Why?'))`.
   */
  editData(file: string, change: (data: Document) => void): void;
  /** Changes the text after an MDX file's frontmatter. */
  editBody(file: string, change: (body: string) => string): void;
  /** Runs a command in the copy; `extraEnv` adds to (or overrides) the environment. */
  run(command: string, args: string[], extraEnv?: Record<string, string>): { status: number | null; output: string };
  /** `astro sync`: the content step of a build, which validates every entry. */
  sync(): { status: number | null; output: string };
  /**
   * Builds the copy into its dist/ as `npm run build` does (package.json's build script: content check, then
   * Astro) with the test build's settings, so that its pages compare with the test build's page by page.
   * Runs in the background, so that two copies can build side by side.
   */
  build(apiBase: string): Promise<{ status: number | null; output: string }>;
  /**
   * Starts the copy's Astro cache with the optimized pictures in another cache (the test build's), so that its
   * build encodes only pictures that build did not: Astro names an optimized picture after the bytes of its
   * source and the transform, so a picture both builds show under the same base is the same file.
   */
  reuseImages(cacheDir: string): void;
  remove(): void;
}

/**
 * A copy in a new temporary folder, or in `at` (emptied first) when several test files must find the same
 * copy, e.g. the shared build of edited content.
 */
export function projectCopy(at?: string): ProjectCopy {
  const dir = at ? resolve(at) : mkdtempSync(join(tmpdir(), 'project-copy-'));
  if (at) rmSync(dir, { recursive: true, force: true });
  for (const item of [
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
    'src',
    'integrations',
    CONTENT_FOLDER,
    'public',
    'scripts',
  ]) {
    cpSync(join(root, item), join(dir, item), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const cacheDir = join(dir, '.cache');
  const env = outsideEnv({ ASTRO_CACHE_DIR: cacheDir });
  const run = (command: string, args: string[], extraEnv: Record<string, string> = {}) => {
    const result = spawnSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...env, ...extraEnv },
      maxBuffer: 64 * 1024 * 1024,
    });
    // Colour codes (CI turns them on) would split the messages the tests look for.
    const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
    return { status: result.status, output };
  };
  const runInBackground = (command: string, args: string[], extraEnv: Record<string, string> = {}) =>
    new Promise<{ status: number | null; output: string }>((done) => {
      const child = spawn(command, args, { cwd: dir, env: { ...env, ...extraEnv } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => done({ status, output: stripVTControlCharacters(output) }));
    });
  const edit = (file: string, change: (text: string) => string) => {
    const path = join(dir, file);
    writeFileSync(path, change(readFileSync(path, 'utf8')));
  };
  const changeData = (yaml: string, change: (data: Document) => void) => {
    const document = yamlDocument(yaml);
    change(document);
    return document.toString();
  };
  return {
    dir,
    edit,
    editData(file, change) {
      edit(file, (text) => {
        if (!file.endsWith('.mdx')) return changeData(text, change);
        const { open, yaml, close, body } = mdxParts(file, text);
        return `${open}${changeData(yaml, change)}${close}${body}`;
      });
    },
    editBody(file, change) {
      edit(file, (text) => {
        const { open, yaml, close, body } = mdxParts(file, text);
        return `${open}${yaml}${close}${change(body)}`;
      });
    },
    run,
    sync: () => run(join(root, 'node_modules/.bin/astro'), ['sync']),
    build: (apiBase) =>
      // The project's binaries (and Node 22) first on PATH, as npm puts them.
      runInBackground(
        'sh',
        ['-c', JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.build as string],
        {
          PATH: [join(root, 'node_modules/.bin'), process.env.PATH].join(delimiter),
          DIST_DIR: 'dist',
          BASE_PATH: '/',
          PUBLIC_API_BASE: apiBase,
        },
      ),
    reuseImages(from) {
      const images = join(from, 'assets');
      if (existsSync(images)) cpSync(images, join(cacheDir, 'assets'), { recursive: true });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
