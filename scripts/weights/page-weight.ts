// What one built page costs a visitor, computed from the files on disk (no browser, no server), so the
// byte budgets (tests/build/budgets.test.ts) are deterministic. Sizes are gzip (zlib's default level, as
// scripts/serve.mjs and most CDNs use) for text files and raw bytes for raster images, which no server
// re-compresses.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtFiles } from '../built-files.mjs';

const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
export const IMAGE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico']);
const FONT = /\.(woff2?|ttf|otf|eot)(\?|#|$)/i;
/** Inline script types that the browser parses as data, not code (JSON-LD, speculation rules, import maps). */
const DATA_SCRIPT = /^(application\/(ld\+)?json|speculationrules|importmap)$/i;
/**
 * Client directives that wait for the visitor: on interaction, on scrolling into view, on a media query.
 * Any other (`load`, `idle`, `only`) fetches its island's files as the page loads.
 */
const WAITING_DIRECTIVES = new Set(['interaction', 'visible', 'media']);

export interface Asset {
  url: string;
  /** Bytes on the wire: gzip for text, raw for raster images. */
  transfer: number;
}

export interface ImageUse {
  tag: string;
  /** Every URL the browser may pick (src, srcset candidates, <picture> sources). */
  candidates: string[];
  lazy: boolean;
  sized: boolean;
}

export interface Island {
  component: string;
  directive: string;
}

export interface PageWeight {
  route: string;
  html: number;
  css: Asset[];
  /** External scripts, island component and renderer files, and everything they import statically. */
  js: Asset[];
  /** Gzip size of the page's executable inline scripts (Astro's island loader, for example). */
  inlineJs: number;
  /**
   * Script files the page loads before any interaction: its scripts, module preloads and the islands whose
   * directive does not wait for the visitor, with everything they import statically.
   */
  jsBeforeInteraction: Asset[];
  images: (ImageUse & { transfer: number })[];
  islands: Island[];
  /** Font files the page or its CSS would fetch (the site uses the system font stack: none expected). */
  fonts: string[];
  /** URLs the page references that are missing from the build. */
  missing: string[];
  /** `scriptBeforeInteraction`: inline scripts plus `jsBeforeInteraction`. */
  totals: { css: number; js: number; scriptBeforeInteraction: number; eagerImages: number; firstView: number };
}

export const gzipSize = (data: Buffer | string) => gzipSync(data).length;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Attributes of one start tag; values in double, single or no quotes, entities decoded. */
export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Start tags of the given names, with their attributes (quoted `>` inside values does not end a tag). */
export function findTags(
  html: string,
  names: string[],
): { name: string; attributes: Record<string, string>; index: number }[] {
  const pattern = new RegExp(`<(${names.join('|')})\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  return [...html.matchAll(pattern)].map((m) => ({
    name: m[1].toLowerCase(),
    attributes: parseAttributes(m[2]),
    index: m.index!,
  }));
}

const srcsetUrls = (srcset = '') =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/**
 * Static import specifiers of an ES module: `import x from "./a.js"`, `import "./b.js"`, `export * from "./c.js"`.
 * Dynamic `import()` is left out on purpose: it loads on demand, not with the page.
 */
export function staticImports(code: string): string[] {
  // Bundlers emit relative or root paths only, so a specifier must look like one; that also keeps words such
  // as "import" inside string literals from being read as imports.
  const found = code.matchAll(
    /(?<![\w$."'`])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])(\.{0,2}\/[^"'\n]+)\1/g,
  );
  return [...new Set([...found].map((m) => m[2]))];
}

/**
 * Every module reachable from the entry URLs through static imports, each once, in discovery order.
 * `read` returns a module's source by its URL path, or undefined when it is not part of the build.
 */
export function importGraph(
  entries: string[],
  read: (url: string) => string | undefined,
): { modules: string[]; missing: string[] } {
  const modules: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = read(url);
    if (code === undefined) {
      missing.push(url);
      continue;
    }
    modules.push(url);
    for (const specifier of staticImports(code)) queue.push(new URL(specifier, `http://site${url}`).pathname);
  }
  return { modules, missing };
}

