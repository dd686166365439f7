// `npm run new:service`, `npm run new:category` and `npm run new:post` create skeletons that pass the schemas, in every language of
// the settings: each translation a copy of the new file's words (a translation holds no fact), marked on its
// first line as not yet translated.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectContent } from '../../scripts/content-check/check.mjs';
import { languageName } from '../../scripts/content-check/language-names.mjs';
import { loadCollections } from '../../scripts/content-check/collections.mjs';
import { wordsOnlyText } from '../../scripts/content-check/words-only-text.mjs';
import { readContentData } from '../../src/lib/content-text';
import { addLanguages, copyLanguages, firstLanguage } from '../support/languages';
import { projectCopy } from '../support/project-copy';

const project = projectCopy();
addLanguages(project);
afterAll(() => project.remove());
const translated = copyLanguages.filter((locale) => locale !== firstLanguage);
const node = resolve('node_modules/.bin/node');

describe('new content skeletons', () => {
  it('creates a service and a category that validate', () => {
    const service = project.run(node, [
      'scripts/new-entry.mjs',
      'service',
      'lead-nurturing',
      '--category',
      'marketing',
    ]);
    expect(service.output).toContain('Created content/services/lead-nurturing.mdx');
    const category = project.run(node, ['scripts/new-entry.mjs', 'category', 'loyalty']);
    expect(category.output).toContain('Created content/categories/loyalty.mdx');
    expect(existsSync(join(project.dir, 'content/categories/loyalty.mdx'))).toBe(true);
    const { status, output } = project.sync();
    expect(output).not.toMatch(/does not match collection schema/);
    expect(status).toBe(0);
  }, 60_000);

  it('creates a post by the first author, dated today, kept out of the site as a draft until its ✎ and picture are done', async () => {
    const { output, status } = project.run(node, ['scripts/new-entry.mjs', 'post', 'crm-migration-checklist']);
    expect(status).toBe(0);
    const file = 'content/blog/crm-migration-checklist.mdx';
    expect(output).toContain(`Created ${file}`);
    expect(output).toMatch(/that language's blog then leaves the post out until it is translated/);
    const text = readFileSync(join(project.dir, file), 'utf8');
    const firstAuthor = /^- id: (\S+)/m.exec(readFileSync(join(project.dir, 'content/authors.yaml'), 'utf8'))![1];
    expect(text).toContain(`author: ${firstAuthor}\n`);
    expect(text).toContain(`publishDate: ${new Date().toISOString().slice(0, 10)}\n`);
    expect(text).toContain('draft: true\n');
    // The note above the tags names, language by language, every tag its posts use, the most used first.
    for (const locale of copyLanguages) {
      const folder = join(project.dir, 'content', locale === firstLanguage ? '' : locale, 'blog');
      const uses = readdirSync(folder)
        .filter((name) => name.endsWith('.mdx') && name !== 'crm-migration-checklist.mdx')
        .flatMap((name) => (readContentData(join(folder, name)) as { tags: string[] }).tags);
      const count = (tag: string) => uses.filter((used) => used === tag).length;
      const byUse = [...new Set(uses)].sort((a, b) => count(b) - count(a));
      const note = text.split('\n').find((line) => line.startsWith(`#   ${languageName(locale)}: `))!;
      for (const tag of byUse) expect(note).toContain(tag);
      expect(note.indexOf(byUse[0]!)).toBeLessThan(note.indexOf(byUse.at(-1)!));
    }
    const { problems } = await inspectContent({ root: project.dir });
    const own = problems.filter((problem) => problem.file === file);
    // Only the words to write and the picture to add stand between it and the site.
    expect(new Set(own.map((problem) => problem.kind))).toEqual(new Set(['placeholder', 'image']));
    expect(own.find((problem) => problem.kind === 'image')?.advice).toBe(
      'Put the picture at content/blog/images/crm-migration-checklist.png, or correct the path.',
    );
    rmSync(join(project.dir, file));
    for (const locale of translated) rmSync(join(project.dir, `content/${locale}/blog/crm-migration-checklist.mdx`));
  }, 60_000);

  it("creates each translation as a marked copy of the new file's words, and says which files to translate or delete", async () => {
    const { output, status } = project.run(node, [
      'scripts/new-entry.mjs',
      'service',
      'win-back-offers',
      '--category',
      'marketing',
    ]);
    expect(status).toBe(0);
    const file = 'content/services/win-back-offers.mdx';
    const translations = translated.map((locale) => `content/${locale}/services/win-back-offers.mdx`);
    expect(output).toContain(`Created ${file}, and its translations ${translations.join(' and ')}.`);
    expect(output).toMatch(/or delete the file: that page then shows the \w+ text until it is translated/);
    const services = (await loadCollections(project.dir)).find((collection) => collection.name === 'services')!;
    const english = readFileSync(join(project.dir, file), 'utf8');
    for (const translation of translations) {
      expect(existsSync(join(project.dir, translation)), translation).toBe(true);
      const text = readFileSync(join(project.dir, translation), 'utf8');
      expect(text).toMatch(
        /^---\n# Not yet translated: a copy of content\/services\/win-back-offers\.mdx to translate into /,
      );
      expect(text.replace(/^(---\n)# Not yet translated: .*\n/, '$1')).toBe(
        wordsOnlyText(english, services.translationSchema),
      );
      expect(text).not.toMatch(/^(icon|category): /m);
    }
    const { problems, untranslated } = await inspectContent({ root: project.dir });
    expect(problems.filter((problem) => translations.includes(problem.file))).toEqual([]);
    expect(untranslated.filter((item) => item.files.includes(file)).map((item) => item.locale)).toEqual(translated);
  }, 60_000);

  it('reads the category with or without the `--` that npm wants before arguments', () => {
    // npm 11 keeps `--category` for itself and hands on its value as a plain argument.
    const withoutDashes = project.run('npm', ['run', '-s', 'new:service', 'win-back', '--category', 'marketing']);
    expect(withoutDashes.output).toContain('Created content/services/win-back.mdx');
    // npm 10 passes `--category=x` on as the environment variable npm_config_category.
    const npm10 = project.run(node, ['scripts/new-entry.mjs', 'service', 'referrals'], {
      npm_config_category: 'marketing',
    });
    expect(npm10.output).toContain('Created content/services/referrals.mdx');
    for (const file of ['win-back', 'referrals']) {
      expect(readFileSync(join(project.dir, `content/services/${file}.mdx`), 'utf8')).toMatch(/^category: marketing$/m);
    }
  });

  it('refuses each bad input with one line that says what to write', () => {
    const cases = [
      [['service', 'no-category'], /^Say which category the service belongs to: --category <.*marketing.*>$/],
      [['service', 'x', '--category', 'nope'], /^No category "nope". Choose one of: .*marketing/],
      [['service', 'x', '--cat', 'marketing'], /^Unknown option "--cat". Usage: /],
      [['category', 'a', 'b'], /^Unexpected "b": give one slug/],
      [['service', 'a', 'marketing'], /^Unexpected "marketing": give one slug, then the category after --category/],
    ] as const;
    for (const [args, message] of cases) {
      const result = project.run(node, ['scripts/new-entry.mjs', ...args]);
      expect(result.status).toBe(1);
      expect(result.output.trim()).toMatch(message);
    }
  });

  it('refuses a bad slug, an existing file and an existing translation', () => {
    expect(project.run(node, ['scripts/new-entry.mjs', 'service', 'Lead Nurturing']).status).toBe(1);
    const again = project.run(node, ['scripts/new-entry.mjs', 'service', 'crm-solution']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('already exists');
    rmSync(join(project.dir, 'content/services/win-back-offers.mdx'));
    const translation = project.run(node, [
      'scripts/new-entry.mjs',
      'service',
      'win-back-offers',
      '--category',
      'marketing',
    ]);
    expect(translation.status).toBe(1);
    expect(translation.output).toContain(`content/${translated[0]}/services/win-back-offers.mdx`);
    expect(translation.output).toMatch(/already exists?; move or delete (it|them) first\./);
  });
});
