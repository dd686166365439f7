// The content loader the site's collections, the config, the content check and the tests share: where a file's
// YAML and body are and what its YAML means, then the schema's data, or an error a writer can act on.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentFile } from '../../src/lib/content-file';
import { contentParts, frontmatterParts, readContentData } from '../../src/lib/content-text';
import { loadSettings, SETTINGS_FILE } from '../../src/lib/settings';
import { servicePageSchema } from '../../src/schemas/service-page';
import { settingsSchema } from '../../src/schemas/settings';

const dir = mkdtempSync(join(tmpdir(), 'content-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fileWith = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const settingsText = (change: (text: string) => string) => change(readFileSync(SETTINGS_FILE, 'utf8'));

describe('loadSettings', () => {
  it('gives the committed settings as the schema parses them', () => {
    const settings = loadSettings();
    expect(settings).toEqual(settingsSchema.parse(settings));
    expect(settings.siteUrl).toMatch(/^https:\/\//);
  });
});

describe('loadContentFile', () => {
  it('names the file, every wrong field and what to write', () => {
    const file = fileWith(
      'site.yaml',
      settingsText((text) =>
        text
          .replace('primary: "#6d28d9"', 'primary: purple')
          .replace(/^loginUrl:/m, 'loginLink: https://x.example.com\nloginUrl:'),
      ),
    );
    expect(() => loadContentFile(file, settingsSchema)).toThrow(
      `${file} has 2 mistakes:\n  colors.primary: Write a colour as a six-digit hex code in quotes, e.g. "#6d28d9".\n  Unrecognized key: "loginLink"`,
    );
  });
  it('reads the frontmatter of an MDX file, not its body', () => {
    const frontmatter = readFileSync('content/pages/service.yaml', 'utf8');
    const file = fileWith(
      'page.mdx',
      `---\n${frontmatter.trimEnd()}\n---\n\n## A heading\n\n---\n\nBody text: not: frontmatter.\n`,
    );
    expect(loadContentFile(file, servicePageSchema)).toEqual(
      loadContentFile('content/pages/service.yaml', servicePageSchema),
    );
    expect(() => loadContentFile(fileWith('bare.mdx', '# Only a body\n'), servicePageSchema)).toThrow(
      /bare\.mdx could not be read as YAML: it has no frontmatter/,
    );
  });
  it('names the file when it is not YAML', () => {
    const file = fileWith('broken.yaml', 'brand: [unclosed\n');
    expect(() => loadContentFile(file, settingsSchema)).toThrow(new RegExp(`^${file} could not be read as YAML: `));
  });
});

describe('contentParts', () => {
  it('takes all of a YAML file as its YAML', () => {
    expect(contentParts('plans/starter.yaml', 'name: Starter\n')).toEqual({
      yaml: 'name: Starter\n',
      yamlOffset: 0,
      body: undefined,
      bodyLine: 1,
    });
  });

  it("splits an MDX file into its frontmatter and its body, whose lines keep the file's numbers", () => {
    const parts = contentParts('services/sales.mdx', '---\ntitle: Sales\n---\n\nFirst paragraph.\n');
    expect(parts.yaml).toBe('title: Sales\n');
    expect(parts.yamlOffset).toBe(1);
    expect(parts.bodyLine).toBe(4);
    expect(parts.body!.split('\n').indexOf('First paragraph.') + 1).toBe(5);
  });

  it('ends the frontmatter at the first line that is only `---`, not at a value that ends in dashes', () => {
    const text = '---\ntitle: Wait for it---\n---   \nBody.\n';
    expect(frontmatterParts(text)).toEqual({
      open: '---\n',
      yaml: 'title: Wait for it---\n',
      close: '---   \n',
      body: 'Body.\n',
    });
    expect(frontmatterParts('---\n---\nBody.\n')).toMatchObject({ yaml: '', body: 'Body.\n' });
    expect(frontmatterParts('Body.\n')).toBeUndefined();
  });

  it('gives an MDX file without frontmatter no YAML and all of it as body', () => {
    expect(contentParts('pages/about.mdx', 'Text.\n')).toMatchObject({ yaml: undefined, body: 'Text.\n' });
  });
});

describe('readContentData', () => {
  it('reads YAML 1.2: a date and a yes/no word stay the text the writer wrote', () => {
    const file = fileWith('post.mdx', '---\npublishDate: 2026-11-25\nanswer: no\ncount: 3\n---\nBody.\n');
    expect(readContentData(file)).toEqual({ publishDate: '2026-11-25', answer: 'no', count: 3 });
  });

  it('repeats an anchored value where an alias names it, and reads empty frontmatter as no fields', () => {
    expect(readContentData(fileWith('list.yaml', 'a: &x [1, 2]\nb: *x\n'))).toEqual({ a: [1, 2], b: [1, 2] });
    expect(readContentData(fileWith('empty.mdx', '---\n---\nBody.\n'))).toEqual({});
  });

  it('refuses broken YAML and an MDX file without frontmatter', () => {
    expect(() => readContentData(fileWith('tab.yaml', 'a:\n\t- 1\n'))).toThrow();
    expect(() => readContentData(fileWith('bare.mdx', 'Body.\n'))).toThrow('no frontmatter');
  });
});
