// Every collection of content/ as the pages and sections read it: the singletons, and the lists in the
// order the site shows them.
import { getCollection, getEntry, type CollectionKey } from 'astro:content';
import { byId, byOrder } from './content-order';
import { loadSettings } from './settings';

async function single<C extends CollectionKey>(collection: C, id: string) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`Missing content: ${collection} needs an entry "${id}" in content/.`);
  return entry;
}

/** The white-label settings (content/settings/site.yaml), through the loader the config and tests use too. */
export const getSettings = async () => loadSettings();
export const getNavigation = async () => (await single('navigation', 'navigation')).data;

/** Page copy from content/pages/<name>: the whole entry (MDX pages render their body). */
export const getPage = <
  C extends
    | 'homePage'
    | 'aboutPage'
    | 'privacyPage'
    | 'contactPage'
    | 'planPage'
    | 'servicesPage'
    | 'servicePage'
    | 'categoryPage'
    | 'redirectPages',
>(
  collection: C,
  id: string,
) => single(collection, id);

/** The categories in menu order. */
export const getCategories = async () => (await getCollection('categories')).sort(byOrder);
/** The plans in page order. */
export const getPlans = async () => (await getCollection('plans')).sort(byOrder);
/** The service pages, by file name. */
export const getServices = async () => (await getCollection('services')).sort(byId);
/** The testimonials, in the order they are shown. */
export const getTestimonials = async () => (await getCollection('testimonials')).sort(byOrder);
/** The FAQ's questions, in the order they are shown. */
export const getFaq = async () => (await getCollection('faq')).sort(byOrder);
/** The wording of pull-request previews (content/preview.yaml). */
export const getPreviewCopy = async () => (await single('preview', 'preview')).data;
