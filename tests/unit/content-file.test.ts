// The content loader the config, scripts and tests share: the schema's data, or an error a writer can act on.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentFile } from '../../src/lib/content-file';
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
