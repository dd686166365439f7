import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BuiltSite,
  gzipSize,
  imageUses,
  importGraph,
  measurePage,
  staticImports,
} from '../../scripts/weights/page-weight';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Writes a tiny built site (path → content) into a temporary folder. */
function fixture(files: Record<string, string | undefined>): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-weight-'));
  made.push(dir);
  for (const [path, content] of Object.entries(files)) {
    if (content === undefined) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('staticImports', () => {
  it('reads the import and re-export forms a bundler emits, minified or not', () => {
    const code = [
      'import{j as e}from"./jsx-runtime.A1.js";import*as R from"./react.B2.js";',
      "import './side-effect.C3.js';",
      'import Default, { named } from "../up.D4.js";',
      'export*from"./all.E5.js";export{x as y}from"/_astro/root.F6.js";',
    ].join('\n');
    expect(staticImports(code)).toEqual([
      './jsx-runtime.A1.js',
      './react.B2.js',
      './side-effect.C3.js',
      '../up.D4.js',
      './all.E5.js',
      '/_astro/root.F6.js',
    ]);
  });

  it('leaves out dynamic imports and the word import inside strings', () => {
    const code =
      'const later=()=>import("./later.js");if(t==="import")x="./not-a-module.js";a.import"./nope.js";export{a as default};';
    expect(staticImports(code)).toEqual([]);
  });
});

describe('importGraph', () => {
  const modules: Record<string, string> = {
    '/_astro/Island.js': 'import{a}from"./shared.js";import"./style-helper.js";',
    '/_astro/client.js': 'import{a}from"./shared.js";export default 1;',
    '/_astro/shared.js': 'import"./Island.js";export const a=1;', // a cycle back to the entry
    '/_astro/style-helper.js': 'import"./gone.js";',
  };

  it('follows static imports recursively, visiting each module once even through a cycle', () => {
    const { modules: found, missing } = importGraph(['/_astro/Island.js', '/_astro/client.js'], (url) => modules[url]);
    expect(found).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/shared.js', '/_astro/style-helper.js']);
    expect(missing).toEqual(['/_astro/gone.js']);
  });
});

describe('imageUses', () => {
  it('counts a <picture> once with every source and takes loading from its <img>', () => {
    const html =
      '<picture><source type="image/avif" srcset="/a-400.avif 400w, /a-800.avif 800w"><source type="image/webp" srcset="/a-400.webp 400w">' +
      '<img src="/a.png" alt="" width="800" height="600" loading="lazy" decoding="async"></picture>' +
      '<img src="/logo.svg" alt="Logo" width="132" height="32"><img src="/b.png" alt="">';
    expect(imageUses(html)).toEqual([
      { tag: 'picture', candidates: ['/a-400.avif', '/a-800.avif', '/a-400.webp', '/a.png'], lazy: true, sized: true },
      { tag: 'img', candidates: ['/logo.svg'], lazy: false, sized: true },
      { tag: 'img', candidates: ['/b.png'], lazy: false, sized: false },
    ]);
  });
});

describe('measurePage', () => {
  const loader = '(()=>{var a=1;window.Astro=a})();';
  const page = (base: string) =>
    `<!doctype html><html><head><link rel="stylesheet" href="${base}_astro/site.css">` +
    '<script type="application/ld+json">{"@type":"Organization"}</script>' +
    `<script type="speculationrules">{"prefetch":[]}</script><link rel="icon" href="${base}favicon.svg"></head><body>` +
    `<img src="${base}hero.png" alt="" width="10" height="10"><img src="${base}below.png" alt="" width="10" height="10" loading="lazy">` +
    `<astro-island uid="1" component-url="${base}_astro/Island.js" component-export="default" renderer-url="${base}_astro/client.js" ` +
    `client="idle" opts="{&quot;name&quot;:&quot;DemoModal&quot;,&quot;value&quot;:true}" props="{&quot;a&quot;:[0,&quot;x>y&quot;]}"></astro-island>` +
    `<script>${loader}</script></body></html>`;
  const files = (base: string) => ({
    'home/index.html': page(base),
    '_astro/site.css': 'body{color:red}',
    '_astro/Island.js': 'import{a}from"./shared.js";export default a;',
    '_astro/client.js': 'import{a}from"./shared.js";export default ()=>a;',
    '_astro/shared.js': 'export const a=1;',
    '_astro/unused.js': 'export const b=2;',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'hero.png': 'x'.repeat(3000),
    'below.png': 'y'.repeat(5000),
  });

  it('adds up the HTML, CSS, island graph, inline loader and eager images of a page', () => {
    const dir = fixture(files('/'));
    const weight = measurePage(new BuiltSite(dir), '/home');
    expect(weight.css.map((c) => c.url)).toEqual(['/_astro/site.css']);
    expect(weight.js.map((j) => j.url)).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/shared.js']);
    expect(weight.inlineJs).toBe(gzipSize(loader));
    expect(weight.islands).toEqual([{ component: 'DemoModal', directive: 'idle' }]);
    expect(weight.missing).toEqual([]);
    expect(weight.images.map((i) => [i.candidates[0], i.lazy, i.transfer])).toEqual([
      ['/hero.png', false, 3000],
      ['/below.png', true, 5000],
      ['/favicon.svg', false, gzipSize(files('/')['favicon.svg']!)],
    ]);
    const jsFiles = weight.js.reduce((sum, j) => sum + j.transfer, 0);
    expect(weight.totals.js).toBe(jsFiles + weight.inlineJs);
    expect(weight.totals.firstView).toBe(weight.html + weight.totals.css + jsFiles + 3000 + weight.images[2].transfer);
    // client:idle fetches the island as the page loads.
    expect(weight.jsBeforeInteraction).toEqual(weight.js);
    expect(weight.totals.scriptBeforeInteraction).toBe(weight.totals.js);
  });

  it('leaves the files of islands that wait for the visitor out of the script before interaction', () => {
    for (const directive of ['interaction', 'visible', 'media']) {
      const dir = fixture({
        ...files('/'),
        'home/index.html': page('/').replace('client="idle"', `client="${directive}"`),
      });
      const weight = measurePage(new BuiltSite(dir), '/home');
      expect(
        weight.js.map((j) => j.url),
        directive,
      ).toHaveLength(3);
      expect(weight.jsBeforeInteraction, directive).toEqual([]);
      expect(weight.totals.scriptBeforeInteraction, directive).toBe(weight.inlineJs);
    }
  });

  it('maps URLs under a base path to the files of the build', () => {
    const dir = fixture(files('/pr-42/'));
    const weight = measurePage(new BuiltSite(dir, '/pr-42/'), '/home');
    expect(weight.js.map((j) => j.url)).toEqual([
      '/pr-42/_astro/Island.js',
      '/pr-42/_astro/client.js',
      '/pr-42/_astro/shared.js',
    ]);
    expect(weight.missing).toEqual([]);
  });

  it('reports files a page references that the build does not have', () => {
    const dir = fixture({ ...files('/'), '_astro/shared.js': undefined });
    const weight = measurePage(new BuiltSite(dir), '/home');
    expect(weight.missing).toEqual(['/_astro/shared.js']);
  });
});
