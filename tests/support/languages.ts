// The languages the tests of translation tools work with: the settings' own, and when the content is translated
// into fewer than two, languages added to a scratch copy of the project, translated by copies of content/.
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadSettings } from './content';
import type { ProjectCopy } from './project-copy';

const locales = loadSettings().locales;
/** Languages a copy gains when the content has fewer than two besides the first. */
const added = ['de', 'fr', 'it', 'nl']
  .filter((code) => !locales.includes(code))
  .slice(0, Math.max(0, 3 - locales.length));

/** The language of content/, and two languages it is translated into in content/<code>/ (after addLanguages). */
export const [firstLanguage, translatedLanguage, otherLanguage] = [...locales, ...added] as [string, string, string];
/** Every language of a copy after addLanguages. */
export const copyLanguages = [...locales, ...added];

/** Gives a copy the languages of `added`, each translated by a copy of the files of content/. */
export function addLanguages(copy: ProjectCopy) {
  if (!added.length) return;
  copy.edit('content/settings/site.yaml', (text) =>
    text.replace(/^locales:.*$/m, `locales: [${copyLanguages.join(', ')}]`),
  );
  const content = join(copy.dir, 'content');
  const originals = readdirSync(content).filter((name) => name !== 'settings' && !locales.includes(name));
  const { brand, contact, footer } = loadSettings();
  const settings = {
    brand: { tagline: brand.tagline },
    contact: { whatsappGreeting: contact.whatsappGreeting },
    footer,
  };
  for (const code of added) {
    for (const name of originals) cpSync(join(content, name), join(content, code, name), { recursive: true });
    mkdirSync(join(content, code, 'settings'));
    writeFileSync(join(content, code, 'settings/site.yaml'), stringify(settings));
  }
}
