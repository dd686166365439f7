// Every collection of content/ as the pages and sections read it, in the page's language: the singletons,
// and the lists in the order the site shows them. A translation holds only words: each is laid over the entry
// of content/ it translates (overlay-translation.ts), which gives every fact. An entry not yet translated comes
// in the first language, and its `lang` says so, so the page can mark that block `lang="en"` for browsers and
// screen readers. A new page's translation that is still the untouched copy of its English text counts as not
// yet translated. `.mjs` import: the content check's own reading of that mark.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { isUntouchedCopy } from '../../scripts/content-check/untranslated-copies.mjs';
import { TRANSLATED_FILES } from '../content-files';
import { translationId } from '../i18n/entry-ids';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { byId, byOrder } from './content-order';
import { newestFirst } from './blog/related-posts';
import { draftsShown } from './preview';
import { overlayTranslation } from './overlay-translation';
import { loadLocalizedSettings } from './settings';

/** A collection of content/ that has a collection of translations, `<name>Translations`. */
type Translatable = Exclude<CollectionKey, `${string}Translations` | 'settings'>;
type Translation = CollectionEntry<`${Translatable}Translations`>;

/** Whether each translation's file is an untouched copy, read once per file. */
const untouchedCopies = new Map<string, boolean>();
/** A translation, unless it is a copy nobody has translated yet (scripts/content-check/untranslated-copies.mjs). */
function translated(entry: Translation | undefined): Translation | undefined {
  if (!entry?.filePath) return entry;
  if (!untouchedCopies.has(entry.filePath)) untouchedCopies.set(entry.filePath, isUntouchedCopy(entry.filePath));
  return untouchedCopies.get(entry.filePath) ? undefined : entry;
}

/** The translations into `locale` of a collection's entries, by the id of the entry each translates. */
async function translationsOf(collection: Translatable, locale: Locale): Promise<Map<string, Translation>> {
  if (locale === DEFAULT_LOCALE) return new Map();
  const prefix = translationId('', locale);
  const found: Translation[] = await getCollection(`${collection}Translations`, (entry) => entry.id.startsWith(prefix));
  return new Map(
    found.flatMap((entry) => {
      const translation = translated(entry);
      return translation ? [[entry.id.slice(prefix.length), translation] as const] : [];
    }),
  );
}

/** An entry in the language its `lang` names: the page's language, or the first one as a stand-in. */
export type Localized<E> = E & { lang: Locale };

/**
 * The entry with the words of its translation, and the translation's file (an MDX page renders its body); the
 * entry itself, in the first language, without one.
 */
function localized<C extends Translatable>(
  entry: CollectionEntry<C>,
  translation: Translation | undefined,
  locale: Locale,
) {
  const result = translation
    ? { ...translation, id: entry.id, data: overlayTranslation(entry.data, translation.data), lang: locale }
    : { ...entry, lang: DEFAULT_LOCALE };
  return result as Localized<CollectionEntry<C>>;
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

/**
 * Every entry of content/ in a collection that shows in `locale`, each in `locale` where it is translated
 * (src/content-files.ts says whether an entry not yet translated shows at all).
 */
async function every<C extends Translatable>(collection: C, locale: Locale) {
  const entries: CollectionEntry<C>[] = await getCollection(collection);
  const translations = await translationsOf(collection, locale);
  const { writtenLanguagesOnly } = TRANSLATED_FILES[collection];
  return entries
    .map((entry) => localized(entry, translations.get(entry.id), locale))
    .filter((entry) => !writtenLanguagesOnly || entry.lang === locale);
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
  const translation = (await translationsOf(collection, locale)).get(collection);
  const words = new Map(((translation?.data ?? []) as { id: string }[]).map((item) => [item.id, item]));
  return list.map((data) => {
    const own = words.get(data.id);
    return { id: data.id, data: overlayTranslation(data, own), lang: own ? locale : DEFAULT_LOCALE };
  });
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
export const getCategories = async (locale: Locale) => (await every('categories', locale)).sort(byOrder);
/**
 * The categories the header's menus and the home page's grid list in `locale`: the first `servicesMenu.limit`
 * (content/navigation.yaml) in order, and whether some are left out (then a link to every service follows).
 */
export async function getListedCategories(locale: Locale) {
  const [categories, { servicesMenu }] = await Promise.all([getCategories(locale), getNavigation(locale)]);
  return { listed: categories.slice(0, servicesMenu.limit), someLeftOut: categories.length > servicesMenu.limit };
}
/** The plans in page order. */
export const getPlans = async (locale: Locale) => (await every('plans', locale)).sort(byOrder);
/** The service pages, by file name. */
export const getServices = async (locale: Locale) => (await every('services', locale)).sort(byId);
/** The testimonials, in the order they are shown. */
export const getTestimonials = async (locale: Locale) => (await itemsOf('testimonials', locale)).sort(byOrder);
/** The FAQ's questions, in the order they are shown. */
export const getFaq = async (locale: Locale) => (await itemsOf('faq', locale)).sort(byOrder);
/** The wording of pull-request previews (content/preview.yaml). */
export const getPreviewCopy = async (locale: Locale) => (await single('preview', 'preview', locale)).data;

/**
 * The posts of the blog in `locale`, newest first: those written in that language, without drafts where they do
 * not show.
 */
export const getPosts = async (locale: Locale) =>
  (await every('posts', locale))
    .filter((post) => draftsShown(import.meta.env.DEV) || !post.data.draft)
    .sort((a, b) => newestFirst({ id: a.id, ...a.data }, { id: b.id, ...b.data }));
/** The blog's authors, by id. */
export const getAuthors = async (locale: Locale) =>
  new Map((await itemsOf('authors', locale)).map((author) => [author.id, author.data]));
