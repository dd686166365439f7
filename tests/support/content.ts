// The content of the site as the tests read it: each file of content/ through the site's own reader
// (src/lib/content-file.ts) and zod schema, in each language as the site shows it (src/lib/localized-entries.ts,
// which src/lib/content.ts uses too): the words of the translation in content/<code>/ under the same path laid
// over the file of content/, and each collection in the order the site lists it. So a test's expected words,
// lists and prices follow whatever a writer puts in content/.
// Every loader takes a language (the first of the settings by default).
// CONTENT_DIR points the loaders at another content folder, e.g. the edited one of a scratch copy of the
// project (tests/build/copy-edits.test.ts); it defaults to the project's own content/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import { loadContentFile } from '../../src/lib/content-file';
import { contentDir } from '../../src/lib/content-folder';
import { contentParts } from '../../src/lib/content-text';
import { matchingFiles } from '../../src/lib/content-glob';
import { localized, localizedEntries, localizedItems, type SourceEntry } from '../../src/lib/localized-entries';
import { loadLocalizedSettings } from '../../src/lib/settings';
import { TRANSLATED_FILES as FILES, entryName, type CollectionFiles } from '../../src/content-files';
import { wordsOnly } from '../../src/schemas/words-only';

/** The content folder the tests read. */
export const CONTENT_DIR = contentDir();

/** The entry of the file at `path` under the content folder, checked by `schema`, named as the site names it. */
const entryIn = <S extends z.ZodType>(path: string, schema: S) => {
  const filePath = join(CONTENT_DIR, path);
  return { id: entryName(path), data: loadContentFile(filePath, schema), filePath };
};

/** The translation into `locale` of the file at `path`, if it has one: only its words. */
function translationOf(path: string, schema: z.ZodType, locale: Locale): SourceEntry | undefined {
  if (locale === DEFAULT_LOCALE || !existsSync(join(CONTENT_DIR, locale, path))) return undefined;
  return entryIn(join(locale, path), wordsOnly(schema));
}

/** One file in `locale`, as its pages show it, with the language its words are written in. */
const single = <S extends z.ZodType>({ pattern, schema }: CollectionFiles<S>, locale: Locale) =>
  localized(entryIn(pattern, schema), translationOf(pattern, schema, locale), locale);

/** Every entry of a collection of files (`categories/*.mdx`) that shows in `locale`, as the site lists it. */
function folder<S extends z.ZodType>(files: CollectionFiles<S>, locale: Locale) {
  const paths = matchingFiles(files.pattern, CONTENT_DIR);
  const translations = new Map(
    paths.flatMap((path) => {
      const translation = translationOf(path, files.schema, locale);
      return translation ? [[entryName(path), translation] as const] : [];
    }),
  );
  return localizedEntries(
    files,
    paths.map((path) => entryIn(path, files.schema)),
    translations,
    locale,
  );
}

/** Every item of a one-file list (each item carries its own `id`), as the site lists it. */
function list<I extends { id: string }>(files: CollectionFiles<z.ZodType<I[]>>, locale: Locale) {
  const { pattern, schema } = files;
  return localizedItems(files, entryIn(pattern, schema).data, translationOf(pattern, schema, locale), locale);
}

/** One file in `locale`, as its pages show it. */
const page = <S extends z.ZodType>(files: CollectionFiles<S>, locale: Locale) => single(files, locale).data;

/** The white-label settings, with their words in `locale` (src/lib/settings.ts). */
export const loadSettings = (locale: Locale = DEFAULT_LOCALE) => loadLocalizedSettings(locale, CONTENT_DIR);
export const loadNavigation = (locale: Locale = DEFAULT_LOCALE) => page(FILES.navigation, locale);
/** The wording only pull-request previews show. */
export const loadPreviewCopy = (locale: Locale = DEFAULT_LOCALE) => page(FILES.preview, locale);

export const loadHomePage = (locale: Locale = DEFAULT_LOCALE) => page(FILES.homePage, locale);
export const loadContactPage = (locale: Locale = DEFAULT_LOCALE) => page(FILES.contactPage, locale);
export const loadPlanPage = (locale: Locale = DEFAULT_LOCALE) => page(FILES.planPage, locale);
export const loadServicesPage = (locale: Locale = DEFAULT_LOCALE) => page(FILES.servicesPage, locale);
export const loadServicePage = (locale: Locale = DEFAULT_LOCALE) => page(FILES.servicePage, locale);
export const loadRedirectPages = (locale: Locale = DEFAULT_LOCALE) => page(FILES.redirectPages, locale);
export const loadCategoryPage = (locale: Locale = DEFAULT_LOCALE) => page(FILES.categoryPage, locale);

/** The categories in menu order. */
export const loadCategories = (locale: Locale = DEFAULT_LOCALE) => folder(FILES.categories, locale);
/** The plans in page order. */
export const loadPlans = (locale: Locale = DEFAULT_LOCALE) => folder(FILES.plans, locale);
/** The service pages, by file name. */
export const loadServices = (locale: Locale = DEFAULT_LOCALE) => folder(FILES.services, locale);
/** The testimonials in the order they are shown (the page shows the first TESTIMONIALS_MAX). */
export const loadTestimonials = (locale: Locale = DEFAULT_LOCALE) => list(FILES.testimonials, locale);
/** The FAQ's questions in the order they are shown. */
export const loadFaq = (locale: Locale = DEFAULT_LOCALE) => list(FILES.faq, locale);

/** The blog's page copy: its lists, its post pages and the section on /home. */
export const loadBlogPage = (locale: Locale = DEFAULT_LOCALE) => page(FILES.blogPage, locale);
/** The blog's authors, in file order. */
export const loadAuthors = (locale: Locale = DEFAULT_LOCALE) => list(FILES.authors, locale);
/**
 * The posts a built site shows in `locale`, newest first: those written in that language, without drafts
 * (the test builds are production builds).
 */
export const loadPosts = (locale: Locale = DEFAULT_LOCALE) =>
  folder(FILES.posts, locale).filter((post) => !post.data.draft);
/** A post's MDX body in `locale`, as its page renders it. */
export const postBody = (id: string, locale: Locale = DEFAULT_LOCALE) => {
  const post = folder(FILES.posts, locale).find((entry) => entry.id === id);
  if (!post) throw new Error(`No post "${id}" is written in ${locale}.`);
  return contentParts(post.filePath, readFileSync(post.filePath, 'utf8')).body ?? '';
};

/** An entry's id beside its fields, for tests that match pages against entries field by field. */
const flat = <T extends object>({ id, data }: { id: string; data: T }) => ({ id, ...data });
/** The categories in menu order, each as `{ id, ...fields }`. */
export const categoryEntries = (locale: Locale = DEFAULT_LOCALE) => loadCategories(locale).map(flat);
/** The service pages by file name, each as `{ id, ...fields }`. */
export const serviceEntries = (locale: Locale = DEFAULT_LOCALE) => loadServices(locale).map(flat);

/**
 * The tag of the end-to-end tests whose expected words all come from content/: scripts/test-e2e-edited.mjs
 * runs them against a build of edited content, e.g. `test('…', CONTENT_CHECK, async ({ page }) => …)`.
 */
export const CONTENT_CHECK = { tag: '@content' };
