// The headings of an MDX text follow the page's own (scripts/content-check/mdx.mjs): the page's title is its one
// # heading, so the text's start at ## and go one level deeper at a time.
import { describe, expect, it } from 'vitest';
import { mdxProblems } from '../../scripts/content-check/mdx.mjs';

/** The problems the check finds in a body of these lines, as the lines of a file without frontmatter. */
async function problemsOf(...lines: string[]) {
  const source = { file: 'content/blog/a.mdx', body: lines.join('\n\n'), bodyLine: 1 };
  const { problems } = await mdxProblems([source as never]);
  return problems.map(({ line, message, advice }) => ({ line, message, advice }));
}

describe('headings of an MDX text', () => {
  it('take ##, ### under it, and ## again', async () => {
    expect(await problemsOf('Intro.', '## A section', '### A part', 'Text.', '## Another section')).toEqual([]);
  });

  it('refuse a # heading, the page has its title', async () => {
    expect(await problemsOf('# A second title', 'Text.')).toEqual([
      {
        line: 1,
        message: "A heading written with one # is the page's main heading, and the page has one already: its title.",
        advice: 'Write ## for a section of the text, and ### for a part of a section.',
      },
    ]);
  });

  it('refuse a heading that skips a level, at its line, naming the level to write', async () => {
    const problems = await problemsOf('## A section', '#### Too deep', '### A part', '## Next', '### Fine');
    expect(problems).toEqual([
      {
        line: 3,
        message:
          'This #### heading comes after a ## heading and skips ###: screen readers, which move through a page by heading level, would find a level missing.',
        advice: 'Write ### here: one # more than the heading it belongs under.',
      },
    ]);
  });

  it('count a text that starts at ### as skipping ##', async () => {
    expect((await problemsOf('### A part first'))[0]?.message).toMatch(
      /^This ### heading comes under the page's title \(#\) and skips ##:/,
    );
  });
});
