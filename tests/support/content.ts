// The content of the site as the tests read it: each file of content/ through the site's own loader
// (src/lib/content-file.ts) and zod schema, and each collection in the order the site lists it, so a test's
// expected words, lists and prices follow whatever a writer puts in content/.
// CONTENT_DIR points the loaders at another content folder, e.g. the edited one of a scratch copy of the
// project (tests/build/copy-edits.test.ts); it defaults to the project's own content/.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'astro/zod';
import { loadContentFile } from '../../src/lib/content-file';
import { byId, byOrder } from '../../src/lib/content-order';
import { SETTINGS_FILE } from '../../src/lib/settings';
import { categorySchema } from '../../src/schemas/category';
import { categoryPageSchema } from '../../src/schemas/category-page';
import { contactPageSchema } from '../../src/schemas/contact';
import { faqSchema } from '../../src/schemas/faq';
import { homePageSchema } from '../../src/schemas/home';
import { navigationSchema, redirectsSchema } from '../../src/schemas/navigation';
import { planPageSchema, planSchema } from '../../src/schemas/plan';
import { serviceSchema } from '../../src/schemas/service';
import { servicePageSchema } from '../../src/schemas/service-page';
import { servicesPageSchema } from '../../src/schemas/services-overview';
import { settingsSchema } from '../../src/schemas/settings';
import { testimonialSchema } from '../../src/schemas/testimonial';

/** The content folder the tests read. */
export const CONTENT_DIR = process.env.CONTENT_DIR || 'content';

/** One file, `path` relative to the content folder (e.g. `pages/home.yaml`), checked by its schema. */
const load = <S extends z.ZodType>(path: string, schema: S) => loadContentFile(join(CONTENT_DIR, path), schema);

/** Every entry of a folder as the site's collections give it: `id` is the file name without its extension. */
function folder<S extends z.ZodType>(name: string, extension: string, schema: S) {
  return readdirSync(join(CONTENT_DIR, name))
    .filter((file) => file.endsWith(extension))
    .map((file) => ({ id: file.slice(0, -extension.length), data: load(`${name}/${file}`, schema) }));
}

/** Every entry of a one-file list (each item carries its own `id`), as the site's collections give it. */
function list<S extends z.ZodType<{ id: string }>>(path: string, schema: S) {
  return load(path, z.array(schema)).map((data) => ({ id: data.id, data }));
}

export const loadSettings = () => load(relative('content', SETTINGS_FILE), settingsSchema);
export const loadNavigation = () => load('navigation.yaml', navigationSchema);

export const loadHomePage = () => load('pages/home.yaml', homePageSchema);
export const loadContactPage = () => load('pages/contact.yaml', contactPageSchema);
export const loadPlanPage = () => load('pages/plan.yaml', planPageSchema);
export const loadServicesPage = () => load('pages/services.yaml', servicesPageSchema);
export const loadServicePage = () => load('pages/service.yaml', servicePageSchema);
export const loadRedirectPages = () => load('pages/redirects.yaml', redirectsSchema);
export const loadCategoryPage = () => load('pages/category.yaml', categoryPageSchema);

/** The categories in menu order. */
export const loadCategories = () => folder('categories', '.mdx', categorySchema).sort(byOrder);
/** The plans in page order. */
export const loadPlans = () => folder('plans', '.yaml', planSchema).sort(byOrder);
/** The service pages, by file name. */
export const loadServices = () => folder('services', '.mdx', serviceSchema).sort(byId);
/** The testimonials in the order they are shown (the page shows the first TESTIMONIALS_MAX). */
export const loadTestimonials = () => list('testimonials.yaml', testimonialSchema).sort(byOrder);
/** The FAQ's questions in the order they are shown. */
export const loadFaq = () => list('faq.yaml', faqSchema).sort(byOrder);

/** An entry's id beside its fields, for tests that match pages against entries field by field. */
const flat = <T extends object>({ id, data }: { id: string; data: T }) => ({ id, ...data });
/** The categories in menu order, each as `{ id, ...fields }`. */
export const categoryEntries = () => loadCategories().map(flat);
/** The service pages by file name, each as `{ id, ...fields }`. */
export const serviceEntries = () => loadServices().map(flat);

/**
 * The tag of the end-to-end tests whose expected words all come from content/: tests/build/copy-edits.test.ts
 * runs them against a build of edited content, e.g. `test('…', CONTENT_CHECK, async ({ page }) => …)`.
 */
export const CONTENT_CHECK = { tag: '@content' };
