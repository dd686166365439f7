// The ids the site's own code writes (scripts/content-check/drawn-ids.mjs), read from a small src/ written here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { drawnIds } from '../../scripts/content-check/drawn-ids.mjs';

it('reads the ids that pages and components write as text, and leaves the ids they compute', () => {
  const root = mkdtempSync(join(tmpdir(), 'drawn-ids-'));
  try {
    mkdirSync(join(root, 'src', 'components'), { recursive: true });
    writeFileSync(
      join(root, 'src', 'components', 'Faq.astro'),
      '<section id="faq"><h2 id={headingId}>Q</h2></section>',
    );
    writeFileSync(
      join(root, 'src', 'Home.tsx'),
      '<SectionHeading id="latest-posts" />; const x = { id: "not-an-attribute" };',
    );
    writeFileSync(join(root, 'src', 'notes.md'), '<div id="in-a-note"></div>');
    expect([...drawnIds(root)].sort()).toEqual(['faq', 'latest-posts']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
