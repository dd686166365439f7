// The content check (`npm run check:content`) names each kind of writer's mistake with its file, line and field,
// and says what to write instead. Each test breaks one thing in a scratch copy of the project and runs the
// check in-process; lines and values are read from the edited file, so content edits keep the tests green.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { slug } from 'github-slugger';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent, inspectContent } from '../../scripts/content-check/check.mjs';
import { contentCheckCommand } from '../../scripts/content-check/command.mjs';
import { loadCollections } from '../../scripts/content-check/collections.mjs';
import { formatDevReport, formatReport, formatUntranslated } from '../../scripts/content-check/format.mjs';
import { languageName } from '../../scripts/content-check/language-names.mjs';
import type { Problem } from '../../scripts/content-check/problem.mjs';
import { readSource } from '../../scripts/content-check/source.mjs';
import { refreshCopies } from '../../scripts/translations/refresh-copies.mjs';
import { titleProblems } from '../../scripts/content-check/titles.mjs';
import { wordsOnlyText } from '../../scripts/content-check/words-only-text.mjs';
import type { Entry } from '../../scripts/content-check/entries.mjs';
import { pageTitle, TITLE_LIMIT, titleLength } from '../../src/lib/page-title';
import { projectCopy, type ProjectCopy } from '../support/project-copy';
import { addLanguages, copyLanguages, firstLanguage, otherLanguage, translatedLanguage } from '../support/languages';
import { loadSettings } from '../../src/lib/settings';

const copies: ProjectCopy[] = [];
// Many copies, on a machine that may be busy: removing them takes a while.
afterAll(() => copies.forEach((copy) => copy.remove()), 60_000);

/** A scratch copy of the project with `change` applied, and what the check says about it. */
async function checkAfter(change: (copy: ProjectCopy) => void, base = '/') {
  const copy = projectCopy();
  copies.push(copy);
  addLanguages(copy);
  change(copy);
  return { copy, problems: await checkContent({ root: copy.dir, base }) };
}

/** The 1-based line of the first line of `file` (in the copy) that matches `pattern`. */
function lineOf(copy: ProjectCopy, file: string, pattern: RegExp) {
  const index = readFileSync(join(copy.dir, file), 'utf8')
    .split('\n')
    .findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`${file} has no line matching ${pattern}`);
  return index + 1;
}

const node = resolve('node_modules/.bin/node');
const [first, translated, other] = [firstLanguage, translatedLanguage, otherLanguage];

const only = (problems: Problem[]) => {
  expect(problems, formatReport(problems)).toHaveLength(1);
  return problems[0];
};

