// A writer's edit of copy never breaks a test: a scratch copy of the project gets new words in content/ (a page
// heading, a home tile, a stat label, an FAQ question, a testimonial name, a plan feature and price, a category
// name, a menu label, a paragraph of a service page, a German page heading), loses the German translation of
// that service page (so /de/ shows it in English until it is translated), is built, and the tests that take
// their expected words from content/ run against it with CONTENT_DIR on the edited content: the unit tests that
// read content through tests/support/content.ts, and the end-to-end tests tagged @content (CONTENT_CHECK)
// against the edited build, in every language.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatPrice } from '../../src/i18n/format-price';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES } from '../../src/i18n/locales';
import {
  CONTENT_DIR,
  loadCategories,
  loadNavigation,
  loadPlans,
  loadServices,
  loadTestimonials,
} from '../support/content';
import { localeOf, localizedRoute } from '../support/routes';
import { projectCopy } from '../support/project-copy';
import { TEST_API_BASE } from '../support/sites';

const project = projectCopy();
const content = join(project.dir, 'content');
const dist = join(project.dir, 'dist');
const plan = loadPlans()[0]!;
const category = loadCategories()[0]!;
const service = loadServices()[0]!;
/** A language whose copy of the edited service page goes, and the page that then shows the English one. */
const translated = PREFIXED_LOCALES[0]!;
const fallbackRoute = localizedRoute(`/service/${service.id}`, translated);
/** Where the first testimonial the page shows sits in its file. */
const testimonial = (parse(readFileSync(join(CONTENT_DIR, 'testimonials.yaml'), 'utf8')) as { id: string }[]).findIndex(
  (entry) => entry.id === loadTestimonials()[0]!.id,
);

/** Each edit, and a page of the edited build that must show its new words. */
const EDITS = [
  { file: 'pages/home.yaml', path: ['heading'], value: 'Every customer in one calm place', route: '/home' },
  {
    file: 'pages/home.yaml',
    path: ['whyChooseUs', 'tiles', 0, 'title'],
    value: 'One record for everything',
    route: '/home',
  },
  { file: 'pages/home.yaml', path: ['stats', 'items', 0, 'label'], value: 'Quicker follow-ups', route: '/home' },
  { file: 'faq.yaml', path: [0, 'question'], value: 'Is there a trial before I pay anything?', route: '/home' },
  { file: 'testimonials.yaml', path: [testimonial, 'name'], value: 'Renata Solberg', route: '/home' },
  { file: `plans/${plan.id}.yaml`, path: ['features', 0], value: 'A shared inbox for every channel', route: '/plan' },
  // A price is a figure: each language's file of the plan carries it, and a writer changes it in every one.
  ...LOCALES.map((locale) => ({
    file: `${locale === DEFAULT_LOCALE ? '' : `${locale}/`}plans/${plan.id}.yaml`,
    path: ['monthly'],
    value: plan.data.monthly + 7,
    route: localizedRoute('/plan', locale),
  })),
  { file: `categories/${category.id}.mdx`, path: ['name'], value: 'Deals and pipelines', route: '/services' },
  { file: 'navigation.yaml', path: ['links', 0, 'label'], value: 'Start here', route: '/about' },
  { file: 'pages/contact.yaml', path: ['heading'], value: 'Talk to a real person today', route: '/contact' },
  {
    file: `${translated}/pages/plan.yaml`,
    path: ['heading'],
    value: 'Ein Tarif, der mit Ihrem Team wächst',
    route: localizedRoute('/plan', translated),
  },
] as const;
const PARAGRAPH =
  'This paragraph was rewritten by a writer to check that no test copies the words of a service page, so that changing them never turns a test red.';

/** The text a page's HTML holds for an edited value, a price written the page language's way. */
const shown = (value: string | number, route: string) =>
  typeof value === 'number' ? formatPrice(value, localeOf(route)) : value;
const html = (route: string) => readFileSync(join(dist, route, 'index.html'), 'utf8');

/** Runs a command from the project root, resolving with its exit code and output (kept for the failure message). */
function run(command: string, args: string[], env: Record<string, string>) {
  // The child is a test run of its own: it must not think it is a worker of this one.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  return new Promise<{ status: number | null; output: string }>((done) => {
    const child = spawn(resolve('node_modules/.bin', command), args, {
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => done({ status, output }));
  });
}

beforeAll(() => {
  for (const { file, path, value } of EDITS)
    project.editData(`content/${file}`, (data) => data.setIn([...path], value));
  project.editBody(`content/services/${service.id}.mdx`, (body) => {
    const paragraph = body.split(/\r?\n\r?\n/).find((block) => /^[A-Za-z]/.test(block.trim()));
    if (!paragraph) throw new Error(`content/services/${service.id}.mdx has no paragraph to edit`);
    return body.replace(paragraph, PARAGRAPH);
  });
  rmSync(join(content, translated, 'services', `${service.id}.mdx`));
  // The test build's settings (scripts/build-test-sites.mjs), so the contact tests find their API; NODE_ENV
  // because Vitest sets it to `test`, which would make Vite bundle React's development build.
  const env = { NODE_ENV: 'production', DIST_DIR: 'dist', BASE_PATH: '/', PUBLIC_API_BASE: TEST_API_BASE };
  const build = project.run(resolve('node_modules/.bin/astro'), ['build'], env);
  if (build.status !== 0) throw new Error(`The build of the edited content failed:\n${build.output.slice(-4000)}`);
}, 300_000);
afterAll(() => project.remove());

describe('a build of edited copy', () => {
  it('shows the new words', () => {
    for (const { route, value } of EDITS) expect(html(route), route).toContain(shown(value, route));
    expect(html(`/service/${service.id}`)).toContain(PARAGRAPH);
  });

  it(`shows a service page not yet translated in English on ${fallbackRoute}, marked as English, in a page of its language`, () => {
    const page = html(fallbackRoute);
    expect(page).toContain(PARAGRAPH);
    expect(page).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${translated}">`, 'i'));
    expect(page).toMatch(/<main\b[^>]*\slang="en"/);
    const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'));
    const { links } = loadNavigation(translated);
    expect(header).toContain(`>${links[0]!.label}</a>`);
    expect(header).not.toContain(EDITS.find((edit) => edit.file === 'navigation.yaml')!.value);
    // A translated page keeps its language on <main>.
    expect(html(localizedRoute('/plan', translated))).not.toMatch(/<main\b[^>]*\slang=/);
  });

  it('passes every test that reads its expected words from content/', async () => {
    const edited = { CONTENT_DIR: content };
    const units = readdirSync('tests/unit')
      .filter((file) => readFileSync(join('tests/unit', file), 'utf8').includes("from '../support/content'"))
      .map((file) => join('tests/unit', file));
    expect(units.length).toBeGreaterThan(0);
    const [unit, e2e] = await Promise.all([
      run('vitest', ['run', '--project', 'unit', ...units], edited),
      run('playwright', ['test', '--grep', '@content'], { ...edited, E2E_EDITED_SITE: dist }),
    ]);
    expect.soft(unit.status, `unit tests on the edited content:\n${unit.output.slice(-6000)}`).toBe(0);
    expect.soft(e2e.status, `end-to-end tests on the edited build:\n${e2e.output.slice(-6000)}`).toBe(0);
    expect(e2e.output).toMatch(/\d+ passed/);
  }, 300_000);
});
