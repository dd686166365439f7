// The site's languages, from the `locales` list of the settings: the first is served at the plain addresses
// and written in content/; every other one is served under /<code>/ from content/<code>/.
// Relative imports carry their `.ts` extension: scripts and tests run this file in plain Node.
import { loadSettings } from '../lib/settings.ts';

/** A language code from the settings, e.g. `de`. */
export type Locale = string;

export const LOCALES: readonly Locale[] = loadSettings().locales;
/** The language of content/ and of the addresses without a language prefix. */
export const DEFAULT_LOCALE: Locale = LOCALES[0]!;
/** The languages served under a prefix, e.g. `['de', 'fr']`. */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.slice(1);

export const isLocale = (value: string | undefined): value is Locale => value !== undefined && LOCALES.includes(value);
