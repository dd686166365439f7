// Stands in for src/i18n/locales.ts when the content check reads src/content.config.ts: the collections then
// read the files of the first language only (content/ itself), and the check pairs each with its translations
// in content/<code>/ on its own (translation-files.mjs), from the settings of the project it checks (the
// `root` of this module's address). The settings are read without their schema, so that a mistake in them is
// reported by the check rather than thrown while the collections load.
import { fileURLToPath } from 'node:url';
import { readLocales } from '../locales.mjs';

const root = fileURLToPath(new URL(import.meta.url).searchParams.get('root') ?? '.');
const first = readLocales(root)?.[0] ?? 'en';

export const LOCALES = [first];
export const DEFAULT_LOCALE = first;
export const PREFIXED_LOCALES = [];
export const isLocale = (value) => value === first;
