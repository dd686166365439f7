// How the entries of content/ show in a page's language, for the site (src/lib/content.ts, from Astro's
// collections) and the tests (tests/support/content.ts, from the files) alike. A translation holds only words:
// each is laid over the entry of content/ it translates (overlay-translation.ts), which gives every fact. An
// entry not yet translated comes in the first language, and its `lang` says so, so the page can mark that
// block `lang="en"` for browsers and screen readers. A new page's translation that is still the untouched copy
// of its English text counts as not yet translated. src/content-files.ts says, for each collection, whether an
// entry not yet translated shows at all and the order the entries are listed in.
// Relative imports carry their `.ts` extension: Node runs this file as it is.
import { isUntouchedCopy } from './untranslated-copies.ts';
import type { CollectionFiles, Listed } from '../content-files.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { overlayTranslation } from './overlay-translation.ts';

/** An entry as its source gives it: its id, its data and, when it was read from one, its file. */
export interface SourceEntry<D = unknown> extends Listed<D> {
  filePath?: string;
}

/** An entry in the language its `lang` names: the page's language, or the first one as a stand-in. */
export type Localized<E> = E & { lang: Locale };

/** How a collection is listed (src/content-files.ts): its `order` compares entries of that collection. */
type Listing = Pick<CollectionFiles, 'writtenLanguagesOnly'> & {
  order?: (a: Listed<never>, b: Listed<never>) => number;
};
/** The entries sorted by the collection's order, if it has one. */
const inOrder = <E>(entries: E[], { order }: Listing) =>
  order ? entries.sort(order as unknown as (a: E, b: E) => number) : entries;

/** Whether each translation's file is an untouched copy, read once per file. */
const untouchedCopies = new Map<string, boolean>();
/** A translation, unless it is a copy nobody has translated yet (untranslated-copies.ts). */
function translated<T extends SourceEntry>(translation: T | undefined): T | undefined {
  const file = translation?.filePath;
  if (!file) return translation;
  if (!untouchedCopies.has(file)) untouchedCopies.set(file, isUntouchedCopy(file));
  return untouchedCopies.get(file) ? undefined : translation;
}

/**
 * The entry with the words of its translation, and the translation's other fields (an MDX page renders the
 * translation's body); the entry itself, in the first language, without a translation.
 */
export function localized<E extends SourceEntry>(
  entry: E,
  translation: SourceEntry | undefined,
  locale: Locale,
): Localized<E> {
  const words = locale === DEFAULT_LOCALE ? undefined : translated(translation);
  if (!words) return { ...entry, lang: DEFAULT_LOCALE };
  return { ...words, id: entry.id, data: overlayTranslation(entry.data, words.data), lang: locale } as Localized<E>;
}

/**
 * Every entry of a collection that shows in `locale`, each in `locale` where it is translated, in the
 * collection's order. `translations` holds the translations into `locale` by the id of the entry each translates.
 */
export function localizedEntries<E extends SourceEntry>(
  listing: Listing,
  entries: readonly E[],
  translations: ReadonlyMap<string, SourceEntry>,
  locale: Locale,
): Localized<E>[] {
  const shown = entries
    .map((entry) => localized(entry, translations.get(entry.id), locale))
    .filter((entry) => !listing.writtenLanguagesOnly || entry.lang === locale);
  return inOrder(shown, listing);
}

/**
 * The items of a one-file list (FAQ, testimonials, authors), each with its own id, in `locale` where the
 * translation has the item (by its id), else in the first language; in the list's order.
 */
export function localizedItems<I extends { id: string }>(
  listing: Listing,
  items: readonly I[],
  translation: SourceEntry | undefined,
  locale: Locale,
): Localized<Listed<I>>[] {
  const list = locale === DEFAULT_LOCALE ? undefined : translated(translation);
  const words = new Map(((list?.data ?? []) as { id: string }[]).map((item) => [item.id, item]));
  const shown = items.map((data) => {
    const own = words.get(data.id);
    return { id: data.id, data: overlayTranslation(data, own), lang: own ? locale : DEFAULT_LOCALE };
  });
  return inOrder(shown, listing);
}