/** The pictures and images of a page, each <picture> counted once with all of its sources. */
export function imageUses(html: string): ImageUse[] {
  const uses: ImageUse[] = [];
  const outside = html.replace(/<picture\b[\s\S]*?<\/picture>/gi, (picture) => {
    const tags = findTags(picture, ['source', 'img']);
    const img = tags.find((t) => t.name === 'img')?.attributes ?? {};
    const candidates = tags.flatMap((t) => [
      ...srcsetUrls(t.attributes.srcset),
      ...(t.attributes.src ? [t.attributes.src] : []),
    ]);
    uses.push({ tag: 'picture', candidates, lazy: img.loading === 'lazy', sized: Boolean(img.width && img.height) });
    return '';
  });
  for (const { attributes } of findTags(outside, ['img'])) {
    const candidates = [...srcsetUrls(attributes.srcset), ...(attributes.src ? [attributes.src] : [])];
    uses.push({
      tag: 'img',
      candidates,
      lazy: attributes.loading === 'lazy',
      sized: Boolean(attributes.width && attributes.height),
    });
  }
  for (const { attributes } of findTags(outside, ['link'])) {
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('icon') || (rel.includes('preload') && attributes.as === 'image')) {
      uses.push({
        tag: 'link',
        candidates: [attributes.href, ...srcsetUrls(attributes.imagesrcset)].filter(Boolean),
        lazy: false,
        sized: true,
      });
    }
  }
  return uses;
}

/** Reads a built site: maps URL paths under the base to files and caches their transfer sizes. */
export class BuiltSite {
  private sizes = new Map<string, number>();
  readonly dir: string;
  readonly prefix: string;

  // Fields are declared apart from the constructor's parameters so that Node can run this file as it is
  // (it strips types, and a parameter property is more than a type): scripts/review/ imports it.
  constructor(dir: string, base = '/') {
    this.dir = dir;
    this.prefix = base.replace(/\/+$/, '');
  }

