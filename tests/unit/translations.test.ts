// `npm run translations`: every file of content/ in every other language, translated, missing or outdated.
// Each test makes a scratch copy of the project into a small git repository whose commits carry fixed dates, so
// "committed after its translation" does not depend on the clock; one copy has no git at all.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { translationStates } from '../../scripts/translations/status.mjs';
import { formatSummary, formatTable } from '../../scripts/translations/table.mjs';
import { addLanguages, otherLanguage, translatedLanguage } from '../support/languages';
import { outsideEnv } from '../support/outside-env';
import { projectCopy, type ProjectCopy } from '../support/project-copy';

const copies: ProjectCopy[] = [];
// Many copies, on a machine that may be busy: removing them takes a while.
afterAll(() => copies.forEach((copy) => copy.remove()), 60_000);
const node = resolve('node_modules/.bin/node');
const service = 'content/services/crm-solution.mdx';
const translationOf = (file: string, locale: string) => file.replace('content/', `content/${locale}/`);

/** A copy of the project with the test's languages, in a git repository with everything committed on day 1. */
function repository() {
  const copy = projectCopy();
  copies.push(copy);
  addLanguages(copy);
  // The copy's own repository, whatever repository the tests run in.
  const env = Object.fromEntries(Object.entries(outsideEnv()).filter(([name]) => !name.startsWith('GIT_')));
  const git = (args: string[], day = 1) => {
    const date = `2026-01-0${day}T12:00:00Z`;
    const result = spawnSync(
      'git',
      ['-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', '-c', 'commit.gpgsign=false', ...args],
      { cwd: copy.dir, encoding: 'utf8', env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } },
    );
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  };
  git(['init', '-q']);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'Day 1']);
  /** Commits every change on `day`. */
  const commit = (day: number) => {
    git(['add', '-A'], day);
    git(['commit', '-q', '-m', `Day ${day}`], day);
  };
  return { copy, commit };
}

const statesOf = async (copy: ProjectCopy, file: string) =>
  (await translationStates(copy.dir)).rows.find((row) => row.file === file)?.states;

const append = (copy: ProjectCopy, file: string, line: string) => copy.edit(file, (text) => `${text}\n${line}\n`);

