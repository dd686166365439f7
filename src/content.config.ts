// Which files of content/ each collection reads and the schema they must match. Schemas: src/schemas/.
// Each collection of content/ has a twin, `<name>Translations`, that reads its translations in
// content/<language>/ (same file names) with the words-only schema made from its own (src/schemas/words-only.ts):
// `sales` and `de/sales` (src/i18n/entry-ids.ts). src/lib/content.ts lays each translation over its entry; the
// settings' translations are read with the settings (src/lib/settings.ts).
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { entryId } from './i18n/entry-ids';
import { PREFIXED_LOCALES } from './i18n/locales';
import { aboutPageSchema } from './schemas/about';
import { authorSchema, blogPageSchema, postSchema } from './schemas/blog';
import { categorySchema } from './schemas/category';
import { categoryPageSchema } from './schemas/category-page';
import { contactPageSchema } from './schemas/contact';
import { faqSchema } from './schemas/faq';
import { homePageSchema } from './schemas/home';
import { navigationSchema, redirectsSchema } from './schemas/navigation';
import { planPageSchema, planSchema } from './schemas/plan';
import { previewSchema } from './schemas/preview';
import { privacyPageSchema } from './schemas/privacy';
import { serviceSchema } from './schemas/service';
import { servicePageSchema } from './schemas/service-page';
import { servicesPageSchema } from './schemas/services-overview';
import { settingsSchema } from './schemas/settings';
import { testimonialSchema } from './schemas/testimonial';
import { wordsOnly } from './schemas/words-only';

const root = './content';

/** A pattern for the translations of the files at `path` under content/: under each other language's folder (none in a site of one language). */
function inOtherLanguages(path: string): string {
  const paths = PREFIXED_LOCALES.map((locale) => `${locale}/${path}`);
  return paths.length === 1 ? paths[0]! : `{${paths.join(',')}}`;
}
const globIn = (pattern: string) => glob({ base: root, pattern, generateId: ({ entry }) => entryId(entry) });
/** The entries of the files at `path` under content/. */
const english = <S extends z.ZodType>(path: string, schema: S) => defineCollection({ loader: globIn(path), schema });
/**
 * glob() for translations, quiet when no file matches: a language may have translated no file of a collection
 * yet, and a site in one language has no translations at all.
 */
function translationsIn(pattern: string): Loader {
  const loader = globIn(pattern);
  return {
    ...loader,
    load: (context) => {
      const logger = Object.assign(Object.create(context.logger), {
        warn: (message: string) => message.startsWith('No files found') || context.logger.warn(message),
      });
      return loader.load({ ...context, logger });
    },
  };
}
/** Their translations: only the words of `schema`, the schema of the files they translate. */
const translations = (path: string, schema: z.ZodType) =>
  defineCollection({ loader: translationsIn(inOtherLanguages(path)), schema: wordsOnly(schema) });

export const collections = {
  // Read through src/lib/settings.ts (the config and the tests need it outside Astro); the collection makes
  // `astro dev` watch the file and check each edit with the same schema.
  settings: defineCollection({
    loader: glob({ base: `${root}/settings`, pattern: 'site.yaml' }),
    schema: settingsSchema,
  }),
  navigation: english('navigation.yaml', navigationSchema),
  navigationTranslations: translations('navigation.yaml', navigationSchema),
  homePage: english('pages/home.yaml', homePageSchema),
  homePageTranslations: translations('pages/home.yaml', homePageSchema),
  aboutPage: english('pages/about.mdx', aboutPageSchema),
  aboutPageTranslations: translations('pages/about.mdx', aboutPageSchema),
  privacyPage: english('pages/privacy.mdx', privacyPageSchema),
  privacyPageTranslations: translations('pages/privacy.mdx', privacyPageSchema),
  contactPage: english('pages/contact.yaml', contactPageSchema),
  contactPageTranslations: translations('pages/contact.yaml', contactPageSchema),
  planPage: english('pages/plan.yaml', planPageSchema),
  planPageTranslations: translations('pages/plan.yaml', planPageSchema),
  servicesPage: english('pages/services.yaml', servicesPageSchema),
  servicesPageTranslations: translations('pages/services.yaml', servicesPageSchema),
  servicePage: english('pages/service.yaml', servicePageSchema),
  servicePageTranslations: translations('pages/service.yaml', servicePageSchema),
  categoryPage: english('pages/category.yaml', categoryPageSchema),
  categoryPageTranslations: translations('pages/category.yaml', categoryPageSchema),
  redirectPages: english('pages/redirects.yaml', redirectsSchema),
  redirectPagesTranslations: translations('pages/redirects.yaml', redirectsSchema),
  plans: english('plans/*.yaml', planSchema),
  plansTranslations: translations('plans/*.yaml', planSchema),
  categories: english('categories/*.mdx', categorySchema),
  categoriesTranslations: translations('categories/*.mdx', categorySchema),
  services: english('services/*.mdx', serviceSchema),
  servicesTranslations: translations('services/*.mdx', serviceSchema),
  // One entry per language, holding the whole list of the file.
  testimonials: english('testimonials.yaml', z.array(testimonialSchema)),
  testimonialsTranslations: translations('testimonials.yaml', z.array(testimonialSchema)),
  faq: english('faq.yaml', z.array(faqSchema)),
  faqTranslations: translations('faq.yaml', z.array(faqSchema)),
  preview: english('preview.yaml', previewSchema),
  previewTranslations: translations('preview.yaml', previewSchema),
  blogPage: english('pages/blog.yaml', blogPageSchema),
  blogPageTranslations: translations('pages/blog.yaml', blogPageSchema),
  posts: english('blog/*.mdx', postSchema),
  postsTranslations: translations('blog/*.mdx', postSchema),
  authors: english('authors.yaml', z.array(authorSchema)),
  authorsTranslations: translations('authors.yaml', z.array(authorSchema)),
};
