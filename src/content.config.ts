// Which files of content/ each collection reads and the schema they must match. Schemas: src/schemas/.
// Each collection holds the entries of content/ and their translations in content/<language>/ (same file
// names), told apart by id: `sales` and `de/sales` (src/i18n/entry-ids.ts).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { entryId } from './i18n/entry-ids';
import { DEFAULT_LOCALE, LOCALES } from './i18n/locales';
import { aboutPageSchema } from './schemas/about';
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

const root = './content';

/** A pattern for the files at `path` under content/ and under each language's folder. */
function inEveryLanguage(path: string): string {
  const paths = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? path : `${locale}/${path}`));
  return paths.length === 1 ? paths[0]! : `{${paths.join(',')}}`;
}
const localized = (path: string) =>
  glob({ base: root, pattern: inEveryLanguage(path), generateId: ({ entry }) => entryId(entry) });
const page = (name: string, extension = 'yaml') => localized(`pages/${name}.${extension}`);

export const collections = {
  // Read through src/lib/settings.ts (the config and the tests need it outside Astro); the collection makes
  // `astro dev` watch the file and check each edit with the same schema.
  settings: defineCollection({
    loader: glob({ base: `${root}/settings`, pattern: 'site.yaml' }),
    schema: settingsSchema,
  }),
  navigation: defineCollection({ loader: localized('navigation.yaml'), schema: navigationSchema }),
  homePage: defineCollection({ loader: page('home'), schema: homePageSchema }),
  aboutPage: defineCollection({ loader: page('about', 'mdx'), schema: aboutPageSchema }),
  privacyPage: defineCollection({ loader: page('privacy', 'mdx'), schema: privacyPageSchema }),
  contactPage: defineCollection({ loader: page('contact'), schema: contactPageSchema }),
  planPage: defineCollection({ loader: page('plan'), schema: planPageSchema }),
  servicesPage: defineCollection({ loader: page('services'), schema: servicesPageSchema }),
  servicePage: defineCollection({ loader: page('service'), schema: servicePageSchema }),
  categoryPage: defineCollection({ loader: page('category'), schema: categoryPageSchema }),
  redirectPages: defineCollection({ loader: page('redirects'), schema: redirectsSchema }),
  plans: defineCollection({ loader: localized('plans/*.yaml'), schema: planSchema }),
  categories: defineCollection({ loader: localized('categories/*.mdx'), schema: categorySchema }),
  services: defineCollection({ loader: localized('services/*.mdx'), schema: serviceSchema }),
  // One entry per language, holding the whole list of the file.
  testimonials: defineCollection({ loader: localized('testimonials.yaml'), schema: z.array(testimonialSchema) }),
  faq: defineCollection({ loader: localized('faq.yaml'), schema: z.array(faqSchema) }),
  preview: defineCollection({ loader: localized('preview.yaml'), schema: previewSchema }),
};
