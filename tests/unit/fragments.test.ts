// Links to a place on a page (scripts/content-check/fragments.mjs), language by language: a translated page has
// headings in its own words, and an English text shown untranslated on it links to the English ones. Entries
// are written here in memory, with the heading ids the MDX step gives them; content-check.test.ts runs the rule
// through the whole check on real texts.
import { describe, expect, it } from 'vitest';
import { fragmentProblems } from '../../scripts/content-check/fragments.mjs';

const locales = ['en', 'de', 'fr'];
const entry = (collection: string, id: string, locale = 'en', writtenLanguagesOnly = collection === 'posts') => {
  const folder = { posts: 'blog', services: 'services', privacyPage: 'pages' }[collection]!;
  return {
    collection: { name: collection, writtenLanguagesOnly },
    id,
    locale,
    isTranslation: locale !== 'en',
    prefix: [],
    source: { file: `content/${locale === 'en' ? '' : `${locale}/`}${folder}/${id}.mdx` },
  };
};
const link = (file: string, href: string, shownIn: string[]) => ({
  href,
  file,
  line: 7,
  field: 'the text under the frontmatter',
  locales: shownIn,
  fromDraft: false,
});
const check = (entries: ReturnType<typeof entry>[], links: ReturnType<typeof link>[], ids: Record<string, string[]>) =>
  fragmentProblems({
    links,
    placeLinks: [],
    headingIds: new Map(Object.entries(ids)),
    entries: entries as never,
    locales,
    pageCollections: new Map([['privacyPage', '/home/privacy']]),
  });

describe('a link to a place on a page', () => {
  it("in a translation, names its own page's headings, not the English ones", () => {
    const entries = [entry('posts', 'a'), entry('posts', 'b'), entry('posts', 'a', 'de'), entry('posts', 'b', 'de')];
    const ids = {
      'content/blog/b.mdx': ['warming-up'],
      'content/de/blog/b.mdx': ['aufwaermen'],
    };
    const from = 'content/de/blog/a.mdx';
    const problems = check(
      entries,
      [link(from, '/blog/b#aufwaermen', ['de']), link(from, '/blog/b#warming-up', ['de'])],
      ids,
    );
    expect(problems).toEqual([
      {
        file: from,
        line: 7,
        field: 'the text under the frontmatter',
        kind: 'link',
        message:
          'The link /blog/b#warming-up leads to a place /blog/b does not have: none of the headings of content/de/blog/b.mdx has the id warming-up.',
        advice: expect.stringContaining('Its headings: #aufwaermen'),
      },
    ]);
  });

  it('in a text shown untranslated on a page in another language: the languages whose page has other headings', () => {
    // Service x is not translated, so its English text shows on every language's page; service y is.
    const entries = [entry('services', 'x'), entry('services', 'y'), entry('services', 'y', 'de')];
    const ids = { 'content/services/y.mdx': ['how-it-works'], 'content/de/services/y.mdx': ['so-funktioniert-es'] };
    const [problem, ...more] = check(
      entries,
      [link('content/services/x.mdx', '/service/y#how-it-works', locales)],
      ids,
    );
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/services/x.mdx', kind: 'link' });
    expect(problem!.message).toBe(
      'The link /service/y#how-it-works leads to a place /service/y does not have on the German pages: none of the headings of content/de/services/y.mdx has the id how-it-works.',
    );
    expect(problem!.advice).toMatch(/^Those pages show this text untranslated/);
  });

  it("names a heading of a single page's text (the privacy page), in each language that shows the link", () => {
    const entries = [entry('services', 'x'), entry('privacyPage', 'privacy'), entry('privacyPage', 'privacy', 'de')];
    const ids = { 'content/pages/privacy.mdx': ['your-rights'], 'content/de/pages/privacy.mdx': ['ihre-rechte'] };
    const from = 'content/services/x.mdx';
    expect(check(entries, [link(from, '/home/privacy#your-rights', ['en'])], ids)).toEqual([]);
    expect(check(entries, [link(from, '/home/privacy#your-right', ['en'])], ids)).toEqual([
      expect.objectContaining({
        message:
          'The link /home/privacy#your-right leads to a place /home/privacy does not have: none of the headings of content/pages/privacy.mdx has the id your-right.',
        advice: expect.stringContaining('#your-rights'),
      }),
    ]);
    expect(check(entries, [link(from, '/home/privacy#your-rights', locales)], ids)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('on the German pages: none of the headings of content/de/pages/privacy.mdx'),
      }),
    ]);
  });

  it('leaves a place on a page whose headings are not known before the build (its text is no MDX)', () => {
    expect(check([entry('services', 'x')], [link('content/faq.yaml', '/home#faq', locales)], {})).toEqual([]);
  });
});
