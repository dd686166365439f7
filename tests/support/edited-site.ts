// One scratch copy of the project whose content a writer has changed, built once per run of the build tests
// (Vitest's globalSetup for the `build` project) and read by every test that needs edited content:
// - new words in every kind of file, in two languages, and a new price, written once in the English file and
//   shown in every language (copy-edits.test.ts: the tests that read their words from content/ pass against
//   it, so no test pins copy);
// - a service page not yet translated into one language (its translation the untouched copy of the English
//   file's words that `npm run new:service` makes) and the FAQ not into another (no file): their pages show the
//   English file, marked as English; the build names the files in one line per language and warns of
//   nothing (build-warnings.test.ts);
// - ten times the categories, services and posts: every file of content/categories/, content/services/ and
//   content/blog/ copied nine times with new slugs, not translated (tests/support/scaled-content.ts), so the
//   site must still fit its host, its budgets, its menus and its blog's pages (scale.test.ts), and every test
//   that walks the content walks them too;
// - a draft post, which the build leaves out (copy-edits.test.ts);
// - built by package.json's build script as `npm run build` runs it (content check, then Astro), with the
//   test build's settings so the two compare page by page (review.test.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { loadCollections } from '../../scripts/content-check/collections.mjs';
import { languageName } from '../../scripts/content-check/language-names.mjs';
import { untranslatedCopy } from '../../src/lib/untranslated-copies';
import { wordsOnlyText } from '../../scripts/content-check/words-only-text.mjs';
import { LOCALES, PREFIXED_LOCALES } from '../../src/i18n/locales';
import { CONTENT_DIR, loadCategories, loadPlans, loadPosts, loadServices, loadTestimonials } from './content';
import { projectCopy } from './project-copy';
import { multiplyContent } from './scaled-content';
import { localizedRoute } from './routes';
import { EDITED_API_BASE, EDITED_PROJECT_DIR, TEST_CACHE_DIR } from './sites';
import { ROUTES } from '../../src/i18n/routes';
import { CONTENT_FOLDER } from '../../src/lib/content-folder';
import { readContentData } from '../../src/lib/content-text';

/** The edited copy of the project; its build is in `dist/`, its content in `content/`. */
export const EDITED_DIR = resolve(EDITED_PROJECT_DIR);
export const EDITED_DIST = join(EDITED_DIR, 'dist');
const MANIFEST = join(EDITED_DIR, 'edited-site.json');
/** How many times the edited copy holds each category and service. */
export const FACTOR = 10;

const plan = loadPlans()[0]!;
const category = loadCategories()[0]!;
export const editedService = loadServices()[0]!;
/** A language that loses its translation of the edited service page, and one that loses its FAQ. */
export const [untranslatedServiceLocale, untranslatedFaqLocale] = [PREFIXED_LOCALES[0]!, PREFIXED_LOCALES.at(-1)!];
export const UNTRANSLATED_FILES = [
  `${untranslatedServiceLocale}/services/${editedService.id}.mdx`,
  `${untranslatedFaqLocale}/faq.yaml`,
] as const;
/** Where the first testimonial the page shows sits in its file. */
const testimonial = (readContentData(join(CONTENT_DIR, 'testimonials.yaml')) as { id: string }[]).findIndex(
  (entry) => entry.id === loadTestimonials()[0]!.id,
);

