// Which files of content/ make each collection and the schema every one of them must match: the one list that
// the site's collections (src/content.config.ts), the content check (scripts/content-check/) and the tests'
// content loader (tests/support/content.ts) all read. A pattern is a glob under content/; the translations of
// a collection's files have the same paths under content/<code>/. Plain TypeScript with `.ts` imports, nothing
// of Astro's: scripts and tests load it in Node.
import { slug } from 'github-slugger';
import { z } from 'astro/zod';
import { byId, byNewest, byOrder } from './lib/content-order.ts';
import { SETTINGS_PATH } from './lib/settings-path.ts';
import { aboutPageSchema } from './schemas/about.ts';
import { authorSchema, blogPageSchema, postSchema } from './schemas/blog.ts';
import { categorySchema } from './schemas/category.ts';
import { categoryPageSchema } from './schemas/category-page.ts';
import { contactPageSchema } from './schemas/contact.ts';
import { faqSchema } from './schemas/faq.ts';
import { homePageSchema } from './schemas/home.ts';
import { navigationSchema, redirectsSchema } from './schemas/navigation.ts';
import { planPageSchema, planSchema } from './schemas/plan.ts';
import { previewSchema } from './schemas/preview.ts';
import { privacyPageSchema } from './schemas/privacy.ts';
import { serviceSchema } from './schemas/service.ts';
import { servicePageSchema } from './schemas/service-page.ts';
import { servicesPageSchema } from './schemas/services-overview.ts';
import { settingsSchema } from './schemas/settings.ts';
import { testimonialSchema } from './schemas/testimonial.ts';

/** An entry as the site lists it: its id and its data (for a one-file list, an item and the id it carries). */
export interface Listed<D> {
  id: string;
  data: D;
}
/** What a collection lists: an entry per file, or the items of its one file when that holds a list. */
type ListedData<S extends z.ZodType> = z.output<S> extends readonly (infer Item)[] ? Item : z.output<S>;

/** The files of a collection (a glob under content/) and the schema each must match. */
export interface CollectionFiles<S extends z.ZodType = z.ZodType> {
  pattern: string;
  schema: S;
  /**
   * Whether an entry shows only in the languages it is written in (its own and those of its translations): the
   * site lists it and builds its page only there. Otherwise an entry shows in every language, in the first
   * one's words until it is translated.
   */
  writtenLanguagesOnly: boolean;
  /** The order the site lists the entries (or a one-file list's items) in; none keeps the file's order. */
  order?: (a: Listed<ListedData<S>>, b: Listed<ListedData<S>>) => number;
}
const files = <S extends z.ZodType>(
  pattern: string,
  schema: S,
  { writtenLanguagesOnly = false, order }: Partial<Pick<CollectionFiles<S>, 'writtenLanguagesOnly' | 'order'>> = {},
): CollectionFiles<S> => ({ pattern, schema, writtenLanguagesOnly, order });

/**
 * The white-label settings. Their translations carry the settings' few sentences and are read with them
 * (src/lib/settings.ts), not as a collection of their own.
 */
export const SETTINGS_FILES = files(SETTINGS_PATH, settingsSchema);

/** Every other collection, each translated under content/<code>/ with only the words of its schema. */
export const TRANSLATED_FILES = {
  navigation: files('navigation.yaml', navigationSchema),
  homePage: files('pages/home.yaml', homePageSchema),
  aboutPage: files('pages/about.mdx', aboutPageSchema),
  privacyPage: files('pages/privacy.mdx', privacyPageSchema),
  contactPage: files('pages/contact.yaml', contactPageSchema),
  planPage: files('pages/plan.yaml', planPageSchema),
  servicesPage: files('pages/services.yaml', servicesPageSchema),
  servicePage: files('pages/service.yaml', servicePageSchema),
  categoryPage: files('pages/category.yaml', categoryPageSchema),
  redirectPages: files('pages/redirects.yaml', redirectsSchema),
  plans: files('plans/*.yaml', planSchema, { order: byOrder }),
  // Menu order.
  categories: files('categories/*.mdx', categorySchema, { order: byOrder }),
  // By file name: a service has no order of its own.
  services: files('services/*.mdx', serviceSchema, { order: byId }),
  // One entry per language, holding the whole list of the file; each item has an id.
  testimonials: files('testimonials.yaml', z.array(testimonialSchema), { order: byOrder }),
  faq: files('faq.yaml', z.array(faqSchema), { order: byOrder }),
  preview: files('preview.yaml', previewSchema),
  blogPage: files('pages/blog.yaml', blogPageSchema),
  // A post not yet translated is not in that language's blog: a reader should not meet an English article there.
  posts: files('blog/*.mdx', postSchema, { writtenLanguagesOnly: true, order: byNewest }),
  // In file order.
  authors: files('authors.yaml', z.array(authorSchema)),
};
export type TranslatedCollection = keyof typeof TRANSLATED_FILES;

/**
 * The name of the entry in a file, from its path: its file name made a slug, as Astro does by default
 * (`categories/CRM Solution.mdx` → `crm-solution`). It is also the address of a page made from the file.
 */
export const entryName = (path: string) =>
  slug(
    path
      .split('/')
      .at(-1)!
      .replace(/\.[^.]+$/, ''),
  );
