// The ids of content entries in every language. An entry of content/ keeps its file name as its id (`sales`,
// also its address); its translation in content/de/ gets the same name after the language (`de/sales`).
import { entryName } from '../content-files.ts';
import { PREFIXED_LOCALES, type Locale } from './locales.ts';

/** The id of the entry in a file, from its path under content/: `de/categories/sales.mdx` → `de/sales`. */
export function entryId(pathInContent: string): string {
  const language = pathInContent.split('/')[0]!;
  return PREFIXED_LOCALES.includes(language) ? `${language}/${entryName(pathInContent)}` : entryName(pathInContent);
}

/** The id an entry's translation into `locale` has. */
export const translationId = (id: string, locale: Locale) => `${locale}/${id}`;

/** Whether an id belongs to a translation rather than to an entry of content/. */
export const isTranslationId = (id: string) => id.includes('/');
