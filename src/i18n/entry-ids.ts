// The ids of content entries in every language. An entry of content/ keeps its file name as its id (`sales`,
// also its address); its translation in content/de/ gets the same name after the language (`de/sales`).
import { slug } from 'github-slugger';
import { PREFIXED_LOCALES, type Locale } from './locales';

/**
 * The id of the entry in a file, from its path under content/: `de/categories/sales.mdx` → `de/sales`. The
 * file name is made a slug as Astro does by default (`CRM Solution.mdx` → `crm-solution`): it is an address.
 */
export function entryId(pathInContent: string): string {
  const segments = pathInContent.split('/');
  const name = slug(segments.at(-1)!.replace(/\.[^.]+$/, ''));
  return PREFIXED_LOCALES.includes(segments[0]!) ? `${segments[0]}/${name}` : name;
}

/** The id an entry's translation into `locale` has. */
export const translationId = (id: string, locale: Locale) => `${locale}/${id}`;

/** Whether an id belongs to a translation rather than to an entry of content/. */
export const isTranslationId = (id: string) => id.includes('/');
