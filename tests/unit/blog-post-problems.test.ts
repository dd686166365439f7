// The content check's rules for posts, over entries as the check reads them (scripts/content-check/entries.mjs).
import { describe, expect, it } from 'vitest';
import { postProblems } from '../../scripts/content-check/post-problems.mjs';

/** A post entry of `file` with `tags`, whose tag list starts on line 5. */
const post = (file: string, tags: string[], locale = 'en') =>
  ({
    collection: { name: 'posts' },
    id: file.split('/').at(-1)!.replace('.mdx', ''),
    locale,
    isTranslation: locale !== 'en',
    source: { file, lineOf: (path: (string | number)[]) => (path.length === 2 ? 6 + Number(path[1]) : 5) },
    data: { tags },
    prefix: [],
    labelPrefix: '',
  }) as never;

describe('the content check of posts', () => {
  it('refuses a second spelling of a tag in the same language, at its line, naming the first', () => {
    const problems = postProblems([
      post('content/blog/a.mdx', ['CRM', 'E-mail marketing']),
      post('content/blog/b.mdx', ['Sales', 'Email marketing']),
      post('content/de/blog/a.mdx', ['CRM', 'E-Mail-Marketing'], 'de'),
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/blog/b.mdx',
        line: 7,
        field: 'tags → item 2',
        message: expect.stringContaining('"E-mail marketing" in content/blog/a.mdx'),
      }),
    ]);
  });
  it('refuses a post named after one of the blog’s own pages', () => {
    const [problem] = postProblems([post('content/blog/page.mdx', ['CRM'])]);
    expect(problem).toMatchObject({ file: 'content/blog/page.mdx', line: 1 });
    expect(problem!.message).toContain('/blog/page');
  });
  it('leaves other collections alone', () => {
    expect(
      postProblems([
        { ...(post('content/services/page.mdx', ['a', 'A']) as object), collection: { name: 'services' } } as never,
      ]),
    ).toEqual([]);
  });
});
