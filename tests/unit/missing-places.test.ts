// Links to a place that the built page does not have (integrations/missing-places.ts), and the build check that
// refuses them (integrations/place-link-check.ts), on small built pages and content files written here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingPlaces, placeLinkProblems } from '../../integrations/missing-places';
import placeLinkCheck from '../../integrations/place-link-check';
import { UNTRANSLATED_MARK } from '../../src/lib/untranslated-copies';

const HOME = [
  '<header><nav><h2 id="menu-title">Menu</h2></nav></header>',
  '<dialog><h2 id="search-title">Search</h2></dialog>',
  '<section aria-labelledby="why"><h2 id="why">Why</h2></section>',
  '<section id="faq"><h2>Questions</h2></section>',
].join('');

describe('links to a place a built page does not have', () => {
  it('are found on every page that shows them, under a base path and percent-encoded', () => {
    const pages = [
      { route: '/home', html: HOME },
      { route: '/de/home', html: HOME },
      {
        route: '/blog/a',
        html: '<a href="/pr-42/home#fqa">x</a> <a href="/pr-42/home#faq">y</a> <a href="#top">z</a> <h2 id="über">Ü</h2> <a href="#%C3%BCber">w</a>',
      },
      { route: '/de/blog/a', html: '<a href="/pr-42/de/home#fqa">x</a>' },
    ];
    expect(missingPlaces(pages, '/pr-42/')).toEqual([
      { href: '/pr-42/home#fqa', page: '/blog/a', target: '/home', fragment: 'fqa', places: ['why', 'faq'] },
      { href: '#top', page: '/blog/a', target: '/blog/a', fragment: 'top', places: ['über'] },
      { href: '/pr-42/de/home#fqa', page: '/de/blog/a', target: '/de/home', fragment: 'fqa', places: ['why', 'faq'] },
    ]);
  });

  it('are named by the line of content/ that wrote them, once however many languages show them', () => {
    const missing = [
      { href: '/home#fqa', page: '/blog/a', target: '/home', fragment: 'fqa', places: ['why', 'faq'] },
      { href: '/de/home#fqa', page: '/de/blog/a', target: '/de/home', fragment: 'fqa', places: ['why', 'faq'] },
      { href: '/home#nowhere', page: '/plan', target: '/home', fragment: 'nowhere', places: [] },
    ];
    const sources = [
      { file: 'content/blog/a.mdx', text: '---\ntitle: A\n---\n\nRead [the questions](/home#fqa).\n' },
      { file: 'content/navigation.yaml', text: 'links:\n  - label: FAQ\n    href: /home#fqa-more\n' },
    ];
    const { problems, fromCode } = placeLinkProblems(missing, sources, '/');
    expect(problems).toEqual([
      {
        file: 'content/blog/a.mdx',
        line: 5,
        field: 'the text under the frontmatter',
        kind: 'link',
        message: 'The link /home#fqa leads to a place /home does not have: nothing on that page has the id fqa.',
        advice: 'Did you mean #faq? Its places: #why, #faq.',
      },
    ]);
    expect(fromCode.map((place) => place.href)).toEqual(['/home#nowhere']);
  });

  it('are named in the words the writer typed, accents and all', () => {
    const missing = [
      {
        href: '/de/home#h%C3%A4ufige-fragen',
        page: '/de/blog/a',
        target: '/de/home',
        fragment: 'häufige-fragen',
        places: ['faq'],
      },
    ];
    const sources = [
      { file: 'content/de/blog/a.mdx', text: '---\ntitle: A\n---\n\nDie [Fragen](/home#häufige-fragen).\n' },
    ];
    expect(placeLinkProblems(missing, sources, '/').problems).toMatchObject([
      {
        file: 'content/de/blog/a.mdx',
        line: 5,
        message: expect.stringContaining('The link /home#häufige-fragen leads'),
      },
    ]);
  });

  it("leave out a copy not yet translated, whose first language's file is named, and another language's files", () => {
    const missing = [{ href: '/home#fqa', page: '/home', target: '/home', fragment: 'fqa', places: [] }];
    const copy = `---\n${UNTRANSLATED_MARK}: a copy of content/blog/a.mdx to translate into German.\ntitle: A\n---\n\n[FAQ](/home#fqa)\n`;
    const sources = [
      { file: 'content/blog/a.mdx', text: '---\ntitle: A\n---\n\n[FAQ](/home#fqa)\n' },
      { file: 'content/de/blog/a.mdx', text: copy },
      { file: 'content/fr/blog/b.mdx', text: '---\ntitle: B\n---\n\n[FAQ](/home#fqa)\n' },
    ];
    expect(placeLinkProblems(missing, sources, '/').problems.map((problem) => problem.file)).toEqual([
      'content/blog/a.mdx',
    ]);
  });

  it('are listed by file and line, whatever order the pages showed them in', () => {
    const missing = [
      { href: '/home#fqa', page: '/home', target: '/home', fragment: 'fqa', places: [] },
      { href: '/home#quest', page: '/blog/a', target: '/home', fragment: 'quest', places: [] },
    ];
    const sources = [
      { file: 'content/navigation.yaml', text: 'links:\n  - href: /home#fqa\n' },
      { file: 'content/blog/a.mdx', text: '---\ntitle: A\n---\n\n[Q](/home#quest)\n' },
    ];
    expect(placeLinkProblems(missing, sources, '/').problems.map((problem) => problem.file)).toEqual([
      'content/blog/a.mdx',
      'content/navigation.yaml',
    ]);
  });

  it('name a link field as the content check does', () => {
    const missing = [{ href: '/home#fqa', page: '/home', target: '/home', fragment: 'fqa', places: [] }];
    const sources = [{ file: 'content/navigation.yaml', text: 'links:\n  - label: FAQ\n    href: /home#fqa\n' }];
    expect(placeLinkProblems(missing, sources, '/').problems).toMatchObject([
      {
        file: 'content/navigation.yaml',
        line: 3,
        field: 'links → item 1 → href',
        advice: expect.stringMatching(/without the #/),
      },
    ]);
  });
});

describe('the build check', () => {
  it("fails the build with the content file's line and no stack trace, and passes once the link leads to a place the page has", async () => {
    const root = mkdtempSync(join(tmpdir(), 'place-links-'));
    try {
      const dist = join(root, 'dist');
      mkdirSync(join(root, 'content', 'blog'), { recursive: true });
      mkdirSync(join(dist, 'home'), { recursive: true });
      mkdirSync(join(dist, 'blog', 'a'), { recursive: true });
      writeFileSync(join(dist, 'home', 'index.html'), HOME);
      const write = (href: string) => {
        writeFileSync(join(root, 'content', 'blog', 'a.mdx'), `---\ntitle: A\n---\n\nSee [the FAQ](${href}).\n`);
        writeFileSync(join(dist, 'blog', 'a', 'index.html'), `<p>See <a href="${href}">the FAQ</a>.</p>`);
      };
      const hooks = placeLinkCheck().hooks as Record<string, (options: unknown) => unknown>;
      hooks['astro:config:done']!({ config: { base: '/', root: pathToFileURL(`${root}/`) } });
      const done = async () => hooks['astro:build:done']!({ dir: pathToFileURL(`${dist}/`) });
      write('/home#fqa');
      await expect(done()).rejects.toThrow(
        /content\/blog\/a\.mdx:5 {2}the text under the frontmatter\n {2}The link \/home#fqa leads to a place \/home does not have/,
      );
      // Astro prints a stack under "Stack trace:"; the refusal's message is all a writer needs.
      await expect(done()).rejects.toMatchObject({ stack: '' });
      write('/home#faq');
      await expect(done()).resolves.toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
