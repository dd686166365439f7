// The content of the site as the tests read it: each file of content/ through the site's own loader
// (src/lib/content-file.ts) and zod schema, and each collection in the order the site lists it, so a test's
// expected words, lists and prices follow whatever a writer puts in content/.
// Every loader takes a language (the first of the settings by default) and reads what that language's pages
// show, as src/lib/content.ts makes it: the words of the translation in content/<code>/ under the same path laid
// over the file of content/ (src/lib/overlay-translation.ts) where there is one, else the file of content/
// itself (an entry not yet translated, shown in the first language).
// CONTENT_DIR points the loaders at another content folder, e.g. the edited one of a scratch copy of the
// project (tests/build/copy-edits.test.ts); it defaults to the project's own content/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { newestFirst } from '../../src/lib/blog/related-posts';
import { isUntouchedCopy } from '../../scripts/content-check/untranslated-copies.mjs';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import { loadContentFile } from '../../src/lib/content-file';
import { contentDir } from '../../src/lib/content-folder';
import { contentParts } from '../../src/lib/content-text';
import { matchingFiles } from '../../src/lib/content-glob';
import { byId, byOrder } from '../../src/lib/content-order';
import { overlayTranslation } from '../../src/lib/overlay-translation';
import { loadLocalizedSettings } from '../../src/lib/settings';
import { TRANSLATED_FILES as FILES, entryName, type CollectionFiles } from '../../src/content-files';
import { wordsOnly } from '../../src/schemas/words-only';

/** The content folder the tests read. */
export const CONTENT_DIR = contentDir();

/**
 * The file a page in `locale` reads for `path` (relative to the content folder, e.g. `pages/home.yaml`), and
 * the language it is written in: the translation when there is one (an untouched copy of a new page's text is
 * none), else the file of the first language.
 */
export function localizedFile(path: string, locale: Locale = DEFAULT_LOCALE): { file: string; lang: Locale } {
  const translation = join(CONTENT_DIR, locale, path);
  if (locale !== DEFAULT_LOCALE && existsSync(translation) && !isUntouchedCopy(translation))
    return { file: translation, lang: locale };
  return { file: join(CONTENT_DIR, path), lang: DEFAULT_LOCALE };
}

/** One file in `locale`: the file of content/ checked by its schema, with the words of its translation. */
function load<S extends z.ZodType>(path: string, schema: S, locale: Locale) {
  const original = loadContentFile(join(CONTENT_DIR, path), schema);
  const { file, lang } = localizedFile(path, locale);
  const data =
    lang === DEFAULT_LOCALE ? original : overlayTranslation(original, loadContentFile(file, wordsOnly(schema)));
  return { data, lang };
}

/**
 * Every entry of a collection of files (`categories/*.mdx`) that shows in `locale`, as the site's collections
 * give it: one per file of the first language's folder, `id` the entry's name as the site gives it
 * (src/content-files.ts), `lang` the language its words are written in.
 */
function folder<S extends z.ZodType>({ pattern, schema, writtenLanguagesOnly }: CollectionFiles<S>, locale: Locale) {
  return matchingFiles(pattern, CONTENT_DIR)
    .map((path) => ({ id: entryName(path), ...load(path, schema, locale) }))
    .filter((entry) => !writtenLanguagesOnly || entry.lang === locale);
}

/** Every entry of a one-file list (each item carries its own `id`), as the site's collections give it. */
function list<I extends { id: string }>({ pattern, schema }: CollectionFiles<z.ZodType<I[]>>, locale: Locale) {
  return load(pattern, schema, locale).data.map((data) => ({ id: data.id, data }));
}

/** One file in `locale`, as its pages show it. */
const page = <S extends z.ZodType>({ pattern, schema }: CollectionFiles<S>, locale: Locale) =>
  load(pattern, schema, locale).data;

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
export const loadCategories = (locale: Locale = DEFAULT_LOCALE) => folder(FILES.categories, locale).sort(byOrder);
/** The plans in page order. */
export const loadPlans = (locale: Locale = DEFAULT_LOCALE) => folder(FILES.plans, locale).sort(byOrder);
/** The service pages, by file name. */
export const loadServices = (locale: Locale = DEFAULT_LOCALE) => folder(FILES.services, locale).sort(byId);
/** The testimonials in the order they are shown (the page shows the first TESTIMONIALS_MAX). */
export const loadTestimonials = (locale: Locale = DEFAULT_LOCALE) => list(FILES.testimonials, locale).sort(byOrder);
/** The FAQ's questions in the order they are shown. */
export const loadFaq = (locale: Locale = DEFAULT_LOCALE) => list(FILES.faq, locale).sort(byOrder);

/** The blog's page copy: its lists, its post pages and the section on /home. */
export const loadBlogPage = (locale: Locale = DEFAULT_LOCALE) => page(FILES.blogPage, locale);
/** The blog's authors, in file order. */
export const loadAuthors = (locale: Locale = DEFAULT_LOCALE) => list(FILES.authors, locale);
/**
 * The posts a built site shows in `locale`, newest first: those written in that language, without drafts
 * (the test builds are production builds).
 */
export const loadPosts = (locale: Locale = DEFAULT_LOCALE) =>
  folder(FILES.posts, locale)
    .filter((post) => !post.data.draft)
    .sort((a, b) => newestFirst({ id: a.id, ...a.data }, { id: b.id, ...b.data }));
/** A post's MDX body in `locale`, as its page renders it. */
export const postBody = (id: string, locale: Locale = DEFAULT_LOCALE) => {
  const { file } = localizedFile(`blog/${id}.mdx`, locale);
  return contentParts(file, readFileSync(file, 'utf8')).body ?? '';
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
