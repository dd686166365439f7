// The build refuses an SVG shown through <img> whose colours depend on the page's colour scheme, saying where
// it is and what to do.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import schemeImageCheck from '../../integrations/scheme-image-check';
import { builtPath } from '../../scripts/built-files.mjs';
import { schemeDependentImages, schemeImagesError } from '../../integrations/scheme-images';

const FILES: Record<string, string> = {
  'brand/logo.svg': '<svg><style>text{fill:light-dark(#000,#fff)}</style><text>Acme</text></svg>',
  'brand/media.svg': '<svg><style>@media (prefers-color-scheme: dark){rect{fill:#000}}</style><rect/></svg>',
  'brand/plain.svg': '<svg><rect fill="#7c3aed"/></svg>',
};
const readSvg = (url: string) => {
  const path = builtPath(url, '/home', '/pr-42/');
  return path && FILES[path] ? { file: `public/${path}`, text: FILES[path] } : undefined;
};

describe('schemeDependentImages', () => {
  it('finds every <img> and <source> whose SVG draws with the colour scheme', () => {
    const html =
      '<img src="/pr-42/brand/logo.svg" alt="Acme"><img src="/pr-42/brand/plain.svg" alt="">' +
      '<picture><source srcset="../brand/media.svg 1x, /pr-42/brand/plain.svg 2x"><img src="/other/x.png" alt=""></picture>' +
      '<img src="https://cdn.example/brand/logo.svg" alt="">';
    expect(schemeDependentImages(html, readSvg)).toEqual([
      { src: '/pr-42/brand/logo.svg', file: 'public/brand/logo.svg' },
      { src: '../brand/media.svg', file: 'public/brand/media.svg' },
    ]);
  });
  it('reads an SVG written into a data: URL', () => {
    const svg = encodeURIComponent('<svg><style>:root{color-scheme:light dark}</style></svg>');
    expect(schemeDependentImages(`<img src="data:image/svg+xml,${svg}" alt="">`, readSvg)).toHaveLength(1);
    const base64 = Buffer.from('<svg><rect fill="#fff"/></svg>').toString('base64');
    expect(schemeDependentImages(`<img src="data:image/svg+xml;base64,${base64}" alt="">`, readSvg)).toEqual([]);
  });
  it('leaves an inline SVG alone: it takes the page’s scheme in every engine', () => {
    expect(schemeDependentImages(`<svg>${FILES['brand/logo.svg']}</svg>`, readSvg)).toEqual([]);
  });
});

describe('builtPath', () => {
  it('maps a URL of the site to its file in the build, under the base path', () => {
    expect(builtPath('/pr-42/illustrations/a.svg', '/de/home', '/pr-42/')).toBe('illustrations/a.svg');
    expect(builtPath('a.svg', '/de/home', '/')).toBe('de/home/a.svg');
    expect(builtPath('/elsewhere/a.svg', '/home', '/pr-42/')).toBeUndefined();
    expect(builtPath('https://cdn.example/a.svg', '/home', '/')).toBeUndefined();
  });
});

describe('schemeImagesError', () => {
  it('names each page, image and file, and says what to do', () => {
    const message = schemeImagesError([
      { route: '/de/home', images: [{ src: '/brand/logo.svg', file: 'public/brand/logo.svg' }] },
    ]);
    expect(message).toContain('/de/home: <img src="/brand/logo.svg"> (public/brand/logo.svg)');
    expect(message).toMatch(/Safari/);
    expect(message).toContain('src/components/ui/Artwork.astro');
  });
});

describe('the build check', () => {
  it('fails the build on such an image, without a stack trace, and passes a build without one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scheme-images-'));
    try {
      mkdirSync(join(dir, 'brand'));
      mkdirSync(join(dir, 'home'));
      writeFileSync(join(dir, 'brand', 'logo.svg'), FILES['brand/logo.svg']!);
      writeFileSync(join(dir, 'home', 'index.html'), '<img src="/pr-42/brand/logo.svg" alt="Acme">');
      const hooks = schemeImageCheck().hooks as Record<string, (options: unknown) => unknown>;
      hooks['astro:config:done']!({ config: { base: '/pr-42' } });
      const done = async () => hooks['astro:build:done']!({ dir: pathToFileURL(`${dir}/`) });
      await expect(done()).rejects.toThrow(
        /\/home: <img src="\/pr-42\/brand\/logo\.svg"> \(public\/brand\/logo\.svg\)/,
      );
      await expect(done()).rejects.toMatchObject({ stack: '' });
      writeFileSync(join(dir, 'brand', 'logo.svg'), FILES['brand/plain.svg']!);
      await expect(done()).resolves.toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
