// The ids each page's own code writes (scripts/content-check/drawn-ids.mjs), read from a small src/ written here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { drawnIds } from '../../scripts/content-check/drawn-ids.mjs';

it('reads the ids a page and the components it imports write as text, and offers its sections as places', () => {
  const root = mkdtempSync(join(tmpdir(), 'drawn-ids-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  try {
    write(
      'src/pages/[...locale]/about.astro',
      [
        "---\nimport Header from '../../components/layout/Header.astro';",
        "import Journey from '../../components/sections/Journey.astro';\n---",
        '<Header /><h2 id="who-we-are">Who</h2><Journey />',
      ].join('\n'),
    );
    write(
      'src/components/sections/Journey.astro',
      '<section><h2 id="journey">Journey</h2><p id={computed}></p></section>',
    );
    write('src/components/layout/Header.astro', '<nav id="mobile-menu"></nav>');
    write(
      'src/pages/[...locale]/blog/[slug].astro',
      '<section aria-labelledby="related"><h2 id="related">More</h2></section>',
    );
    const drawnOn = drawnIds(root);
    expect(drawnOn('/about')).toEqual({
      all: new Set(['who-we-are', 'journey', 'mobile-menu']),
      places: ['who-we-are', 'journey'],
    });
    expect(drawnOn('/blog/any-post')?.places).toEqual(['related']);
    expect(drawnOn('/nowhere')).toBeUndefined();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
