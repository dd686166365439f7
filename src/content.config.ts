// Which folder of content/ each collection reads and the schema it must match. Schemas: src/schemas/.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
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
const page = (name: string, extension = 'yaml') => glob({ base: `${root}/pages`, pattern: `${name}.${extension}` });

export const collections = {
  // Read through src/lib/settings.ts (the config and the tests need it outside Astro); the collection makes
  // `astro dev` watch the file and check each edit with the same schema.
  settings: defineCollection({
    loader: glob({ base: `${root}/settings`, pattern: 'site.yaml' }),
    schema: settingsSchema,
  }),
  navigation: defineCollection({ loader: glob({ base: root, pattern: 'navigation.yaml' }), schema: navigationSchema }),
  homePage: defineCollection({ loader: page('home'), schema: homePageSchema }),
  aboutPage: defineCollection({ loader: page('about', 'mdx'), schema: aboutPageSchema }),
  privacyPage: defineCollection({ loader: page('privacy', 'mdx'), schema: privacyPageSchema }),
  contactPage: defineCollection({ loader: page('contact'), schema: contactPageSchema }),
  planPage: defineCollection({ loader: page('plan'), schema: planPageSchema }),
  servicesPage: defineCollection({ loader: page('services'), schema: servicesPageSchema }),
  servicePage: defineCollection({ loader: page('service'), schema: servicePageSchema }),
  categoryPage: defineCollection({ loader: page('category'), schema: categoryPageSchema }),
  redirectPages: defineCollection({ loader: page('redirects'), schema: redirectsSchema }),
  plans: defineCollection({ loader: glob({ base: `${root}/plans`, pattern: '*.yaml' }), schema: planSchema }),
  categories: defineCollection({
    loader: glob({ base: `${root}/categories`, pattern: '*.mdx' }),
    schema: categorySchema,
  }),
  services: defineCollection({ loader: glob({ base: `${root}/services`, pattern: '*.mdx' }), schema: serviceSchema }),
  testimonials: defineCollection({ loader: file(`${root}/testimonials.yaml`), schema: testimonialSchema }),
  faq: defineCollection({ loader: file(`${root}/faq.yaml`), schema: faqSchema }),
  preview: defineCollection({ loader: glob({ base: root, pattern: 'preview.yaml' }), schema: previewSchema }),
};