  /** The file a same-site URL path points to, or undefined for other origins and missing files. */
  file(url: string): string | undefined {
    if (/^(data|mailto|tel|javascript):/i.test(url) || /^(https?:)?\/\//i.test(url)) return undefined;
    let path = decodeURIComponent(url.split(/[?#]/)[0]);
    if (this.prefix && path.startsWith(`${this.prefix}/`)) path = path.slice(this.prefix.length);
    for (const candidate of [path, join(path, 'index.html')]) {
      const file = join(this.dir, candidate);
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
  }

  isLocal(url: string): boolean {
    return !/^(data|mailto|tel|javascript):/i.test(url) && !/^(https?:)?\/\//i.test(url);
  }

  read(url: string): string | undefined {
    const file = this.file(url);
    return file ? readFileSync(file, 'utf8') : undefined;
  }

  transfer(file: string): number {
    let size = this.sizes.get(file);
    if (size === undefined) {
      const data = readFileSync(file);
      size = TEXT.has(extname(file).toLowerCase()) ? gzipSize(data) : data.length;
      this.sizes.set(file, size);
    }
    return size;
  }

  /** The HTML file of a route: `/plan` → plan/index.html, `/404` → 404.html. */
  page(route: string): string {
    const folder = join(this.dir, route === '/' ? '' : route, 'index.html');
    return existsSync(folder) ? folder : join(this.dir, `${route}.html`);
  }

  /** Every image file in the build, with its transfer size, for the per-image limit. */
  allImages(): Asset[] {
    return builtFiles(this.dir)
      .filter((path) => IMAGE_EXTENSIONS.has(extname(path).toLowerCase()))
      .map((path) => ({ url: `${this.prefix}/${path}`, transfer: this.transfer(join(this.dir, path)) }));
  }
}

/** Measures one page of a built site: HTML, its stylesheets, scripts (with island graphs) and images. */
export function measurePage(site: BuiltSite, route: string): PageWeight {
  const html = readFileSync(site.page(route), 'utf8');
  const pageUrl = `${site.prefix}${route === '/' ? '/' : `${route}/`}`;
  const resolve = (url: string) => new URL(url, `http://site${pageUrl}`).pathname;
  const missing = new Set<string>();
  const asset = (url: string): Asset | undefined => {
    const file = site.file(url);
    if (!file) missing.add(url);
    return file ? { url, transfer: site.transfer(file) } : undefined;
  };

  const tags = findTags(html, ['link', 'script', 'astro-island']);
  const stylesheets = tags
    .filter((t) => t.name === 'link' && /\bstylesheet\b/i.test(t.attributes.rel ?? '') && t.attributes.href)
    .map((t) => resolve(t.attributes.href));
  const css = stylesheets.filter((url) => site.isLocal(url)).flatMap((url) => asset(url) ?? []);

  const islands: Island[] = [];
  const jsEntries: string[] = [];
  /** The entries among jsEntries that load without an interaction. */
  const eagerEntries: string[] = [];
  const addEager = (...urls: string[]) => {
    jsEntries.push(...urls);
    eagerEntries.push(...urls);
  };
  for (const { name, attributes } of tags) {
    if (name === 'script' && attributes.src && !DATA_SCRIPT.test(attributes.type ?? ''))
      addEager(resolve(attributes.src));
    if (name === 'link' && /\bmodulepreload\b/i.test(attributes.rel ?? '') && attributes.href)
      addEager(resolve(attributes.href));
    if (name === 'astro-island') {
      const directive = attributes.client ?? '?';
      const files = ['component-url', 'renderer-url', 'before-hydration-url'].flatMap((key) =>
        attributes[key] ? [resolve(attributes[key])] : [],
      );
      if (WAITING_DIRECTIVES.has(directive)) jsEntries.push(...files);
      else addEager(...files);
      const opts = attributes.opts ? (JSON.parse(attributes.opts) as { name?: string }) : {};
      islands.push({ component: opts.name ?? attributes['component-url'] ?? '?', directive });
    }
  }

  let inlineJs = 0;
  for (const match of html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = parseAttributes(match[1]);
    if (attributes.src || DATA_SCRIPT.test(attributes.type ?? '') || !match[2].trim()) continue;
    inlineJs += gzipSize(match[2]);
    if (attributes.type === 'module') addEager(...staticImports(match[2]).map(resolve));
  }

  const modulesFrom = (entries: string[]) => {
    const graph = importGraph([...new Set(entries.filter((url) => site.isLocal(url)))], (url) => site.read(url));
    graph.missing.forEach((url) => missing.add(url));
    return graph.modules.flatMap((url) => asset(url) ?? []);
  };
  const js = modulesFrom(jsEntries);
  const jsBeforeInteraction = modulesFrom(eagerEntries);

  const images = imageUses(html).map((use) => {
    const sizes = use.candidates
      .map(resolve)
      .filter((url) => site.isLocal(url))
      .map((url) => asset(url)?.transfer ?? 0);
    // A responsive image fetches one candidate; counting the largest keeps the first-view figure an upper bound.
    return { ...use, candidates: use.candidates.map(resolve), transfer: Math.max(0, ...sizes) };
  });

  const cssText = css.map((c) => site.read(c.url) ?? '').join('\n');
  const fonts = [
    ...tags.filter((t) => t.name === 'link' && FONT.test(t.attributes.href ?? '')).map((t) => t.attributes.href),
    ...tags
      .filter(
        (t) =>
          t.name === 'link' &&
          /fonts\.(googleapis|gstatic)\.com|use\.typekit|fonts\.bunny/i.test(t.attributes.href ?? ''),
      )
      .map((t) => t.attributes.href),
    ...[...cssText.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]).filter((url) => FONT.test(url)),
    ...(/@font-face/i.test(cssText) ? ['@font-face rule in CSS'] : []),
  ];

  const htmlSize = gzipSize(html);
  const sum = (items: { transfer: number }[]) => items.reduce((total, item) => total + item.transfer, 0);
  const totals = {
    css: sum(css),
    js: sum(js) + inlineJs,
    scriptBeforeInteraction: sum(jsBeforeInteraction) + inlineJs,
    eagerImages: sum(images.filter((i) => !i.lazy)),
    firstView: 0,
  };
  totals.firstView = htmlSize + totals.css + sum(js) + totals.eagerImages;
  return {
    route,
    html: htmlSize,
    css,
    js,
    inlineJs,
    jsBeforeInteraction,
    images,
    islands,
    fonts: [...new Set(fonts)],
    missing: [...missing],
    totals,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The figures of every page as an aligned text table (sizes in KB, gzip). */
export function weightTable(pages: PageWeight[]): string {
  const header = [
    'page',
    'HTML',
    'CSS (files)',
    'JS (files)',
    'JS before interaction',
    'images (eager/all)',
    'first view',
    'islands',
  ];
  const rows = pages.map((p) => [
    p.route,
    kb(p.html),
    `${kb(p.totals.css)} (${p.css.length})`,
    `${kb(p.totals.js)} (${p.js.length})`,
    kb(p.totals.scriptBeforeInteraction),
    `${p.images.filter((i) => !i.lazy).length}/${p.images.length} · ${kb(p.totals.eagerImages)}`,
    kb(p.totals.firstView),
    p.islands.map((i) => `${i.component} (${i.directive})`).join(', ') || '-',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 || column === 7 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