describe('npm run translations', () => {
  it('a file of content/ committed after its translation is outdated; --strict then exits 1', async () => {
    const { copy, commit } = repository();
    expect(await statesOf(copy, service)).toEqual({
      [translatedLanguage]: 'translated',
      [otherLanguage]: 'translated',
    });
    append(copy, service, 'One more sentence.');
    commit(2);
    expect(await statesOf(copy, service)).toEqual({ [translatedLanguage]: 'outdated', [otherLanguage]: 'outdated' });
    const row = (await translationStates(copy.dir)).rows.find((item) => item.file === service);
    expect(row?.fields).toEqual({ [translatedLanguage]: ['body'], [otherLanguage]: ['body'] });

    append(copy, translationOf(service, translatedLanguage), 'Noch ein Satz.');
    commit(3);
    expect(await statesOf(copy, service)).toEqual({ [translatedLanguage]: 'translated', [otherLanguage]: 'outdated' });

    const plain = copy.run(node, ['scripts/translations/cli.mjs']);
    expect(plain.status).toBe(0);
    expect(plain.output).toMatch(new RegExp(`^${service}\\s+translated\\s+outdated$`, 'm'));
    expect(plain.output).toMatch(
      /\(outdated: the words of the \w+ file changed in git after its translation, or the file was saved after it with changes not committed yet\.\)/,
    );
    expect(plain.output).toContain(
      `${translationOf(service, otherLanguage)}: body changed in ${service} since it was translated`,
    );
    const strict = copy.run(node, ['scripts/translations/cli.mjs', '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.output).toMatch(/--strict: \d+ translations? (is|are) missing or outdated/);
  }, 30_000);

  it('a file of content/ with uncommitted changes outdates a translation that has none', async () => {
    const { copy } = repository();
    append(copy, service, 'A sentence not committed yet.');
    expect(await statesOf(copy, service)).toEqual({ [translatedLanguage]: 'outdated', [otherLanguage]: 'outdated' });
  });

  it('a translation that is not there is missing, and the summary counts each state per language', async () => {
    const { copy, commit } = repository();
    rmSync(join(copy.dir, translationOf(service, otherLanguage)));
    copy.edit('content/faq.yaml', (text) => text.replace(/^(\s*question: .*)\?$/m, '$1, really?'));
    commit(2);
    const report = await translationStates(copy.dir);
    expect(report.rows.find((row) => row.file === service)?.states[otherLanguage]).toBe('missing');
    const total = report.rows.length;
    expect(formatSummary(report)).toMatch(
      new RegExp(
        `^${total} files in content/: \\w+ \\(${translatedLanguage}\\) ${total - 1} translated, 1 outdated; \\w+ \\(${otherLanguage}\\) ${total - 2} translated, 1 outdated, 1 missing\\. `,
      ),
    );
    // What "outdated" means is said only when a translation is outdated.
    expect(formatSummary(report)).toMatch(/\(outdated: /);
    const upToDate = report.rows.map((row) => ({
      ...row,
      states: Object.fromEntries(Object.keys(row.states).map((locale) => [locale, 'translated'])),
    }));
    expect(formatSummary({ ...report, rows: upToDate } as typeof report)).not.toContain('outdated');
    expect(formatTable(report).split('\n')[0]).toMatch(
      new RegExp(`^file\\s+${translatedLanguage}\\s+${otherLanguage}$`),
    );
  });

  it("a new page's translations are untranslated while marked as copies, whatever git says; --strict counts them", async () => {
    const { copy, commit } = repository();
    const file = 'content/services/lead-nurturing.mdx';
    expect(
      copy.run(node, ['scripts/new-entry.mjs', 'service', 'lead-nurturing', '--category', 'marketing']).status,
    ).toBe(0);
    commit(2);
    expect(await statesOf(copy, file)).toEqual({
      [translatedLanguage]: 'untranslated',
      [otherLanguage]: 'untranslated',
    });
    const report = await translationStates(copy.dir);
    expect(formatSummary(report)).toMatch(new RegExp(`\\(${translatedLanguage}\\) \\d+ translated, 1 untranslated;`));
    const strict = copy.run(node, ['scripts/translations/cli.mjs', '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.output).toMatch(new RegExp(`^${file}\\s+untranslated\\s+untranslated$`, 'm'));
    // Under the table, each copy with what its translator does next.
    for (const locale of [translatedLanguage, otherLanguage])
      expect(strict.output).toMatch(
        new RegExp(
          `^${translationOf(file, locale)}: translate its words into \\p{L}+, then delete its line "# Not yet translated: …"\\.$`,
          'mu',
        ),
      );
    // --checked refuses a copy, with what to do instead.
    const copyToCheck = translationOf(file, otherLanguage);
    const refused = copy.run(node, ['scripts/translations/cli.mjs', '--checked', copyToCheck]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      `${copyToCheck}: still a copy not yet translated: translate its words, then delete its line "# Not yet translated: …".`,
    );
    copy.edit(translationOf(file, translatedLanguage), (text) => text.replace(/^# Not yet translated: .*\n/m, ''));
    commit(3);
    expect(await statesOf(copy, file)).toEqual({ [translatedLanguage]: 'translated', [otherLanguage]: 'untranslated' });
  }, 30_000);

  it('a translation is outdated only by a change to the words it translates, not by a new colour or price', async () => {
    const { copy, commit } = repository();
    const settings = 'content/settings/site.yaml';
    const plan = `content/plans/${readdirSync('content/plans').sort()[0]}`;
    copy.edit(settings, (text) => text.replace(/^( {2}primary:).*$/m, '$1 "#5b21b6"'));
    copy.edit(plan, (text) => text.replace(/^monthly: .*$/m, 'monthly: 9'));
    commit(2);
    for (const file of [settings, plan])
      expect(await statesOf(copy, file), file).toEqual({
        [translatedLanguage]: 'translated',
        [otherLanguage]: 'translated',
      });
    copy.edit(settings, (text) => text.replace(/^( {2}tagline:).*$/m, '$1 A new promise'));
    expect(await statesOf(copy, settings)).toEqual({ [translatedLanguage]: 'outdated', [otherLanguage]: 'outdated' });
    commit(3);
    expect(await statesOf(copy, settings)).toEqual({ [translatedLanguage]: 'outdated', [otherLanguage]: 'outdated' });
  });

  it('a translation is not outdated when its original sets the same words with non-breaking hyphens and spaces', async () => {
    const { copy, commit } = repository();
    const settings = 'content/settings/site.yaml';
    const read = () => readFileSync(join(copy.dir, settings), 'utf8');
    const before = read();
    copy.edit(settings, (text) =>
      text.replace(
        /^( {2}tagline: )(.*)$/m,
        (_, key: string, words: string) => key + words.replaceAll('-', '\u2011').replaceAll(' ', '\u00a0'),
      ),
    );
    expect(read()).not.toBe(before);
    commit(2);
    const row = (await translationStates(copy.dir)).rows.find((item) => item.file === settings);
    expect(row?.states).toEqual({ [translatedLanguage]: 'translated', [otherLanguage]: 'translated' });
  });

  it('--checked records that an outdated translation needs no change: committed, it counts as translated', async () => {
    const { copy, commit } = repository();
    append(copy, service, 'One more sentence.');
    commit(2);
    const checked = translationOf(service, translatedLanguage);
    const marked = copy.run(node, ['scripts/translations/cli.mjs', '--checked', checked]);
    expect(marked.status).toBe(0);
    expect(marked.output).toContain(`${checked}: marked as checked against ${service}.`);
    const lines = readFileSync(join(copy.dir, checked), 'utf8').split('\n');
    // Under the translation's heading comments, inside its frontmatter.
    const at = lines.findIndex((line) => line.startsWith(`# Checked against ${service} [`));
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(0, at).every((line) => line === '---' || line.startsWith('#'))).toBe(true);
    commit(3);
    expect(await statesOf(copy, service)).toEqual({ [translatedLanguage]: 'translated', [otherLanguage]: 'outdated' });

    const refused = copy.run(node, ['scripts/translations/cli.mjs', '--checked', service, checked]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${service}: not a translation of a file of content/.`);
    expect(refused.output).toContain(`${checked}: already up to date: nothing to mark.`);
  }, 30_000);

  it('a file git does not know counts by its modification time', async () => {
    const { copy } = repository();
    const file = 'content/services/new-service.mdx';
    writeFileSync(join(copy.dir, file), 'new');
    writeFileSync(join(copy.dir, translationOf(file, translatedLanguage)), 'neu');
    const day = (n: number) => new Date(`2026-02-0${n}T12:00:00Z`);
    utimesSync(join(copy.dir, file), day(2), day(2));
    utimesSync(join(copy.dir, translationOf(file, translatedLanguage)), day(1), day(1));
    expect(await statesOf(copy, file)).toEqual({ [translatedLanguage]: 'outdated', [otherLanguage]: 'missing' });
    utimesSync(join(copy.dir, translationOf(file, translatedLanguage)), day(3), day(3));
    expect(await statesOf(copy, file)).toEqual({ [translatedLanguage]: 'translated', [otherLanguage]: 'missing' });
  });

  it('without git history, compares modification times and says so', async () => {
    const copy = projectCopy();
    copies.push(copy);
    addLanguages(copy);
    const translation = join(copy.dir, translationOf(service, translatedLanguage));
    const { mtime } = statSync(join(copy.dir, service));
    const earlier = new Date(mtime.getTime() - 60_000);
    utimesSync(translation, earlier, earlier);
    expect(await statesOf(copy, service)).toMatchObject({ [translatedLanguage]: 'outdated' });
    const { status, output } = copy.run(node, ['scripts/translations/cli.mjs']);
    expect(status).toBe(0);
    expect(output).toContain('(no git repository: modification times compared, not commits)');
  });
});
