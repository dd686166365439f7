// Every collection of content/ as the pages and sections read it, in the page's language: the singletons,
// and the lists in the order the site shows them. An entry not yet translated comes in the first language,
// and its `lang` says so, so the page can mark that block `lang="en"` for browsers and screen readers. A new
// page's translation that is still the untouched copy of its English text counts as not yet translated.
// `.mjs` import: the content check's own reading of that mark.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { isUntouchedCopy } from '../../scripts/content-check/untranslated-copies.mjs';
import { isTranslationId, translationId } from '../i18n/entry-ids';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { byId, byOrder } from './content-order';
import { loadLocalizedSettings } from './settings';

/** Whether each translation's file is an untouched copy, read once per file. */
const untouchedCopies = new Map<string, boolean>();
/** A translation, unless it is a copy nobody has translated yet (scripts/content-check/untranslated-copies.mjs). */
function translated<E extends { filePath?: string }>(entry: E | undefined): E | undefined {
  if (!entry?.filePath) return entry;
  if (!untouchedCopies.has(entry.filePath)) untouchedCopies.set(entry.filePath, isUntouchedCopy(entry.filePath));
  return untouchedCopies.get(entry.filePath) ? undefined : entry;
}

/** An entry in the language its `lang` names: the page's language, or the first one as a stand-in. */
export type Localized<E> = E & { lang: Locale };

async function single<C extends CollectionKey>(collection: C, id: string, locale: Locale) {
  // getCollection with a filter, not getEntry: getEntry warns about every translation that does not exist.
  const wanted = locale === DEFAULT_LOCALE ? id : translationId(id, locale);
  const found: CollectionEntry<C>[] = await getCollection(
    collection,
    (entry) => entry.id === wanted || entry.id === id,
  );
  const translation = translated(found.find((entry) => entry.id === wanted));
  const entry = translation ?? found.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Missing content: ${collection} needs an entry "${id}" in content/.`);
  return { ...entry, id, lang: translation ? locale : DEFAULT_LOCALE } as Localized<CollectionEntry<C>>;
}

/** Every entry of content/ in a collection, each in `locale` where it is translated. */
async function every<C extends CollectionKey>(collection: C, locale: Locale) {
  const entries: CollectionEntry<C>[] = await getCollection(collection);
  const byEntryId = new Map(entries.map((entry) => [entry.id, entry]));
  return entries
    .filter((entry) => !isTranslationId(entry.id))
    .map((entry): Localized<CollectionEntry<C>> => {
      const translation =
        locale === DEFAULT_LOCALE ? undefined : translated(byEntryId.get(translationId(entry.id, locale)));
      const localized = translation
        ? { ...translation, id: entry.id, lang: locale }
        : { ...entry, lang: DEFAULT_LOCALE };
      return localized as Localized<CollectionEntry<C>>;
    });
}

/** The items of a one-file list (FAQ, testimonials), each with its own id, as entries of that file's language. */
const itemsOf = <T extends { id: string }>(file: { data: T[]; lang: Locale }) =>
  file.data.map((data) => ({ id: data.id, data, lang: file.lang }));

/** The white-label settings (content/settings/site.yaml) with their sentences in `locale`. */
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
    | 'redirectPages',
>(
  collection: C,
  id: string,
  locale: Locale,
) => single(collection, id, locale);

/** The categories in menu order. */
export const getCategories = async (locale: Locale) => (await every('categories', locale)).sort(byOrder);
/** The plans in page order. */
export const getPlans = async (locale: Locale) => (await every('plans', locale)).sort(byOrder);
/** The service pages, by file name. */
export const getServices = async (locale: Locale) => (await every('services', locale)).sort(byId);
/** The testimonials, in the order they are shown. */
export const getTestimonials = async (locale: Locale) =>
  itemsOf(await single('testimonials', 'testimonials', locale)).sort(byOrder);
/** The FAQ's questions, in the order they are shown. */
export const getFaq = async (locale: Locale) => itemsOf(await single('faq', 'faq', locale)).sort(byOrder);
/** The wording of pull-request previews (content/preview.yaml). */
export const getPreviewCopy = async (locale: Locale) => (await single('preview', 'preview', locale)).data;
