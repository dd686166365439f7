// A link checker over the built sites: every internal href, src and srcset resolves to a built file (and
// every #fragment to an id on the target page), in the plain build and in the build under /pr-42/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeValues, builtPages } from '../support/built-site';
import { BASE_SITE_DIR, PREVIEW_BASE, SITE_DIR } from '../support/sites';

function resolveFile(dir: string, base: string, path: string): string | undefined {
  const prefix = base.replace(/\/+$/, '');
  if (prefix && !(path === prefix || path.startsWith(`${prefix}/`))) return undefined;
  const local = decodeURIComponent(path.slice(prefix.length)) || '/';
  for (const candidate of [local, join(local, 'index.html'), `${local}.html`]) {
    const file = join(dir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

function internalUrls(html: string): string[] {
  const srcsets = [...attributeValues(html, 'img', 'srcset'), ...attributeValues(html, 'source', 'srcset')].flatMap(
    (set) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
  );
  return [
    ...attributeValues(html, 'a', 'href'),
    ...attributeValues(html, 'link', 'href'),
    ...attributeValues(html, 'img', 'src'),
    ...attributeValues(html, 'script', 'src'),
    ...attributeValues(html, 'iframe', 'src'),
    ...attributeValues(html, 'astro-island', 'component-url'),
    ...attributeValues(html, 'astro-island', 'renderer-url'),
    ...srcsets,
  ].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

for (const [label, dir, base] of [
  ['plain build', SITE_DIR, '/'],
  ['build under the preview base', BASE_SITE_DIR, PREVIEW_BASE],
] as const) {
  describe(`links in the ${label}`, () => {
    for (const page of builtPages(dir)) {
      it(`every internal link of ${page.route} resolves`, () => {
        const broken: string[] = [];
        for (const url of new Set(internalUrls(page.html))) {
          const [path, fragment] = url.split('#');
          const file = resolveFile(dir, base, path.split('?')[0]);
          if (!file) broken.push(`${url} (no such file)`);
          else if (fragment && file.endsWith('.html') && !readFileSync(file, 'utf8').includes(`id="${fragment}"`)) {
            broken.push(`${url} (no element with id "${fragment}")`);
          }
        }
        // Same-page anchors (#section) must point at an element on this page.
        for (const href of attributeValues(page.html, 'a', 'href').filter((h) => h.startsWith('#') && h.length > 1)) {
          if (!page.html.includes(`id="${href.slice(1)}"`)) broken.push(`${href} (no element on this page)`);
        }
        expect(broken).toEqual([]);
      });
    }
  });
}

describe('external links', () => {
  it('every external link on every page is https', () => {
    const insecure = builtPages(SITE_DIR).flatMap((page) =>
      [...attributeValues(page.html, 'a', 'href'), ...attributeValues(page.html, 'iframe', 'src')]
        .filter((url) => url.startsWith('http:'))
        .map((url) => `${page.route}: ${url}`),
    );
    expect(insecure).toEqual([]);
  });
});
