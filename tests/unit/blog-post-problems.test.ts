// The content check's rules for posts, over entries as the check reads them (scripts/content-check/entries.mjs).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postProblems } from '../../scripts/content-check/post-problems.mjs';

/** A post entry of `file` with `tags` (its list starting on line 5), published on `publishDate` if given. */
const post = (file: string, tags: string[], locale = 'en', publishDate?: string) =>
  ({
    collection: { name: 'posts' },
    id: file.split('/').at(-1)!.replace('.mdx', ''),
    locale,
    isTranslation: locale !== 'en',
    source: { file, lineOf: (path: (string | number)[]) => (path.length === 2 ? 6 + Number(path[1]) : 5) },
    data: { tags, publishDate },
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
  it('takes the spelling of the post published first, whatever its file name, and of its English post in a translation', () => {
    const problems = postProblems([
      post('content/blog/a.mdx', ['Email marketing'], 'en', '2026-11-25'),
      post('content/blog/z.mdx', ['E-mail marketing'], 'en', '2026-03-02'),
      post('content/de/blog/a.mdx', ['E-Mail Marketing'], 'de'),
      post('content/de/blog/z.mdx', ['E-Mail-Marketing'], 'de'),
    ]);
    expect(problems.map(({ file, message }) => ({ file, message }))).toEqual([
      {
        file: 'content/blog/a.mdx',
        message: expect.stringContaining('"E-mail marketing" in content/blog/z.mdx, published earlier'),
      },
      {
        file: 'content/de/blog/a.mdx',
        message: expect.stringContaining('"E-Mail-Marketing" in content/de/blog/z.mdx'),
      },
    ]);
  });
  it('takes the tag fewer posts use, whatever its date, for a misspelling or a plural of the other', () => {
    const problems = postProblems([
      post('content/blog/a.mdx', ['Deliverabilty', 'Automations', 'CRMs', 'Agency', 'SEM'], 'en', '2026-03-02'),
      post('content/blog/b.mdx', ['Deliverability', 'Automation', 'CRM', 'Agencies', 'SEO'], 'en', '2026-05-04'),
      post('content/blog/c.mdx', ['Deliverability', 'Automation', 'CRM', 'Agencies', 'SEO'], 'en', '2026-11-25'),
      post('content/de/blog/a.mdx', ['Automatisierungen'], 'de'),
      post('content/de/blog/b.mdx', ['Automatisierung'], 'de'),
      post('content/de/blog/c.mdx', ['Automatisierung'], 'de'),
    ]);
    expect(problems.map(({ file, field, message }) => `${file} ${field}: ${message}`)).toEqual([
      'content/blog/a.mdx tags → item 1: The tag "Deliverabilty" is spelt almost like the tag "Deliverability" (2 posts, the earliest content/blog/b.mdx): as written, it makes a tag page of its own.',
      'content/blog/a.mdx tags → item 2: The tag "Automations" is the plural of the tag "Automation" (2 posts, the earliest content/blog/b.mdx): as written, it makes a tag page of its own.',
      'content/blog/a.mdx tags → item 3: The tag "CRMs" is the plural of the tag "CRM" (2 posts, the earliest content/blog/b.mdx): as written, it makes a tag page of its own.',
      'content/blog/a.mdx tags → item 4: The tag "Agency" is the singular of the tag "Agencies" (2 posts, the earliest content/blog/b.mdx): as written, it makes a tag page of its own.',
      'content/de/blog/a.mdx tags → item 1: The tag "Automatisierungen" is the plural of the tag "Automatisierung" (2 posts, the earliest content/de/blog/b.mdx): as written, it makes a tag page of its own.',
    ]);
    expect(problems[0]!.advice).toBe(
      'Write "Deliverability" if that is the tag meant, or name this tag so that it cannot be taken for it.',
    );
    expect(problems[1]!.advice).toBe('Write "Automation": singular and plural are one tag.');
  });
  it('names both of two tags as often used that look like one, each at its post', () => {
    const problems = postProblems([
      post('content/blog/a.mdx', ['Onbaording'], 'en', '2026-03-02'),
      post('content/blog/b.mdx', ['Onboarding'], 'en', '2026-11-25'),
    ]);
    expect(problems.map(({ file, message }) => `${file}: ${message}`)).toEqual([
      'content/blog/a.mdx: The tags "Onbaording" and "Onboarding" (content/blog/b.mdx) look like one tag written two ways: as written, each makes a tag page of its own.',
      'content/blog/b.mdx: The tags "Onboarding" and "Onbaording" (content/blog/a.mdx) look like one tag written two ways: as written, each makes a tag page of its own.',
    ]);
  });
  it('refuses a tag a post gives twice, in any spelling, at the second, naming the first', () => {
    const problems = postProblems([
      post('content/blog/a.mdx', ['Sales', 'CRM', 'sales']),
      post('content/blog/b.mdx', ['Sales', 'Lead scoring']),
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/blog/a.mdx',
        line: 8,
        field: 'tags → item 3',
        message: 'The tag "sales" is given to this post already, as item 1: the post would show it twice.',
      }),
    ]);
  });
  it('refuses a tag translated otherwise than in the other posts of its language, or left untranslated among them', () => {
    const problems = postProblems([
      post('content/blog/a.mdx', ['Sales', 'CRM']),
      post('content/blog/b.mdx', ['Sales']),
      post('content/blog/c.mdx', ['Sales']),
      post('content/de/blog/a.mdx', ['Vertrieb', 'CRM'], 'de'),
      post('content/de/blog/b.mdx', ['Vertrieb'], 'de'),
      post('content/de/blog/c.mdx', ['Verkauf'], 'de'),
      post('content/fr/blog/a.mdx', ['Ventes', 'CRM'], 'fr'),
      post('content/fr/blog/b.mdx', ['Sales'], 'fr'),
    ]);
    expect(problems).toMatchObject([
      {
        file: 'content/de/blog/c.mdx',
        line: 6,
        field: 'tags → item 1',
        message:
          'The tag "Verkauf" translates "Sales", which other German posts give as "Vertrieb" (content/de/blog/a.mdx, content/de/blog/b.mdx): two tags would make two tag pages for one topic.',
        advice: 'Write "Vertrieb" here too.',
      },
      expect.objectContaining({
        file: 'content/fr/blog/a.mdx',
        advice: expect.stringMatching(/^Choose one of "Ventes" and "Sales"/),
      }),
      expect.objectContaining({
        file: 'content/fr/blog/b.mdx',
        advice: expect.stringMatching(/^Choose one of "Ventes" and "Sales"/),
      }),
    ]);
  });

  it('tells a translation whose tags are in another order than its post’s the order to write them in', () => {
    const problems = postProblems([
      post('content/blog/a.mdx', ['CRM', 'Sales']),
      post('content/blog/b.mdx', ['Sales', 'CRM']),
      post('content/blog/c.mdx', ['CRM']),
      post('content/de/blog/a.mdx', ['Vertrieb', 'CRM'], 'de'),
      post('content/de/blog/b.mdx', ['Vertrieb', 'CRM'], 'de'),
      post('content/de/blog/c.mdx', ['CRM'], 'de'),
    ]);
    expect(problems).toMatchObject([
      {
        file: 'content/de/blog/a.mdx',
        line: 5,
        field: 'tags',
        message:
          'These tags are the German of the tags of content/blog/a.mdx (CRM, Sales) in another order: a translation gives its tags in the order of the post it translates, each in the place of the tag it translates.',
        advice: 'Write them in that order: CRM, Vertrieb.',
      },
    ]);
  });

  it('leaves a translation with another number of tags to the check of list lengths', () => {
    const problems = postProblems([
      post('content/blog/a.mdx', ['CRM', 'Sales']),
      post('content/blog/b.mdx', ['CRM', 'Sales']),
      post('content/de/blog/a.mdx', ['CRM', 'Vertrieb'], 'de'),
      post('content/de/blog/b.mdx', ['Vertrieb'], 'de'),
    ]);
    expect(problems).toEqual([]);
  });

  it('names every spelling of a tag when two lead as often used, and one left untranslated as such', () => {
    const problems = postProblems([
      ...['a', 'b', 'c', 'd', 'e'].map((name) => post(`content/blog/${name}.mdx`, ['Sales'])),
      post('content/de/blog/a.mdx', ['Vertrieb'], 'de'),
      post('content/de/blog/b.mdx', ['Vertrieb'], 'de'),
      post('content/de/blog/c.mdx', ['Verkauf'], 'de'),
      post('content/de/blog/d.mdx', ['Verkauf'], 'de'),
      post('content/de/blog/e.mdx', ['Sales'], 'de'),
    ]);
    expect(problems.map((problem) => problem.file)).toEqual([
      'content/de/blog/a.mdx',
      'content/de/blog/b.mdx',
      'content/de/blog/c.mdx',
      'content/de/blog/d.mdx',
      'content/de/blog/e.mdx',
    ]);
    expect(problems.at(-1)!.message).toMatch(/^The tag "Sales" is left in English, which other German posts give as/);
    expect(problems.at(-1)!.advice).toMatch(/^Choose one of "Vertrieb" and "Verkauf" and "Sales"/);
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

  it("refuses a draft's picture that is a copy of a published post's, and no other picture", () => {
    const root = mkdtempSync(join(tmpdir(), 'post-pictures-'));
    mkdirSync(join(root, 'content/blog/images'), { recursive: true });
    const picture = (name: string, bytes: string) => writeFileSync(join(root, 'content/blog/images', name), bytes);
    picture('launch.png', 'the launch picture');
    picture('launch-copy.png', 'the launch picture');
    picture('recap.png', 'the launch picture');
    picture('plan.png', 'a picture of its own');
    const withPicture = (file: string, image: string, draft?: boolean) => {
      const entry = post(file, ['CRM']) as unknown as { data: object };
      entry.data = { ...entry.data, image, draft };
      return entry as never;
    };
    const problems = postProblems(
      [
        withPicture('content/blog/launch.mdx', './images/launch.png'),
        // Two published posts may share a picture; a draft may use a published post's picture file itself.
        withPicture('content/blog/recap.mdx', './images/recap.png'),
        withPicture('content/blog/stand-in.mdx', './images/launch.png', true),
        withPicture('content/blog/secret.mdx', './images/launch-copy.png', true),
        withPicture('content/blog/plan.mdx', './images/plan.png', true),
      ],
      root,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/blog/secret.mdx',
        field: 'image',
        kind: 'placeholder',
        message: expect.stringMatching(
          /^This picture is a copy of \.\/images\/(launch|recap)\.png, the picture of the published post/,
        ),
        advice: expect.stringMatching(/^While the post is a draft, write \.\/images\/(launch|recap)\.png here/),
      }),
    ]);
  });
});
