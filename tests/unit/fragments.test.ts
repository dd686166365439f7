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
/** A link in a text (`translatable`), or in a link field, the same in every language. */
const link = (file: string, href: string, shownIn: string[], translatable = true) => ({
  href,
  file,
  line: 7,
  field: translatable ? 'the text under the frontmatter' : 'links → item 1 → href',
  locales: shownIn,
  fromDraft: false,
  translatable,
});
const check = (
  entries: ReturnType<typeof entry>[],
  links: ReturnType<typeof link>[],
  ids: Record<string, string[]>,
  drawnOn: (path: string) => { all: Set<string>; places: string[] } | undefined = () => undefined,
) =>
  fragmentProblems({
    links,
    placeLinks: [],
    headingIds: new Map(Object.entries(ids)),
    entries: entries as never,
    locales,
    pageCollections: new Map([['privacyPage', '/home/privacy']]),
    drawnOn,
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
          'The link /blog/b#warming-up leads to a place /de/blog/b does not have: none of the headings of content/de/blog/b.mdx has the id warming-up.',
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
      'The link /service/y#how-it-works leads to a place /de/service/y does not have: none of the headings of content/de/services/y.mdx has the id how-it-works.',
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
        message: expect.stringContaining(
          '/de/home/privacy does not have: none of the headings of content/de/pages/privacy.mdx',
        ),
      }),
    ]);
  });

  it("names the translation's heading in the place of the English one the link names", () => {
    const entries = [
      entry('services', 'x'),
      entry('services', 'x', 'de'),
      entry('privacyPage', 'privacy'),
      entry('privacyPage', 'privacy', 'de'),
    ];
    const ids = {
      'content/pages/privacy.mdx': ['what-we-collect', 'your-rights'],
      'content/de/pages/privacy.mdx': ['was-wir-erfassen', 'ihre-rechte'],
    };
    const [inTranslation] = check(
      entries,
      [link('content/de/services/x.mdx', '/home/privacy#your-rights', ['de'])],
      ids,
    );
    expect(inTranslation!.advice).toMatch(
      /^Did you mean #ihre-rechte, the German heading in its place\? Its headings:/,
    );
    // The page's own places (the privacy page's promises) follow the headings in every language.
    const drawnOn = (path: string) =>
      path === '/home/privacy' ? { all: new Set(['promises']), places: ['promises'] } : undefined;
    const [beside] = check(
      entries,
      [link('content/de/services/x.mdx', '/home/privacy#your-rights', ['de'])],
      ids,
      drawnOn,
    );
    expect(beside!.advice).toMatch(/^Did you mean #ihre-rechte, the German heading in its place\?/);
    const [untranslated] = check(
      [entry('services', 'x'), entry('privacyPage', 'privacy'), entry('privacyPage', 'privacy', 'de')],
      [link('content/services/x.mdx', '/home/privacy#your-rights', ['en', 'de'])],
      ids,
    );
    expect(untranslated!.advice).toContain(
      'translate this text into German and name the translated heading there (#ihre-rechte in German)',
    );
  });

  it('in a link field, the same in every language, advises the link without the # when a translation has other headings', () => {
    const entries = [
      entry('privacyPage', 'privacy'),
      entry('privacyPage', 'privacy', 'de'),
      entry('privacyPage', 'privacy', 'fr'),
    ];
    const ids = {
      'content/pages/privacy.mdx': ['your-rights'],
      'content/de/pages/privacy.mdx': ['ihre-rechte'],
      'content/fr/pages/privacy.mdx': ['vos-droits'],
    };
    const [problem] = check(
      entries,
      [link('content/pages/home.yaml', '/home/privacy#your-rights', locales, false)],
      ids,
    );
    expect(problem!.advice).toBe(
      'content/de/pages/privacy.mdx and content/fr/pages/privacy.mdx have headings in their own words, and a link is the same in every language: link to /home/privacy without the #.',
    );
  });

  it('suggests the heading that begins with the id of a heading given more words', () => {
    const entries = [entry('services', 'x'), entry('privacyPage', 'privacy')];
    const ids = { 'content/pages/privacy.mdx': ['what-we-collect', 'your-rights-under-the-gdpr'] };
    const [problem] = check(entries, [link('content/services/x.mdx', '/home/privacy#your-rights', ['en'])], ids);
    expect(problem!.advice).toMatch(/^Did you mean #your-rights-under-the-gdpr\?/);
  });

  it('leaves a place on a page whose headings are not known before the build (its text is no MDX)', () => {
    expect(check([entry('services', 'x')], [link('content/faq.yaml', '/home#faq', locales)], {})).toEqual([]);
  });

  it('takes the places a page draws itself for places too, and offers them to a mistyped link', () => {
    const entries = [entry('services', 'x'), ...locales.map((locale) => entry('privacyPage', 'privacy', locale))];
    const ids = {
      'content/pages/privacy.mdx': ['your-rights'],
      'content/de/pages/privacy.mdx': ['ihre-rechte'],
      'content/fr/pages/privacy.mdx': ['vos-droits'],
    };
    const drawnOn = (path: string) =>
      path === '/home/privacy' ? { all: new Set(['promises', 'mobile-menu']), places: ['promises'] } : undefined;
    const promises = link('content/services/x.mdx', '/home/privacy#promises', ['en']);
    expect(check(entries, [promises], ids, drawnOn)).toEqual([]);
    expect(check(entries, [promises], ids)).toHaveLength(1);
    // A link field shows on every language's page, and every one of them has the page's own places.
    const [typo] = check(
      entries,
      [link('content/pages/home.yaml', '/home/privacy#promise', locales, false)],
      ids,
      drawnOn,
    );
    expect(typo!.message).toMatch(/or of the page itself has the id promise\.$/);
    expect(typo!.advice).toMatch(/^Did you mean #promises\? /);
  });

  it('refuses a link to a place of the same text that only another page draws', () => {
    const problems = fragmentProblems({
      links: [],
      placeLinks: [{ href: '#faq', file: 'content/services/x.mdx', line: 9, field: 'the text under the frontmatter' }],
      headingIds: new Map([['content/services/x.mdx', ['how-it-works']]]),
      entries: [entry('services', 'x')] as never,
      locales,
      drawnOn: (path) =>
        path === '/service/x' ? { all: new Set(['related-services']), places: ['related-services'] } : undefined,
    });
    expect(problems.map((problem) => problem.advice)).toEqual([
      expect.stringContaining('#how-it-works, #related-services'),
    ]);
  });
});