describe('content check', () => {
  it('finds nothing wrong in the content as it is', async () => {
    expect(formatReport(await checkContent({ root: resolve('.') }))).toBe(
      'Content check: every file in content/ is fine.',
    );
  });

  it('a wrong type: the line, the field, and the value to write without quotes', async () => {
    let order = '';
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/categories/sales.mdx', (text) =>
        text.replace(/^order: (\d+)$/m, (_, value) => ((order = value), `order: "${value}"`)),
      ),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/categories/sales.mdx',
      line: lineOf(copy, 'content/categories/sales.mdx', /^order:/),
      field: 'order',
      kind: 'type',
      message: `"order" must be a number, but here it is the text "${order}".`,
    });
    expect(problems[0].advice).toContain(`Write the number without quotes or other signs: order: ${order}`);
  });

  it('a missing field: where to add it and what it holds', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/services/reputation.mdx', (text) => text.replace(/^summary:.*\n/m, '')),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/services/reputation.mdx',
      line: 2,
      field: 'summary',
      kind: 'missing',
      message: 'The field "summary" is missing.',
    });
    expect(problems[0].advice).toMatch(/^Add "summary:"\. \(summary: .+\)$/);
    expect(lineOf(copy, 'content/services/reputation.mdx', /^---$/)).toBe(1);
  });

  it('a misspelt field: did you mean, as one problem (not also "missing")', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/categories/marketing.mdx', (text) => text.replace(/^subtitle:/m, 'subtitel:')),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/categories/marketing.mdx',
      line: lineOf(copy, 'content/categories/marketing.mdx', /^subtitel:/),
      field: 'subtitel',
      kind: 'unknown-field',
      message: 'There is no field "subtitel" here.',
      advice: 'Did you mean "subtitle"? Rename the field to subtitle.',
    });
  });

  it('an unknown field with no look-alike: the fields allowed there', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/plans/starter.yaml', (text) => text.replace(/^order:/m, 'ribbonColour: purple\norder:')),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/plans/starter.yaml',
      line: lineOf(copy, 'content/plans/starter.yaml', /^ribbonColour:/),
      field: 'ribbonColour',
      kind: 'unknown-field',
    });
    // The plan schema's own words (where preview URLs go) are kept.
    expect(problems[0].advice).toContain('a plan takes name, description, monthly, yearly, features, badge, order');
  });

  it("a schema's own message is kept, with file:line and field (the price); after the length written, for a text too short", async () => {
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit('content/plans/premium.yaml', (text) => text.replace(/^monthly: (\d+)/m, 'monthly: "€$1"'));
      copy.edit('content/pages/about.mdx', (text) => text.replace(/^description: .*$/m, 'description: Who we are.'));
    });
    expect(problems.map((problem) => problem.field).sort()).toEqual(['description', 'monthly']);
    expect(problems.find((problem) => problem.field === 'monthly')).toMatchObject({
      file: 'content/plans/premium.yaml',
      line: lineOf(copy, 'content/plans/premium.yaml', /^monthly:/),
      message: expect.stringMatching(/^Write the price as a plain number of euros/),
    });
    expect(problems.find((problem) => problem.field === 'description')).toEqual({
      file: 'content/pages/about.mdx',
      line: lineOf(copy, 'content/pages/about.mdx', /^description:/),
      field: 'description',
      kind: 'value',
      message: '"description" is 11 characters long.',
      advice: 'Write at least 50 characters.',
    });
  });

  it('a duplicate id in a shared list: the second one, and the line of the first', async () => {
    let firstId = '';
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/testimonials.yaml', (text) => {
        const ids = [...text.matchAll(/^- id: (.+)$/gm)].map((match) => match[1]);
        firstId = ids[0];
        return text.replace(`- id: ${ids[1]}`, `- id: ${firstId}`);
      }),
    );
    const lines = readFileSync(join(copy.dir, 'content/testimonials.yaml'), 'utf8').split('\n');
    const idLines = lines.flatMap((line, index) => (line === `- id: ${firstId}` ? [index + 1] : []));
    expect(only(problems)).toMatchObject({
      file: 'content/testimonials.yaml',
      line: idLines[1],
      field: `item 2 (${firstId}) → id`,
      kind: 'duplicate',
    });
    expect(problems[0].message).toBe(
      `The id "${firstId}" is already used on line ${idLines[0]}; each item needs an id of its own, by which its translations find it.`,
    );
    expect(problems[0].advice).toMatch(/^Give each entry its own id/);
  });

  it('two questions at one position: the second, with the first', async () => {
    let ids: string[] = [];
    let firstOrder = '';
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/faq.yaml', (text) => {
        ids = [...text.matchAll(/^- id: (.+)$/gm)].map((match) => match[1]);
        const orders = [...text.matchAll(/^ {2}order: (.+)$/gm)].map((match) => match[1]);
        firstOrder = orders[0];
        return text.replace(`  order: ${orders[1]}`, `  order: ${firstOrder}`);
      }),
    );
    const orderLines = readFileSync(join(copy.dir, 'content/faq.yaml'), 'utf8')
      .split('\n')
      .flatMap((line, index) => (line === `  order: ${firstOrder}` ? [index + 1] : []));
    expect(only(problems)).toMatchObject({
      file: 'content/faq.yaml',
      line: orderLines[1],
      field: `item 2 (${ids[1]}) → order`,
      kind: 'duplicate',
      message: `Position ${firstOrder} is also the position of "${ids[0]}" on line ${orderLines[0]}: the positions no longer say which of the two comes first.`,
    });
  });

  it('two plans at one position: named by file', async () => {
    const plans = readdirSync('content/plans').sort();
    const orderOf = (file: string) => readFileSync(join('content/plans', file), 'utf8').match(/^order: (.+)$/m)![1];
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit(`content/plans/${plans[1]}`, (text) => text.replace(/^order: .+$/m, `order: ${orderOf(plans[0])}`)),
    );
    const [reported] = problems;
    expect(only(problems)).toMatchObject({ kind: 'duplicate', field: 'order' });
    const other = reported.file === `content/plans/${plans[0]}` ? plans[1] : plans[0];
    expect(reported.line).toBe(lineOf(copy, reported.file, /^order:/));
    expect(reported.message).toContain(`the position of content/plans/${other}:`);
  });

  it('a quote opened and never closed, in a field and in the text of a translation', async () => {
    const post = readdirSync(resolve(`content/${translated}/blog`)).find((name) => name.endsWith('.mdx'))!;
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit('content/faq.yaml', (text) => text.replace(/^ {2}question: /m, '  question: “'));
      copy.edit(`content/${translated}/blog/${post}`, (text) => `${text}\nEin Satz mit „offenem Zitat.\n`);
    });
    expect(problems).toHaveLength(2);
    const inFile = (file: string) => problems.find((problem) => problem.file === file);
    expect(inFile('content/faq.yaml')).toMatchObject({
      line: lineOf(copy, 'content/faq.yaml', /^ {2}question: “/),
      field: expect.stringMatching(/^item 1 \(.+\) → question$/),
      kind: 'value',
      message: 'This text opens a quote with “ and never closes it: the page would show the stray “.',
      advice: `Close the quote with ” where it ends, or delete the “. ${languageName(first)} quotes are written “ … ”.`,
    });
    expect(inFile(`content/${translated}/blog/${post}`)).toMatchObject({
      line: lineOf(copy, `content/${translated}/blog/${post}`, /offenem Zitat/),
      field: 'the text under the frontmatter',
      message: 'This text opens a quote with „ and never closes it: the page would show the stray „.',
    });
  });

  it('a figure joined to a word by a plain hyphen, in a field and in the text of a page', async () => {
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit('content/faq.yaml', (text) => text.replace(/^ {2}question: /m, '  question: After the 14-day trial, '));
      copy.edit('content/services/crm-solution.mdx', (text) => `${text}\nBook a 30-minute call.\n`);
    });
    expect(problems).toHaveLength(2);
    const inFile = (file: string) => problems.find((problem) => problem.file === file);
    expect(inFile('content/faq.yaml')).toMatchObject({
      line: lineOf(copy, 'content/faq.yaml', /14-day/),
      field: expect.stringMatching(/^item 1 \(.+\) → question$/),
      message: expect.stringContaining('“14-day” joins a figure to a word with a plain hyphen'),
      advice: expect.stringContaining('Write 14‑day with the non-breaking hyphen'),
    });
    expect(inFile('content/services/crm-solution.mdx')).toMatchObject({
      line: lineOf(copy, 'content/services/crm-solution.mdx', /30-minute/),
      field: 'the text under the frontmatter',
      advice: expect.stringContaining('Write 30‑minute'),
    });
  });

  it('a category that does not exist: did you mean, and the categories there are', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/services/crm-solution.mdx', (text) => text.replace(/^category: .*$/m, 'category: sale')),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/services/crm-solution.mdx',
      line: lineOf(copy, 'content/services/crm-solution.mdx', /^category:/),
      field: 'category',
      kind: 'reference',
      message: 'There is no category "sale": no file content/categories/sale.* exists.',
    });
    expect(problems[0].advice).toMatch(
      /^Did you mean "sales"\? Write the file name \(without extension\) of one of content\/categories\/: .*\bsales\b/,
    );
  });

  it('a plan that does not exist, and a plan left without preview pages', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/settings/site.yaml', (text) => text.replace(/^ {2}starter:$/m, '  startr:')),
    );
    const file = 'content/settings/site.yaml';
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file,
        line: lineOf(copy, file, /^ {2}startr:/),
        field: 'planPreviews → startr',
        kind: 'reference',
        message: 'There is no plan "startr": no file content/plans/startr.* exists.',
      }),
    );
    expect(problems.find((problem) => problem.field === 'planPreviews → startr')?.advice).toMatch(
      /^Did you mean "starter"\?/,
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file,
        line: lineOf(copy, file, /^planPreviews:/),
        field: 'planPreviews',
        advice: 'Add "starter:" under planPreviews, written like the others.',
      }),
    );
  });

  it('a link in an MDX body to a page that does not exist: did you mean', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit(
        'content/services/landing-page.mdx',
        (text) => `${text}\nSee [billing](/service/billing-managment#plans).\n`,
      ),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/services/landing-page.mdx',
      line: lineOf(copy, 'content/services/landing-page.mdx', /billing-managment/),
      field: 'the text under the frontmatter',
      kind: 'link',
      message:
        'The link /service/billing-managment#plans leads to no page: the site has no page /service/billing-managment.',
      advice: 'Did you mean /service/billing-management?',
    });
  });

  it('a link in YAML to a page that does not exist', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/navigation.yaml', (text) => text.replace('href: /about', 'href: /abuot')),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/navigation.yaml',
      line: lineOf(copy, 'content/navigation.yaml', /href: \/abuot/),
      field: 'links → item 2 → href',
      kind: 'link',
      advice: 'Did you mean /about?',
    });
  });

  it("a link written with the site's own address, in YAML and in MDX: write it from the site root; another site's is fine", async () => {
    const own = new URL('/about', loadSettings().siteUrl).href;
    const post = `content/blog/${readdirSync(resolve('content/blog')).find((name) => name.endsWith('.mdx'))}`;
    const category = 'content/categories/sales.mdx';
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(category, (text) => text.replace(/^(cta:\n(?: {2}.*\n)*? {2}href: ).*$/m, `$1${own}`));
      copy.edit(
        post,
        (text) => `${text}\nSee [us](${own}#team) and [a standard](https://www.rfc-editor.org/rfc/rfc7489).\n`,
      );
    });
    expect(problems.map(({ file, line, kind, advice }) => ({ file, line, kind, advice }))).toEqual([
      {
        file: post,
        line: lineOf(copy, post, /^See \[us\]/),
        kind: 'link',
        advice: 'Write it from the site root: /about#team.',
      },
      {
        file: category,
        line: lineOf(copy, category, /href: https?:/),
        kind: 'link',
        advice: 'Write it from the site root: /about.',
      },
    ]);
    expect(problems[0]!.message).toMatch(
      /^The link \S+ is written with the site's own address \(siteUrl in content\/settings\/site\.yaml\)/,
    );
  });

  it('a link to a post that a language shows on its pages but has no translation of: which language, and why', async () => {
    const post = readdirSync(resolve('content/blog'))
      .find((name) => name.endsWith('.mdx'))!
      .replace(/\.mdx$/, '');
    const { copy, problems } = await checkAfter((copy) => {
      rmSync(join(copy.dir, `content/${translated}/blog/${post}.mdx`));
      copy.edit('content/navigation.yaml', (text) => text.replace('href: /about', `href: /blog/${post}`));
      // The post's own text shows only on its English page, which has its address.
      copy.edit(`content/blog/${post}.mdx`, (text) => `${text}\nShare [this post](/blog/${post}).\n`);
    });
    expect(only(problems)).toMatchObject({
      file: 'content/navigation.yaml',
      line: lineOf(copy, 'content/navigation.yaml', new RegExp(`href: /blog/${post}`)),
      field: 'links → item 2 → href',
      kind: 'link',
      message: `The link /blog/${post} leads to no page on the ${languageName(translated)} pages, which show it at /${translated}/blog/${post}: /blog/${post} is not written in ${languageName(translated)}.`,
    });
  });

  // The check's rules for places on a page, language by language, are tests/unit/fragments.test.ts's; this
  // case runs them through the whole check, on the heading ids the build's own slugger gives real texts.
  it('a link to a place on a page: a misspelt heading id of another page, and of its own, with the id meant', async () => {
    const [from, to] = readdirSync(resolve('content/blog'))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => name.replace(/\.mdx$/, '')) as [string, string];
    /** The first ## heading of a post's text and the id the build gives it. */
    const firstId = (post: string) =>
      slug(readFileSync(resolve(`content/blog/${post}.mdx`), 'utf8').match(/^## (.+)$/m)![1]!);
    const [id, ownId] = [firstId(to), firstId(from)];
    const misspelt = id.replace(/-/, '');
    const file = `content/blog/${from}.mdx`;
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit(
        file,
        (text) =>
          `${text}\nRead [the part](/blog/${to}#${id}) and [this one](/blog/${to}#${misspelt}).\n` +
          `\nBack to [the start](#${ownId}), or [nowhere](#no-such-heading).\n`,
      ),
    );
    const lines = readFileSync(join(copy.dir, file), 'utf8').trimEnd().split('\n').length;
    expect(problems, formatReport(problems)).toHaveLength(2);
    expect(problems[0]).toMatchObject({
      file,
      line: lines - 2,
      field: 'the text under the frontmatter',
      kind: 'link',
      message: `The link /blog/${to}#${misspelt} leads to a place /blog/${to} does not have: none of the headings of content/blog/${to}.mdx or of the page itself has the id ${misspelt}.`,
    });
    expect(problems[0]!.advice).toMatch(new RegExp(`^Did you mean #${id}\\? Its headings: #${id}, `));
    expect(problems[1]).toMatchObject({
      file,
      line: lines,
      kind: 'link',
      message:
        'The link #no-such-heading leads to a place this page does not have: none of the headings of this text or of the page itself has the id no-such-heading.',
    });
  });

  it('a link from a published page to a draft post, which the published site leaves out; a draft may link to a draft', async () => {
    const post = readdirSync(resolve('content/blog'))
      .find((name) => name.endsWith('.mdx'))!
      .replace(/\.mdx$/, '');
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(
        `content/blog/${post}.mdx`,
        (text) => `${text.replace(/^title: .*$/m, '$&\ndraft: true')}\nSee [this post](/blog/${post}).\n`,
      );
      copy.edit('content/navigation.yaml', (text) => text.replace('href: /about', `href: /blog/${post}`));
    });
    expect(only(problems)).toMatchObject({
      file: 'content/navigation.yaml',
      line: lineOf(copy, 'content/navigation.yaml', new RegExp(`href: /blog/${post}`)),
      field: 'links → item 2 → href',
      kind: 'link',
      advice:
        'Publish that post first (delete its line draft: true), or add this link when it is published. A draft may link to another draft.',
    });
    expect(problems[0]!.message).toContain(`The link /blog/${post} leads to a draft`);
  });

  it('a link written with a preview folder, in a preview build and in the production build', async () => {
    const edit = (copy: ProjectCopy) =>
      copy.edit('content/pages/plan.yaml', (text) => text.replace(/^( {4}href:) \/contact$/m, '$1 /pr-42/contact/'));
    for (const base of ['/', '/pr-42/']) {
      const { copy, problems } = await checkAfter(edit, base);
      expect(only(problems)).toMatchObject({
        file: 'content/pages/plan.yaml',
        line: lineOf(copy, 'content/pages/plan.yaml', /href: \/pr-42\/contact/),
        field: 'cta → button → href',
        kind: 'link',
        advice: 'Write it from the site root: /contact. The build puts its own folder in front of every link.',
      });
    }
  });

  it('broken MDX syntax: the line and how to close the tag', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/pages/about.mdx', (text) => `${text}\nOne line<br>\nthe next line\n`),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/pages/about.mdx',
      line: lineOf(copy, 'content/pages/about.mdx', /<br>/),
      kind: 'mdx-syntax',
      advice: 'In MDX every tag must be closed: write <br /> instead of <br>.',
    });
    expect(problems[0].message).toContain('Expected a closing tag for `<br>`');
  });

  it('an MDX expression that fails when the page renders: the line and how to show braces', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/services/email-marketing.mdx', (text) => `${text}\nHello {first_name}, welcome aboard.\n`),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/services/email-marketing.mdx',
      line: lineOf(copy, 'content/services/email-marketing.mdx', /\{first_name\}/),
      kind: 'mdx-render',
      message:
        '{first_name} is read as code in MDX, and nothing called "first_name" exists on this page, so the page cannot be built.',
      advice:
        'To show it as it is written, put a backslash before each brace: \\{first_name\\}. Otherwise remove the braces.',
    });
  });

  it('a YAML syntax error, a text with ": " unquoted: the line, the field and the text quoted', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/faq.yaml', (text) => text.replace(/^( {2}question: )(.*)$/m, '$1Why: $2')),
    );
    const problem = only(problems);
    const question = /^ {2}question: (Why: .*)$/m.exec(readFileSync(join(copy.dir, 'content/faq.yaml'), 'utf8'))![1];
    expect(problem).toEqual({
      file: 'content/faq.yaml',
      line: lineOf(copy, 'content/faq.yaml', /question: Why: /),
      field: 'question',
      kind: 'yaml',
      message:
        'The file cannot be read as YAML: the text of "question" holds ": ", which YAML reads as the start of another field.',
      advice: `Put the whole text in double quotes: question: "${question}"`,
    });
  });

  it('a quote never closed, a text that starts with a quoted word, a list item with ": " in it: its line, and how to write it', async () => {
    const [faq, plan, service] = ['content/faq.yaml', 'content/plans/premium.yaml', 'content/services/reputation.mdx'];
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(faq, (text) => text.replace(/^ {2}question: .*$/m, '  question: "Is the trial free?”'));
      copy.edit(plan, (text) => text.replace(/^(features:\n) {2}- .*$/m, '$1  - Reporting: dashboards for every team'));
      copy.edit(service, (text) => text.replace(/^heading: .*$/m, 'heading: "Free" replies, with one click'));
    });
    expect(problems.map(({ file, line, kind, message, advice }) => ({ file, line, kind, message, advice }))).toEqual([
      {
        file: faq,
        line: lineOf(copy, faq, /Is the trial free/),
        kind: 'yaml',
        message:
          'The file cannot be read as YAML: the quote (") that starts this text is never closed, so YAML reads the lines after it as part of the text.',
        advice: 'End the text with a straight quote (") like the one it starts with, not a curly one.',
      },
      {
        file: plan,
        line: lineOf(copy, plan, /- Reporting: dashboards/),
        kind: 'type',
        message: 'This item must be text, but here it is a group of fields.',
        advice: expect.stringMatching(
          /^The ": " after "Reporting" makes YAML read it as the name of a field: put the whole text in double quotes, - "Reporting: dashboards for every team"/,
        ),
      },
      {
        file: service,
        line: lineOf(copy, service, /^heading: "Free"/),
        kind: 'yaml',
        message:
          'The file cannot be read as YAML: this text starts with a quoted word: YAML reads the text as ending at its second quote ("), and cannot read what follows.',
        advice: `Put the whole text in the other kind of quotes: '"Free" replies, with one click'. Or write the quotes inside it as typographic ones (“ ”), which YAML reads as letters.`,
      },
    ]);
  });

  it('an image path to no file in public/, in a field and in an MDX body: its line and the closest file', async () => {
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit('content/categories/sales.mdx', (text) =>
        text.replace(/(image: \/illustrations\/card-sales)\.svg/, '$1s.svg'),
      );
      copy.edit(
        'content/pages/about.mdx',
        (text) => `${text}\n![A team at work](/illustrations/no-such-picture.png)\n`,
      );
    });
    expect(problems.map(({ file, line, kind }) => ({ file, line, kind }))).toEqual([
      {
        file: 'content/categories/sales.mdx',
        line: lineOf(copy, 'content/categories/sales.mdx', /card-saless\.svg/),
        kind: 'image',
      },
      {
        file: 'content/pages/about.mdx',
        line: lineOf(copy, 'content/pages/about.mdx', /no-such-picture/),
        kind: 'image',
      },
    ]);
    expect(problems[0]!.advice).toBe('Did you mean /illustrations/card-sales.svg?');
    expect(problems[1]!.message).toMatch(/public\/ has no file illustrations\/no-such-picture\.png/);
  });

  it('an image path with a misspelt extension or without its leading /, in a field, an MDX image and an <img>: the missing file, in words', async () => {
    const sales = 'content/categories/sales.mdx';
    const about = 'content/pages/about.mdx';
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(sales, (text) => text.replace(/(image: \/illustrations\/card-sales\.)svg/, '$1sgv'));
      copy.edit(sales, (text) => text.replace(/(imageSrc: )\/(illustrations\/sales-\w+\.svg)/, '$1$2'));
      copy.edit(about, (text) => `${text}\n![A team at work](/illustrations/card-sales.sgv)\n`);
      copy.edit(about, (text) => `${text}\n<img src="illustrations/card-sales.svg" alt="A team at work" />\n`);
    });
    expect(problems.map(({ file, line, kind, advice }) => ({ file, line, kind, advice }))).toEqual([
      {
        file: sales,
        line: lineOf(copy, sales, /card-sales\.sgv/),
        kind: 'image',
        advice: 'Did you mean /illustrations/card-sales.svg?',
      },
      {
        file: sales,
        line: lineOf(copy, sales, /imageSrc: illustrations/),
        kind: 'image',
        advice: expect.stringMatching(/^Write \/illustrations\/sales-\w+\.svg\.$/),
      },
      {
        file: about,
        line: lineOf(copy, about, /card-sales\.sgv/),
        kind: 'image',
        advice: 'Did you mean /illustrations/card-sales.svg?',
      },
      {
        file: about,
        line: lineOf(copy, about, /<img src="illustrations/),
        kind: 'image',
        advice: 'Write /illustrations/card-sales.svg.',
      },
    ]);
    expect(problems[0]!.message).toMatch(/^The image \/illustrations\/card-sales\.sgv is not there/);
    expect(problems[1]!.message).toMatch(/is not written from the site root/);
  });

  it("a post's picture written without ./, misspelt, or under a name the blog does not take", async () => {
    const posts = readdirSync(resolve('content/blog'))
      .filter((name) => name.endsWith('.mdx'))
      .sort()
      .slice(0, 3)
      .map((name) => `content/blog/${name}`);
    const pictureOf = (file: string) => /^image: \.\/(images\/.+)$/m.exec(readFileSync(file, 'utf8'))![1]!;
    const [withoutDot, misspelt, badName] = posts as [string, string, string];
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(withoutDot, (text) => text.replace(/^image: \.\//m, 'image: '));
      copy.edit(misspelt, (text) => text.replace(/^(image: .*)\.(\w+)$/m, '$1x.$2'));
      copy.edit(badName, (text) => text.replace(/^image: .*$/m, 'image: ./images/Team_Photo.JPG'));
    });
    expect(problems.map(({ file, line, field, kind, advice }) => ({ file, line, field, kind, advice }))).toEqual([
      {
        file: withoutDot,
        line: lineOf(copy, withoutDot, /^image: /),
        field: 'image',
        kind: 'image',
        advice: `Write ./${pictureOf(withoutDot)}.`,
      },
      {
        file: misspelt,
        line: lineOf(copy, misspelt, /^image: /),
        field: 'image',
        kind: 'image',
        advice: `Did you mean ./${pictureOf(misspelt)}?`,
      },
      {
        file: badName,
        line: lineOf(copy, badName, /^image: /),
        field: 'image',
        kind: 'image',
        advice: expect.stringContaining('lower-case letters, digits and hyphens'),
      },
    ]);
    expect(problems[0]!.message).toMatch(/is not written from the post's folder/);
  });

  // Two mistakes of one post in one copy of the project: each copy costs the suite seconds.
  it('in a post, an author id misspelt (what was written, the nearest id, where the ids are) and an empty text with a message of its own (the message, then what the field is for)', async () => {
    const post = `content/blog/${readdirSync(resolve('content/blog')).find((name) => name.endsWith('.mdx'))!}`;
    const author = /^author: (.+)$/m.exec(readFileSync(post, 'utf8'))![1]!;
    const misspelt = author.slice(0, -1);
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit(post, (text) =>
        text.replace(/^author: .*$/m, `author: ${misspelt}`).replace(/^imageAlt: .*$/m, 'imageAlt: ""'),
      ),
    );
    expect(problems.map((problem) => problem.field).sort()).toEqual(['author', 'imageAlt']);
    expect(problems.find((problem) => problem.field === 'author')).toMatchObject({
      file: post,
      line: lineOf(copy, post, /^author: /),
      field: 'author',
      message: `"author" cannot be the text "${misspelt}".`,
      advice: expect.stringMatching(
        new RegExp(`^Did you mean "${author}"\\? Write one of the author ids in content/authors\\.yaml: `),
      ),
    });
    expect(problems.find((problem) => problem.field === 'imageAlt')).toMatchObject({
      file: post,
      line: lineOf(copy, post, /^imageAlt: /),
      field: 'imageAlt',
      message: 'This text must not be empty.',
      advice: expect.stringMatching(/^imageAlt: \S/),
    });
  });

  it('a tab in the indentation of YAML: one message, at its line, naming the tab', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/faq.yaml', (text) => text.replace(/^ {2}(question: )/m, '\t$1')),
    );
    const problem = only(problems);
    expect(problem).toMatchObject({ file: 'content/faq.yaml', kind: 'yaml' });
    expect(problem.line).toBe(lineOf(copy, 'content/faq.yaml', /^\tquestion: /));
    expect(problem.message).toMatch(/tab/);
    expect(problem.advice).toMatch(/spaces/);
  });

  it('a # in a text without quotes: where YAML cuts it short, at its line and field, with the whole text quoted', async () => {
    const [faq, plan, service] = [
      'content/faq.yaml',
      'content/plans/premium.yaml',
      'content/services/crm-solution.mdx',
    ];
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(faq, (text) => text.replace(/^ {2}question: .*$/m, '  question: Is the #1 CRM free to try?'));
      copy.edit(plan, (text) => text.replace(/^(features:\n) {2}- .*$/m, '$1  - Support in our #vip channel'));
      copy.edit(service, (text) =>
        text.replace(/^heading: .*$/m, 'heading: The #1 CRM for agencies').replace(/^name: .*$/m, 'name: #1 CRM'),
      );
    });
    const at = (file: string, pattern: RegExp, field: string) => ({ file, line: lineOf(copy, file, pattern), field });
    expect(problems.map(({ file, line, field }) => ({ file, line, field }))).toEqual(
      expect.arrayContaining([
        at(faq, /#1 CRM free/, 'item 1 → question'),
        at(plan, /#vip/, 'features → item 1'),
        at(service, /^heading: /, 'heading'),
        at(service, /^name: /, 'name'),
      ]),
    );
    expect(problems, formatReport(problems)).toHaveLength(4);
    const byField = (field: string) => problems.find((problem) => problem.field === field)!;
    expect(byField('item 1 → question')).toMatchObject({
      kind: 'yaml',
      message:
        'YAML reads this text only up to the "#": the site would show "Is the" instead of "Is the #1 CRM free to try?".',
      advice: expect.stringMatching(/^Put the whole text in quotes: "Is the #1 CRM free to try\?"\./),
    });
    expect(byField('name').message).toBe(
      'YAML reads everything from the "#" on as a note for editors: the site would show nothing instead of "#1 CRM".',
    );
  });

  it('a YAML line indented out of step, in a file and in frontmatter: one message, at its line', async () => {
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit('content/faq.yaml', (text) => text.replace(/^ {2}(question: )/m, '   $1'));
      copy.edit('content/pages/about.mdx', (text) => text.replace(/^(description: )/m, ' $1'));
    });
    expect(problems.map(({ file, line, kind }) => ({ file, line, kind }))).toEqual([
      { file: 'content/faq.yaml', line: lineOf(copy, 'content/faq.yaml', /^ {3}question: /), kind: 'yaml' },
      {
        file: 'content/pages/about.mdx',
        line: lineOf(copy, 'content/pages/about.mdx', /^ description: /),
        kind: 'yaml',
      },
    ]);
    for (const problem of problems) expect(problem.message).toMatch(/not lined up/);
  });

  it('a list item, a line of text or a tab after a dash out of step: one message each, at its line, naming it', async () => {
    const [faq, testimonials, service, translated] = [
      'content/faq.yaml',
      'content/testimonials.yaml',
      'content/services/crm-solution.mdx',
      `content/${translatedLanguage}/testimonials.yaml`,
    ];
    const { copy, problems } = await checkAfter((copy) => {
      // The second question's dash two spaces in, among the first question's fields.
      copy.edit(faq, (text) => text.replace(/^(- id: (?!free-trial))/m, '  $1'));
      // The second line of a quote's text back at the column of its field.
      copy.edit(testimonials, (text) => text.replace(/(feedback: >-\n.*\n) {4}/, '$1  '));
      // A highlight one space further in than the one above: YAML reads both as one highlight, without an error.
      copy.edit(service, (text) => text.replace(/^(highlights:\n {2}- .*\n) {2}-/m, '$1   -'));
      copy.edit(translated, (text) => text.replace(/^- (id: )/m, '-\t$1'));
    });
    expect(problems.map(({ file, line, kind }) => ({ file, line, kind }))).toEqual([
      { file: translated, line: lineOf(copy, translated, /^-\tid: /), kind: 'yaml' },
      { file: faq, line: lineOf(copy, faq, /^ {2}- id: /), kind: 'yaml' },
      { file: service, line: lineOf(copy, service, /^ {3}- /), kind: 'yaml' },
      { file: testimonials, line: lineOf(copy, testimonials, /feedback: >-/) + 2, kind: 'yaml' },
    ]);
    const [tab, item, folded, text] = problems.map((problem) => problem.message);
    expect(tab).toMatch(/a tab indents this line/);
    expect(item).toMatch(/this list item is not lined up/);
    expect(folded).toMatch(/^This list item is not lined up with the items next to it, so YAML reads them as one item/);
    expect(text).toMatch(/this line of text is not lined up/);
    for (const problem of problems) expect(problem.advice).not.toMatch(/quote/);
  });

  it('a field indented a level too deep or too shallow, or beside a field of the same name: one message, at its line', async () => {
    const [email, reputation, crm] = [
      'content/services/email-marketing.mdx',
      'content/services/reputation.mdx',
      'content/services/crm-solution.mdx',
    ];
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(email, (text) => text.replace(/^ {2}(href: \/plan)$/m, '$1'));
      copy.edit(reputation, (text) => text.replace(/^(closing:)$/m, '  $1'));
      copy.edit(crm, (text) => text.replace(/^(closing:\n) {2}(title:)/m, '$1$2'));
    });
    expect(problems.map(({ file, line, field, kind }) => ({ file, line, field, kind }))).toEqual(
      [
        { file: email, line: lineOf(copy, email, /^href: /), field: 'href', kind: 'unknown-field' },
        {
          file: reputation,
          line: lineOf(copy, reputation, /^ {2}closing:/),
          field: 'cta → closing',
          kind: 'unknown-field',
        },
        { file: crm, line: lineOf(copy, crm, /^closing:/) + 1, field: '', kind: 'yaml' },
      ].sort((a, b) => a.file.localeCompare(b.file)),
    );
    const byFile = Object.fromEntries(problems.map((problem) => [problem.file, problem]));
    expect(byFile[email]!.message).toBe(
      '"href" is written at the top level of the file, which has no such field: it belongs under cta, the group above it.',
    );
    expect(byFile[reputation]!.message).toBe(
      '"closing" is indented as a field of cta, which has no such field: it belongs at the top level of the file.',
    );
    expect(byFile[crm]!.message).toMatch(/"title" is written twice in the same group \(first on line 2\)/);
  });

  it('a file whose frontmatter cannot be read still makes its page and category: one message, not one per file naming it', async () => {
    const [category, service] = ['content/categories/sales.mdx', 'content/services/reputation.mdx'];
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(category, (text) => text.replace(/^(title: )/m, '\t$1'));
      copy.edit(service, (text) => text.replace(/^(title: )/m, '\t$1'));
    });
    expect(problems.map(({ file, line, kind }) => ({ file, line, kind }))).toEqual([
      { file: category, line: lineOf(copy, category, /^\ttitle: /), kind: 'yaml' },
      { file: service, line: lineOf(copy, service, /^\ttitle: /), kind: 'yaml' },
    ]);
  });

  it('a missing field is called missing, even where its schema has a message of its own', async () => {
    const settings = 'content/settings/site.yaml';
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit(settings, (text) => text.replace(/^( {2}starter:\n {4}monthly: .*\n) {4}yearly: .*\n/m, '$1')),
    );
    expect(only(problems)).toMatchObject({
      file: settings,
      line: lineOf(copy, settings, /^ {2}starter:/),
      field: 'planPreviews → starter → yearly',
      kind: 'missing',
      message: 'The field "yearly" is missing.',
      advice: expect.stringMatching(/^Add "yearly:" under planPreviews → starter\. Write a full address/),
    });
  });

  it('placeholder text left by the scaffolds: every field and line marked ✎ (the translations are copies of it)', async () => {
    const { copy, problems } = await checkAfter((copy) => {
      expect(
        copy.run(node, ['scripts/new-entry.mjs', 'service', 'lead-nurturing', '--category', 'marketing']).status,
      ).toBe(0);
      expect(copy.run(node, ['scripts/new-entry.mjs', 'category', 'loyalty']).status).toBe(0);
    });
    expect(
      problems.every((problem) => problem.kind === 'placeholder'),
      formatReport(problems),
    ).toBe(true);
    // The dev server previews them but says, as the build does, that they must be replaced.
    expect(formatDevReport(problems)).toBe(
      `Content check: ${problems.length} placeholders still to replace (sentences marked ✎ and the like): the preview shows them, \`npm run build\` refuses them (\`npm run check:content\` lists them).`,
    );
    const created = ['content/services/lead-nurturing.mdx', 'content/categories/loyalty.mdx'];
    const translations = created.flatMap((file) =>
      copyLanguages.slice(1).map((locale) => file.replace('content/', `content/${locale}/`)),
    );
    // Copies not yet translated: the placeholders are reported once, in the file they copy.
    expect(problems.filter((problem) => translations.includes(problem.file))).toEqual([]);
    for (const file of created) {
      const marked = readFileSync(join(copy.dir, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.includes('✎') && !line.startsWith('#') ? [index + 1] : []));
      expect(problems.filter((problem) => problem.file === file).map((problem) => problem.line)).toEqual(
        expect.arrayContaining(marked),
      );
    }
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/services/lead-nurturing.mdx',
        line: lineOf(copy, 'content/services/lead-nurturing.mdx', /^summary:/),
        field: 'summary',
        message: "This is still the scaffold's placeholder text (marked ✎).",
        advice: expect.stringMatching(/^Replace it with your own words: .+/),
      }),
    );
    // An item of a list is explained by its list.
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/services/lead-nurturing.mdx',
        field: 'highlights → item 1',
        advice: expect.stringMatching(/^Replace it with your own words: .+/),
      }),
    );
    const aliases = readFileSync(join(copy.dir, 'content/categories/loyalty.mdx'), 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.trim() === '- *block' ? [index + 1] : []));
    expect(aliases.length).toBeGreaterThan(0);
    for (const line of aliases) {
      expect(problems).toContainEqual(
        expect.objectContaining({
          file: 'content/categories/loyalty.mdx',
          line,
          advice: 'Replace the *block line with a block of your own, written out like the first one.',
        }),
      );
    }
  });

  it("a scaffold's instruction whose ✎ alone was deleted is still refused, in a field and in the text", async () => {
    const file = 'content/blog/first-steps.mdx';
    let scaffolded = '';
    const { problems } = await checkAfter((copy) => {
      expect(copy.run(node, ['scripts/new-entry.mjs', 'post', 'first-steps']).status).toBe(0);
      copy.edit(file, (text) => {
        scaffolded = text;
        return text.replaceAll('✎ ', '');
      });
    });
    // Every marked line but the comments that name the mark.
    const marked = scaffolded
      .split('\n')
      .flatMap((line, index) => (line.includes('✎') && !line.startsWith('# ') ? [index + 1] : []));
    expect(marked.length).toBeGreaterThan(5);
    const refused = problems.filter((problem) => problem.file === file && problem.kind === 'placeholder');
    expect(refused.map((problem) => problem.line)).toEqual(marked);
    expect(refused).toContainEqual(
      expect.objectContaining({
        field: 'title',
        message: "This is the scaffold's instruction with its ✎ deleted: the site would show it as it stands.",
        advice: 'Replace it with what it asks for, in your own words.',
      }),
    );
    expect(refused.filter((problem) => problem.field === 'the text under the frontmatter').length).toBeGreaterThan(2);
  });

  it("a new page's translations start as marked copies of its words: not yet translated, copied again once it is written, refused once started with the mark left", async () => {
    const file = 'content/services/lead-nurturing.mdx';
    const services = (await loadCollections(resolve('.'))).find((collection) => collection.name === 'services');
    // The page's text without its facts (icon, category, links): a translation holds only words.
    const wordsOf = (text: string) => wordsOnlyText(text, services!.translationSchema);
    const translations = copyLanguages.slice(1).map((locale) => file.replace('content/', `content/${locale}/`));
    const [translation] = translations as [string];
    const read = (copy: ProjectCopy, path: string) => readFileSync(join(copy.dir, path), 'utf8');
    const { copy } = await checkAfter((copy) => {
      const made = copy.run(node, ['scripts/new-entry.mjs', 'service', 'lead-nurturing', '--category', 'marketing']);
      expect(made.status).toBe(0);
    });
    for (const path of translations) {
      const [, mark, rest] = /^---\n(# Not yet translated: .*)\n([\s\S]*)$/.exec(read(copy, path)) ?? [];
      expect(mark, path).toMatch(
        new RegExp(`a copy of ${file} to translate into \\w+\\. Translate it, then delete this line\\.`),
      );
      expect(`---\n${rest}`).toBe(wordsOf(read(copy, file)));
      expect(rest).toMatch(/^title: /m);
      expect(rest).not.toMatch(/^(icon|category): /m);
    }
    const listed = async () => {
      const { problems, untranslated } = await inspectContent({ root: copy.dir });
      return {
        problems,
        untranslated: untranslated.filter((item) => item.files.includes(file)).map((item) => item.locale),
      };
    };
    expect((await listed()).untranslated).toEqual(copyLanguages.slice(1));

    // The writer writes the page: the copies now hold an older text, one message each, shown by the preview.
    copy.edit(file, () =>
      read(copy, 'content/services/crm-solution.mdx').replace(/^category: .*$/m, 'category: marketing'),
    );
    const stale = (await listed()).problems;
    expect(stale.map(({ file, line, kind }) => ({ file, line, kind }))).toEqual(
      translations.map((path) => ({ file: path, line: 2, kind: 'untranslated' })),
    );
    expect(stale[0]!.message).toBe(
      `This copy, not yet translated, holds an older text of ${file}, which has changed since it was copied.`,
    );
    expect(stale[0]!.advice).toMatch(/^Run `npm run translations`: it copies the \w+ text again/);
    expect(formatDevReport(stale)).toMatch(
      /^Content check: \d+ translations still marked as not yet translated .*the preview shows them/,
    );

    // `npm run translations` copies the written text in again: the translator starts from it.
    const refreshed = copy.run(node, ['scripts/translations/cli.mjs']);
    expect(refreshed.output).toContain(`Copied the ${languageName(first)} text again into ${translations.join(', ')}`);
    expect(read(copy, translation).replace(/^(---\n)# Not yet translated: .*\n/, '$1')).toBe(wordsOf(read(copy, file)));
    expect(await listed()).toEqual({ problems: [], untranslated: copyLanguages.slice(1) });

    // The dev server's check copies it in at each save, and says which files it wrote.
    copy.edit(file, (text) => text.replace(/^(title: .*)$/m, '$1 today'));
    const devCheck = await contentCheckCommand(['--json', '--refresh-copies'], copy.dir);
    const devReport = JSON.parse(devCheck.stdout) as { problems: Problem[]; refreshed: string[] };
    expect(devReport.refreshed).toEqual(translations);
    expect(devReport.problems).toEqual([]);
    expect(read(copy, translation).replace(/^(---\n)# Not yet translated: .*\n/, '$1')).toBe(wordsOf(read(copy, file)));
    // Not from a file that cannot be read, mid-edit: the check names its mistake, and the copies wait.
    const copied = read(copy, translation);
    copy.edit(file, (text) => text.replace(/^title: (.*)$/m, 'title: "$1'));
    expect(await refreshCopies(copy.dir)).toEqual([]);
    expect(read(copy, translation)).toBe(copied);
    copy.edit(file, (text) => text.replace(/^title: "(.*)$/m, 'title: $1'));

    // A translator starts on one and leaves the mark: refused (the preview shows it) until the mark is gone.
    copy.edit(translation, (text) => text.replace(/^(title: ).*$/m, '$1Lead-Nurturing'));
    const started = (await listed()).problems;
    expect(started.map(({ file, line, kind }) => ({ file, line, kind }))).toEqual([
      { file: translation, line: 2, kind: 'untranslated' },
    ]);
    expect(started[0]!.message).toMatch(/^This translation is still marked as not yet translated \(line 2\)/);
    expect(copy.run(node, ['scripts/translations/cli.mjs']).output).not.toContain('Copied');
    expect(read(copy, translation)).toMatch(/^title: Lead-Nurturing$/m);
    copy.edit(translation, (text) => text.replace(/^# Not yet translated: .*\n/m, ''));
    expect(await listed()).toEqual({ problems: [], untranslated: copyLanguages.slice(2) });
  }, 30_000);

  it("a new post's copies that hold an older text: deleting one leaves the post out of that language's blog, not shown in English", async () => {
    const file = 'content/blog/crm-migration-checklist.mdx';
    const { copy } = await checkAfter((copy) => {
      expect(copy.run(node, ['scripts/new-entry.mjs', 'post', 'crm-migration-checklist']).status).toBe(0);
      copy.edit(file, (text) => text.replace(/^title: .*$/m, 'title: A checklist for moving to a new CRM'));
    });
    const stale = (await inspectContent({ root: copy.dir })).problems.filter(
      (problem) => problem.kind === 'untranslated',
    );
    expect(stale.map((problem) => problem.file)).toEqual(
      copyLanguages.slice(1).map((locale) => file.replace('content/', `content/${locale}/`)),
    );
    for (const [index, problem] of stale.entries())
      expect(problem.advice).toContain(
        `Or delete the file: the ${languageName(copyLanguages[index + 1]!)} blog then leaves the post out until it is translated.`,
      );
  }, 30_000);

  // That the command prints this report and exits 1 is tested once, run by Node, with the languages' line after it.
  it("reports every problem of a run, one block each, in a writer's words", async () => {
    const { problems } = await checkAfter((copy) => {
      copy.edit('content/categories/sales.mdx', (text) => text.replace(/^order: (\d+)$/m, 'order: "$1"'));
      copy.edit('content/navigation.yaml', (text) => text.replace('href: /about', 'href: /abuot'));
      copy.edit('content/services/email-marketing.mdx', (text) => `${text}\nHello {first_name}.\n`);
    });
    expect(problems.map((problem) => problem.file)).toEqual([
      'content/categories/sales.mdx',
      'content/navigation.yaml',
      'content/services/email-marketing.mdx',
    ]);
    const report = formatReport(problems);
    expect(report).toMatch(/^Content check: 3 problems in content\/\. Nothing was built\./);
    for (const problem of problems) expect(report).toContain(`${problem.file}:${problem.line}`);
    expect(report).not.toContain('**');
    expect(report).not.toMatch(/:0:0/);
  }, 30_000);
});

describe('content check in every language', () => {
  it('checks a translation against the words of the schema of the file it translates', async () => {
    const file = `content/${translated}/categories/sales.mdx`;
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit(file, (text) => text.replace(/^subtitle: .*$/m, 'subtitle: 2024')),
    );
    expect(only(problems)).toMatchObject({
      file,
      line: lineOf(copy, file, /^subtitle:/),
      field: 'subtitle',
      kind: 'type',
    });
  });

  it('a fact written in a translation: the same in every language, where to change it, and to delete the line', async () => {
    const [plan] = readdirSync('content/plans').sort() as [string];
    const files = {
      plan: `content/${translated}/plans/${plan}`,
      settings: `content/${translated}/settings/site.yaml`,
      service: `content/${other}/services/crm-solution.mdx`,
      home: `content/${translated}/pages/home.yaml`,
    };
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(files.plan, (text) => text.replace(/^(description: .*)$/m, '$1\nmonthly: 9'));
      copy.edit(files.settings, (text) => `${text}loginUrl: https://app.example.com/anmelden\n`);
      copy.edit(files.service, (text) => text.replace(/^(summary: .*)$/m, '$1\ncategory: sales'));
      copy.edit(files.home, (text) => text.replace(/^( {4}- )(title: .*)$/m, '$1icon: rocket\n      $2'));
    });
    const line = (file: string, pattern: RegExp) => lineOf(copy, file, pattern);
    expect(problems).toEqual([
      expect.objectContaining({
        file: files.home,
        line: line(files.home, /^ {4}- icon: rocket$/),
        field: expect.stringMatching(/ → item 1 → icon$/),
        kind: 'fact',
        message: expect.stringMatching(/^An icon is the same in every language: .* content\/pages\/home\.yaml\.$/),
      }),
      {
        file: files.plan,
        line: line(files.plan, /^monthly:/),
        field: 'monthly',
        kind: 'fact',
        message: `A price is the same in every language: a translation holds only words, and every language shows the one in content/plans/${plan}.`,
        advice: `To change it, change it in content/plans/${plan}, and delete this line here.`,
      },
      expect.objectContaining({
        file: files.settings,
        line: line(files.settings, /^loginUrl:/),
        field: 'loginUrl',
        kind: 'fact',
        advice: 'To change it, change it in content/settings/site.yaml, and delete this line here.',
      }),
      expect.objectContaining({
        file: files.service,
        line: line(files.service, /^category:/),
        field: 'category',
        kind: 'fact',
        message: expect.stringMatching(/^The name of a category is the same in every language: /),
      }),
    ]);
    expect(formatReport(problems)).toContain(`${files.plan}:${line(files.plan, /^monthly:/)}  monthly\n`);
  });

  it('a translated list of another length than the one it translates: how many items, in the same order', async () => {
    const [plan] = readdirSync('content/plans').sort() as [string];
    const file = `content/${translated}/plans/${plan}`;
    const { features } = readSource(resolve('.'), resolve(`content/plans/${plan}`)).data as { features: string[] };
    const { copy, problems } = await checkAfter((copy) => copy.edit(file, (text) => text.replace(/^ {2}- .*\n/m, '')));
    expect(only(problems)).toEqual({
      file,
      line: lineOf(copy, file, /^features:/),
      field: 'features',
      kind: 'translation',
      message: `features has ${features.length - 1} items here and ${features.length} in content/plans/${plan}, the file this translates: the items of a translated list go with those of the ${languageName(first)} list one by one, in order.`,
      advice: `Write one item for each of the ${features.length} of content/plans/${plan}, in the same order: add the missing one here.`,
    });
  });

  it("checks a translation's links, MDX, ids and placeholders; a link to the language's own address is fine", async () => {
    const service = `content/${other}/services/email-marketing.mdx`;
    const about = `content/${translated}/pages/about.mdx`;
    const faq = `content/${translated}/faq.yaml`;
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(service, (text) => `${text}\nBonjour {first_name}.\n`);
      copy.edit(about, (text) => `${text}\n[A](/${translated}/plan), [B](/plan) and [C](/servcies).\n`);
      copy.edit(faq, (text) => {
        const ids = [...text.matchAll(/^- id: (.+)$/gm)].map((match) => match[1]);
        return text.replace(`- id: ${ids[1]}`, `- id: ${ids[0]}`);
      });
      copy.edit(`content/${translated}/pages/plan.yaml`, (text) => text.replace(/^title: .*$/m, 'title: ✎ Titel'));
    });
    expect(problems.map((problem) => [problem.file, problem.kind])).toEqual([
      [`content/${translated}/faq.yaml`, 'duplicate'],
      [about, 'link'],
      [`content/${translated}/pages/plan.yaml`, 'placeholder'],
      [service, 'mdx-render'],
    ]);
    expect(problems.find((problem) => problem.kind === 'link')).toMatchObject({
      line: lineOf(copy, about, /servcies/),
      advice: 'Did you mean /services?',
    });
  });

  it('a file in a language folder that translates nothing: the file it should match, did you mean', async () => {
    const from = `content/${translated}/services/reputation.mdx`;
    const to = `content/${translated}/services/reputaton.mdx`;
    const { problems } = await checkAfter((copy) => renameSync(join(copy.dir, from), join(copy.dir, to)));
    expect(only(problems)).toMatchObject({
      file: to,
      line: 1,
      kind: 'translation',
      message: `This file translates nothing: a file in content/${translated}/ translates the file at the same path in content/, and there is no content/services/reputaton.mdx.`,
    });
    expect(problems[0].advice).toMatch(
      new RegExp(
        `^Did you mean content/${translated}/services/reputation\\.mdx \\(the \\w+ of content/services/reputation\\.mdx\\)\\? Rename the file\\.$`,
      ),
    );
  });

  it('a file that translates nothing, renamed in its own language: the file of its folder still waiting for a translation', async () => {
    const from = `content/${translated}/services/reputation.mdx`;
    const to = `content/${translated}/services/bewertungen-und-ruf.mdx`;
    const { problems } = await checkAfter((copy) => renameSync(join(copy.dir, from), join(copy.dir, to)));
    expect(only(problems)).toMatchObject({ file: to, line: 1, kind: 'translation' });
    expect(problems[0].advice).toBe(
      `A translation keeps the file name of the ${languageName(first)} file it translates, whatever its language. The one file of content/services/ not yet translated into ${languageName(translated)} is reputation.mdx: if this file translates it, rename it ${from}. Otherwise delete it.`,
    );
  });

  it('a file that translates nothing, named close to a file the language already translates: no rename offered over it', async () => {
    const existing = `content/${translated}/services/reputation.mdx`;
    const near = `content/${translated}/services/reputaton.mdx`;
    const { problems } = await checkAfter((copy) => cpSync(join(copy.dir, existing), join(copy.dir, near)));
    expect(only(problems)).toMatchObject({ file: near, line: 1, kind: 'translation' });
    expect(problems[0].advice).not.toContain('Did you mean');
    expect(problems[0].advice).toMatch(/^Give it the path of the \w+ file it translates/);
  });

  it('a file in a folder that matches no folder of content/: did you mean the folder', async () => {
    const file = `content/${translated}/categorie/sales.mdx`;
    const { problems } = await checkAfter((copy) => {
      mkdirSync(join(copy.dir, `content/${translated}/categorie`));
      renameSync(join(copy.dir, `content/${translated}/categories/sales.mdx`), join(copy.dir, file));
    });
    expect(only(problems)).toMatchObject({ file, kind: 'translation' });
    expect(problems[0].advice).toMatch(new RegExp(`^Did you mean content/${translated}/categories/sales\\.mdx `));
  });

  it('a translated list item whose id the list of content/ does not have', async () => {
    const file = `content/${translated}/testimonials.yaml`;
    let wrong = '';
    let right = '';
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit(file, (text) =>
        text.replace(/^- id: (.+)$/m, (_, id: string) => ((right = id), (wrong = `${id}x`), `- id: ${wrong}`)),
      ),
    );
    expect(only(problems)).toMatchObject({
      file,
      line: lineOf(copy, file, new RegExp(`^- id: ${wrong}$`)),
      field: `item 1 (${wrong}) → id`,
      kind: 'translation',
      message: `content/testimonials.yaml has no item with the id "${wrong}": a translation keeps the ids of the list it translates.`,
      advice: `Did you mean "${right}"? Write the id of the item this one translates.`,
    });
  });

  it('a translation giving words for a field its file in content/ leaves out: refused at its line', async () => {
    const [original, file] = ['content/plans/premium.yaml', `content/${translated}/plans/premium.yaml`];
    const withoutBadge = (text: string) => text.replace(/^badge: .*\n/m, '');
    const { copy, problems } = await checkAfter((copy) => {
      copy.edit(original, withoutBadge);
      copy.edit(file, (text) => `${withoutBadge(text)}badge: A ribbon in one language\n`);
    });
    expect(only(problems)).toMatchObject({
      file,
      line: lineOf(copy, file, /^badge: /),
      field: 'badge',
      kind: 'translation',
      message: expect.stringMatching(
        /^content\/plans\/premium\.yaml has no "badge": a translation gives words for the fields of the file it translates, so this would show in \S+ alone\.$/,
      ),
      advice: 'Delete it here, or add it to content/plans/premium.yaml first, then translate it here.',
    });
  });

  it('a language folder whose code is not in the settings: add it to locales, or remove the folder', async () => {
    const code = ['es', 'pt', 'sv'].find((item) => !copyLanguages.includes(item)) ?? 'es';
    const { copy, problems } = await checkAfter((copy) =>
      cpSync(join(copy.dir, `content/${translated}`), join(copy.dir, `content/${code}`), { recursive: true }),
    );
    expect(only(problems)).toMatchObject({
      file: 'content/settings/site.yaml',
      line: lineOf(copy, 'content/settings/site.yaml', /^locales:/),
      field: 'locales',
      kind: 'locale',
    });
    expect(problems[0].message).toMatch(
      new RegExp(`^The folder content/${code}/ holds .+ \\(${code}\\), which is not one of the site's languages`),
    );
    expect(problems[0].advice).toBe(
      `Add ${code} to locales to publish it (locales: [${[...copyLanguages, code].join(', ')}]), or remove the folder content/${code}/.`,
    );
  });

  it('a mistake in the settings is reported with its line, even though the languages come from them', async () => {
    const { copy, problems } = await checkAfter((copy) =>
      copy.edit('content/settings/site.yaml', (text) => text.replace(/^( {2}primary:).*$/m, '$1 purple')),
    );
    expect(formatReport(problems)).toContain(
      `content/settings/site.yaml:${lineOf(copy, 'content/settings/site.yaml', /^ {2}primary:/)}  colors → primary`,
    );
  });

  it('lists the files a language has not translated yet, as information after the problems', async () => {
    const missing = ['content/faq.yaml', 'content/services/reputation.mdx'];
    // A post is not shown in English meanwhile: that language's blog leaves it out.
    const post = `content/blog/${readdirSync(resolve(`content/${translated}/blog`)).sort()[0]}`;
    const { copy, problems } = await checkAfter((copy) => {
      for (const file of [...missing, post]) rmSync(join(copy.dir, file.replace('content/', `content/${translated}/`)));
      copy.edit('content/navigation.yaml', (text) => text.replace('href: /about', 'href: /abuot'));
    });
    expect(only(problems)).toMatchObject({ file: 'content/navigation.yaml', kind: 'link' });
    const { untranslated } = await inspectContent({ root: copy.dir });
    expect(untranslated).toEqual([{ locale: translated, shownIn: first, files: missing, leftOut: [post] }]);
    const [line] = formatUntranslated(untranslated);
    expect(line).toBe(
      `${languageName(translated)} (${translated}): 2 files not yet translated, shown in ${languageName(first)}: ${missing.join(', ')}; ` +
        `1 post not yet translated, left out of the ${languageName(translated)} blog: ${post}.`,
    );
    // Run by Node as `npm run check:content` runs it: the report, then the languages' line, and exit code 1.
    const cli = copy.run(node, ['scripts/content-check/cli.mjs']);
    expect(cli.status).toBe(1);
    expect(cli.output).toContain(`${formatReport(problems)}\n${line}\n`);
    expect(cli.output).not.toMatch(/warn/i);
  }, 30_000);

  it('says nothing about translations when every file is translated', async () => {
    const { copy } = await checkAfter(() => undefined);
    for (const { locale, files, leftOut } of (await inspectContent({ root: copy.dir })).untranslated) {
      for (const file of [...files, ...leftOut]) {
        const translation = join(copy.dir, file.replace('content/', `content/${locale}/`));
        if (!existsSync(translation)) cpSync(join(copy.dir, file), translation);
      }
    }
    expect((await inspectContent({ root: copy.dir })).untranslated).toEqual([]);
    expect(await contentCheckCommand([], copy.dir)).toEqual({
      exitCode: 0,
      stdout: 'Content check: every file in content/ is fine.',
      stderr: '',
    });
  });
});

describe('page titles with the brand name', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /** Entries read from a few small files in a scratch folder: the collection, whether a translation, and the text. */
  function entriesOf(files: { collection: string; file: string; text: string }[]) {
    const dir = mkdtempSync(join(tmpdir(), 'titles-'));
    folders.push(dir);
    return files.map(({ collection, file, text }) => {
      const path = join(dir, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      const source = readSource(dir, path);
      return {
        collection: { name: collection },
        isTranslation: /^content\/[a-z]{2}\//.test(file),
        locale: /^content\/([a-z]{2})\//.exec(file)?.[1] ?? 'en',
        id: basename(file).replace(/\.[^.]+$/, ''),
        source,
        data: source.data,
        prefix: [],
      } as unknown as Entry;
    });
  }
  const settings = { collection: 'settings', file: 'content/settings/site.yaml', text: 'brand:\n  name: Nimbus\n' };

  it('refuses a title of the content over 60 characters with the brand name in one message: its file, line, the limit and its length', async () => {
    // The brand name as the site reads it from the settings the copy holds (the project's own content/), and
    // the title of a translated category page made longer than 60 characters on its own, from the page's own
    // words: the schema leaves the length to this one check.
    const brand = loadSettings().brand.name;
    const added = pageTitle('', brand);
    let file = '';
    let full = '';
    const { copy, problems } = await checkAfter((copy) => {
      const folder = `content/${translated}/categories`;
      file = `${folder}/${readdirSync(join(copy.dir, folder)).sort()[0]}`;
      copy.editData(file, (doc) => {
        const long = `${doc.get('title')} ${doc.get('description')}`.slice(0, TITLE_LIMIT + 10).trim();
        doc.set('title', long);
        full = pageTitle(long, brand);
      });
    });
    expect(titleLength(full)).toBeGreaterThan(TITLE_LIMIT);
    const line = lineOf(copy, file, /^title:/);
    expect(only(problems)).toEqual({
      file,
      line,
      field: 'title',
      kind: 'title',
      message: `The page title "${full}" is ${titleLength(full)} characters with the brand name; search engines cut it after ${TITLE_LIMIT}.`,
      advice: expect.stringContaining(
        `Shorten it to at most ${TITLE_LIMIT - titleLength(added)} characters (it has ${titleLength(full) - titleLength(added)}): the site adds "${added}" after it.`,
      ),
    });
    expect(formatReport(problems)).toContain(`${file}:${line}  title\n`);
  });

  it('names the file, line and field of a title over 60 characters once the brand is added, posts and the blog included, and how short to write it', async () => {
    const long = 'Workflow-Automatisierung, Trigger, Chatbot und Erinnerungen';
    const entries = entriesOf([
      settings,
      {
        collection: 'categories',
        file: 'content/de/categories/automation.mdx',
        text: `---\nslug: automation\ntitle: ${long}\n---\n`,
      },
      {
        collection: 'services',
        file: 'content/services/crm.mdx',
        text: '---\ntitle: CRM with a shared timeline\n---\n',
      },
      {
        collection: 'redirectPages',
        file: 'content/pages/redirects.yaml',
        text: `root:\n  title: Welcome\nnotFound:\n  title: ${'x'.repeat(52)}\n`,
      },
      { collection: 'posts', file: 'content/fr/blog/x.mdx', text: `---\ntitle: ${'é'.repeat(52)}\n---\n` },
      { collection: 'blogPage', file: 'content/pages/blog.yaml', text: `title: ${'b'.repeat(51)}\n` },
    ]);
    const problems = await titleProblems(entries, resolve('.'));
    expect(problems).toEqual([
      {
        file: 'content/de/categories/automation.mdx',
        line: 3,
        field: 'title',
        kind: 'title',
        message: `The page title "${long} | Nimbus" is 68 characters with the brand name; search engines cut it after 60.`,
        advice:
          'Shorten it to at most 51 characters (it has 59): the site adds " | Nimbus" after it. Say what the page offers in fewer words rather than cutting words off.',
      },
      expect.objectContaining({ file: 'content/pages/redirects.yaml', line: 4, field: 'notFound → title' }),
      expect.objectContaining({ file: 'content/fr/blog/x.mdx', line: 2, field: 'title' }),
    ]);
  });

  it("measures the titles the blog composes: its later pages at the blog's title, a tag's pages at the tag", async () => {
    const blogTitle = 'x'.repeat(45);
    const tag = 't'.repeat(30);
    const post = (name: string) => ({
      collection: 'posts',
      file: `content/blog/${name}.mdx`,
      text: `---\ntitle: A post\ntags:\n  - CRM\n  - ${tag}\n---\n`,
    });
    const entries = entriesOf([
      { ...settings, text: `${settings.text}locales: [en, de]\nblog:\n  pageSize: 1\n` },
      {
        collection: 'blogPage',
        file: 'content/pages/blog.yaml',
        text: `title: ${blogTitle}\ntagHeading: All the posts about {tag}\npageLabel: page {page}\n`,
      },
      post('first'),
      post('second'),
    ]);
    expect(await titleProblems(entries, resolve('.'))).toEqual([
      expect.objectContaining({
        file: 'content/pages/blog.yaml',
        line: 1,
        field: 'title',
        message: `The blog's page 2 is titled "${blogTitle}, page 2 | Nimbus": 62 characters with the brand name and the page number; search engines cut it after 60.`,
      }),
      expect.objectContaining({
        file: 'content/blog/first.mdx',
        line: 5,
        field: 'tags → item 2',
        message: `The page of the tag "${tag}" is titled "All the posts about ${tag}, page 2 | Nimbus": 67 characters with the brand name; search engines cut it after 60.`,
      }),
    ]);
  });

  it('takes a title that already names the brand as it is, and counts a title of exactly 60 as fine', async () => {
    const entries = entriesOf([
      settings,
      { collection: 'homePage', file: 'content/pages/home.yaml', text: `title: Nimbus ${'a'.repeat(54)}\n` },
      { collection: 'aboutPage', file: 'content/pages/about.mdx', text: `---\ntitle: Über ${'ä'.repeat(46)}\n---\n` },
      { collection: 'planPage', file: 'content/de/pages/plan.yaml', text: `title: Nimbus ${'b'.repeat(53)}\n` },
    ]);
    expect(await titleProblems(entries, resolve('.'))).toEqual([
      {
        file: 'content/pages/home.yaml',
        line: 1,
        field: 'title',
        kind: 'title',
        message: `The page title "Nimbus ${'a'.repeat(54)}" is 61 characters; search engines cut it after 60.`,
        advice:
          'Shorten it to at most 60 characters. Say what the page offers in fewer words rather than cutting words off.',
      },
    ]);
  });
});
