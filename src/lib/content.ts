// Every collection of content/ as the pages and sections read it, in the page's language (localized-entries.ts:
// each translation laid over the entry it translates, in the order src/content-files.ts gives the collection):
// the singletons, and the lists in the order the site shows them.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { TRANSLATED_FILES } from '../content-files';
import { translationId } from '../i18n/entry-ids';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { draftsShown } from './preview';
import { localized, localizedEntries, localizedItems } from './localized-entries';
import { loadLocalizedSettings } from './settings';

/** A collection of content/ that has a collection of translations, `<name>Translations`. */
type Translatable = Exclude<CollectionKey, `${string}Translations` | 'settings'>;
type Translation = CollectionEntry<`${Translatable}Translations`>;

/** The translations into `locale` of a collection's entries, by the id of the entry each translates. */
async function translationsOf(collection: Translatable, locale: Locale): Promise<Map<string, Translation>> {
  if (locale === DEFAULT_LOCALE) return new Map();
  const prefix = translationId('', locale);
  const found: Translation[] = await getCollection(`${collection}Translations`, (entry) => entry.id.startsWith(prefix));
  return new Map(found.map((entry) => [entry.id.slice(prefix.length), entry]));
}

/** The entry `id` of a collection of content/. */
async function entryOf<C extends Translatable>(collection: C, id: string): Promise<CollectionEntry<C>> {
  // getCollection with a filter, not getEntry: getEntry warns about every entry that does not exist.
  const [entry]: CollectionEntry<C>[] = await getCollection(collection, (candidate) => candidate.id === id);
  if (!entry) throw new Error(`Missing content: ${collection} needs an entry "${id}" in content/.`);
  return entry;
}

async function single<C extends Translatable>(collection: C, id: string, locale: Locale) {
  return localized(await entryOf(collection, id), (await translationsOf(collection, locale)).get(id), locale);
}

/** Every entry of content/ in a collection that shows in `locale`, in the collection's order. */
async function every<C extends Translatable>(collection: C, locale: Locale) {
  const entries: CollectionEntry<C>[] = await getCollection(collection);
  return localizedEntries(TRANSLATED_FILES[collection], entries, await translationsOf(collection, locale), locale);
}

/** The collections of one-file lists, each item with its own id. */
type ListFile = 'faq' | 'testimonials' | 'authors';
/** An item of a one-file list. */
type ListItem<C extends ListFile> = CollectionEntry<C>['data'][number];

/**
 * The items of a one-file list (FAQ, testimonials, authors), each with its own id, in `locale` where the translation
 * has the item (by its id), else in the first language.
 */
async function itemsOf<C extends ListFile>(collection: C, locale: Locale) {
  const list: ListItem<C>[] = (await entryOf(collection, collection)).data;
  return localizedItems(
    TRANSLATED_FILES[collection],
    list,
    (await translationsOf(collection, locale)).get(collection),
    locale,
  );
}

/** The white-label settings (content/settings/site.yaml) with their words in `locale`. */
export const getSettings = async (locale: Locale) => loadLocalizedSettings(locale);
export const getNavigation = async (locale: Locale) => (await single('navigation', 'navigation', locale)).data;

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
    | 'redirectPages'
    | 'blogPage',
>(
  collection: C,
  id: string,
  locale: Locale,
) => single(collection, id, locale);

/** The categories in menu order. */
export const getCategories = (locale: Locale) => every('categories', locale);
/**
 * The categories the header's menus and the home page's grid list in `locale`: the first `servicesMenu.limit`
 * (content/navigation.yaml) in order, and whether some are left out (then a link to every service follows).
 */
export async function getListedCategories(locale: Locale) {
  const [categories, { servicesMenu }] = await Promise.all([getCategories(locale), getNavigation(locale)]);
  return { listed: categories.slice(0, servicesMenu.limit), someLeftOut: categories.length > servicesMenu.limit };
}
/** The plans in page order. */
export const getPlans = (locale: Locale) => every('plans', locale);
/** The service pages, by file name. */
export const getServices = (locale: Locale) => every('services', locale);
/** The testimonials, in the order they are shown. */
export const getTestimonials = (locale: Locale) => itemsOf('testimonials', locale);
/** The FAQ's questions, in the order they are shown. */
export const getFaq = (locale: Locale) => itemsOf('faq', locale);
/** The wording of pull-request previews (content/preview.yaml). */
export const getPreviewCopy = async (locale: Locale) => (await single('preview', 'preview', locale)).data;

/**
 * The posts of the blog in `locale`, newest first: those written in that language, without drafts where they do
 * not show.
 */
export const getPosts = async (locale: Locale) =>
  (await every('posts', locale)).filter((post) => draftsShown(import.meta.env.DEV) || !post.data.draft);
/** The blog's authors, by id. */
export const getAuthors = async (locale: Locale) =>
  new Map((await itemsOf('authors', locale)).map((author) => [author.id, author.data]));