/** Each edit, and a page of the edited build that must show its new words. */
export const EDITS = [
  { file: 'pages/home.yaml', path: ['heading'], value: 'Every customer in one calm place', route: ROUTES.home },
  {
    file: 'pages/home.yaml',
    path: ['whyChooseUs', 'tiles', 0, 'title'],
    value: 'One record for everything',
    route: ROUTES.home,
  },
  { file: 'pages/home.yaml', path: ['stats', 'items', 0, 'label'], value: 'Quicker follow-ups', route: ROUTES.home },
  { file: 'faq.yaml', path: [0, 'question'], value: 'Is there a trial before I pay anything?', route: ROUTES.home },
  { file: 'testimonials.yaml', path: [testimonial, 'name'], value: 'Renata Solberg', route: ROUTES.home },
  {
    file: `plans/${plan.id}.yaml`,
    path: ['features', 0],
    value: 'A shared inbox for every channel',
    route: ROUTES.plans,
  },
  // A price is a fact, written once in the English file: every language's plans page shows the new one.
  ...LOCALES.map((locale) => ({
    file: `plans/${plan.id}.yaml`,
    path: ['monthly'],
    value: plan.data.monthly + 7,
    route: localizedRoute(ROUTES.plans, locale),
  })),
  { file: `categories/${category.id}.mdx`, path: ['name'], value: 'Deals and pipelines', route: ROUTES.services },
  { file: 'navigation.yaml', path: ['links', 0, 'label'], value: 'Start here', route: ROUTES.about },
  { file: 'pages/contact.yaml', path: ['heading'], value: 'Talk to a real person today', route: ROUTES.contact },
  {
    file: `${untranslatedServiceLocale}/pages/plan.yaml`,
    path: ['heading'],
    value: 'Ein Tarif, der mit Ihrem Team wächst',
    route: localizedRoute(ROUTES.plans, untranslatedServiceLocale),
  },
] as const;
/** The file name of the edited copy's draft post, which its build leaves out. */
export const DRAFT_POST = 'still-being-written';

/** The new first paragraph of the edited service page. */
export const PARAGRAPH =
  'This paragraph was rewritten by a writer to check that no test copies the words of a service page, so that changing them never turns a test red.';

interface Manifest {
  status: number | null;
  output: string;
  /** How many categories, services and posts (drafts aside) the edited copy has. */
  counts: { categories: number; services: number; posts: number };
}

/** Makes the edited copy and builds it; what the build printed is kept for the tests. */
export async function buildEditedSite(): Promise<void> {
  const project = projectCopy(EDITED_DIR);
  for (const { file, path, value } of EDITS)
    project.editData(`content/${file}`, (data) => data.setIn([...path], value));
  const english = `content/services/${editedService.id}.mdx`;
  project.editBody(english, (body) => {
    const paragraph = body.split(/\r?\n\r?\n/).find((block) => /^[A-Za-z]/.test(block.trim()));
    if (!paragraph) throw new Error(`${english} has no paragraph to edit`);
    return body.replace(paragraph, PARAGRAPH);
  });
  const [serviceCopy, faq] = UNTRANSLATED_FILES;
  const services = (await loadCollections(project.dir)).find((collection) => collection.name === 'services')!;
  writeFileSync(
    join(project.dir, CONTENT_FOLDER, serviceCopy),
    untranslatedCopy(
      wordsOnlyText(readFileSync(join(project.dir, english), 'utf8'), services.translationSchema),
      english,
      languageName(untranslatedServiceLocale),
    ),
  );
  rmSync(join(project.dir, CONTENT_FOLDER, faq));
  const counts = multiplyContent(project.dir, FACTOR);
  // A draft: a post the production build leaves out, with a picture of its own (the copied post's, darkened, so
  // that its bytes and so its built file are its own), which stays unpublished with it.
  const copied = loadPosts()[0]!;
  const draft = `content/blog/${DRAFT_POST}.mdx`;
  const draftPicture = `./images/${DRAFT_POST}.png`;
  writeFileSync(join(project.dir, draft), readFileSync(join(project.dir, `content/blog/${copied.id}.mdx`), 'utf8'));
  await sharp(join(project.dir, 'content/blog', copied.data.image))
    .modulate({ brightness: 0.8 })
    .png()
    .toFile(join(project.dir, 'content/blog', draftPicture));
  project.editData(draft, (data) => {
    data.set('title', 'A post still being written');
    data.set('draft', true);
    data.set('image', draftPicture);
  });
  project.reuseImages(TEST_CACHE_DIR);
  // The contact API is the edited build's own, so that its end-to-end tests never reach the test build's.
  const { status, output } = await project.build(EDITED_API_BASE);
  writeFileSync(MANIFEST, JSON.stringify({ status, output, counts } satisfies Manifest));
}

/** What the build of the edited copy printed and how much content it has; throws if it failed. */
export function editedBuild(): Manifest {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  if (manifest.status !== 0) throw new Error(`The build of the edited copy failed:\n${manifest.output.slice(-4000)}`);
  return manifest;
}
