import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { identicalPages, referencedFiles } from '../../scripts/review/identical-pages.mjs';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A small build: two pages sharing a stylesheet that loads a background picture, one page with an image. */
function build(files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'identical-'));
  folders.push(dir);
  const all: Record<string, string> = {
    'plan/index.html': '<link rel="stylesheet" href="/_astro/site.1a2b.css"><a href="/home">Home</a>',
    'home/index.html': '<link rel="stylesheet" href="/_astro/site.1a2b.css"><img src="/illustrations/hero.svg" alt="">',
    '_astro/site.1a2b.css': 'body{background:url(../pictures/dots.svg)}',
    'pictures/dots.svg': '<svg/>',
    'illustrations/hero.svg': '<svg><circle/></svg>',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const ROUTES = ['/home', '/plan'];

describe('identicalPages', () => {
  it('finds every page of two byte-identical builds alike', () => {
    const base = build();
    const head = mkdtempSync(join(tmpdir(), 'identical-copy-'));
    folders.push(head);
    cpSync(base, head, { recursive: true });
    expect([...identicalPages(base, head, ROUTES)]).toEqual(ROUTES);
  });
  it('tells a page apart when a picture it shows changed under the same name', () => {
    const changed = build({ 'illustrations/hero.svg': '<svg><rect/></svg>' });
    expect([...identicalPages(build(), changed, ROUTES)]).toEqual(['/plan']);
  });
  it('follows a stylesheet into the files it loads', () => {
    const changed = build({ 'pictures/dots.svg': '<svg><path/></svg>' });
    expect([...identicalPages(build(), changed, ROUTES)]).toEqual([]);
  });
  it("overlooks an island's uid, which differs between checkouts without changing the page", () => {
    const island = (uid: string) => `<astro-island uid="${uid}" component-url="/_astro/Counter.js"></astro-island>`;
    const base = build({ 'plan/index.html': island('1TuT7e') });
    const head = build({ 'plan/index.html': island('Z2kYuSi') });
    expect([...identicalPages(base, head, ROUTES)]).toEqual(ROUTES);
  });
  it('tells a page apart by its own HTML', () => {
    const changed = build({ 'plan/index.html': '<link rel="stylesheet" href="/_astro/site.1a2b.css"><p>New</p>' });
    expect([...identicalPages(build(), changed, ROUTES)]).toEqual(['/home']);
  });
});

describe('referencedFiles', () => {
  it('reads href, src, srcset and url(), resolving relative paths and leaving other sites alone', () => {
    const html = '<a href="/plan#x"></a><img src="a.png" srcset="/b.png 1x, /c.png 2x"><a href="https://x.org/">';
    expect(referencedFiles(html, 'home/index.html').sort()).toEqual(['/b.png', '/c.png', '/home/a.png', '/plan']);
    expect(referencedFiles('a{background:url("../i/d.svg")}', '_astro/x.css')).toEqual(['/i/d.svg']);
  });
});
