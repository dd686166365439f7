// Reads the singleton entries and sorted lists that pages and layout share.
import { getCollection, getEntry, type CollectionKey } from 'astro:content';

async function single<C extends CollectionKey>(collection: C, id: string) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`Missing content: ${collection} needs an entry "${id}" in content/.`);
  return entry;
}

export const getSettings = async () => (await single('settings', 'site')).data;
export const getNavigation = async () => (await single('navigation', 'navigation')).data;

/** Page copy from content/pages/<name>: the whole entry (MDX pages render their body). */
export const getPage = <C extends 'homePage' | 'aboutPage' | 'privacyPage' | 'contactPage' | 'planPage' | 'servicesPage' | 'redirectPages'>(
  collection: C,
  id: string,
) => single(collection, id);

/** The categories in menu order. */
export async function getCategories() {
  return (await getCollection('categories')).sort((a, b) => a.data.order - b.data.order);
}

/** The wording of pull-request previews (content/preview.yaml). */
export const getPreviewCopy = async () => (await single('preview', 'preview')).data;
