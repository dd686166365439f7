// No interface string is missing from any language: every file of wording that frames the pages (header and
// footer, each page's labels and headings, the preview's notes, the settings' sentences) has its copy in every
// language, with a value for every field the English file fills, so no German or French page falls back to an
// English label.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '../../src/i18n/locales';
import { INTERFACE_FILES, interfaceFields } from '../support/interface-strings';

describe('interface strings in every language', () => {
  it('reads the interface files of the first language', () => {
    for (const path of INTERFACE_FILES) expect(interfaceFields(path, DEFAULT_LOCALE)?.length, path).toBeGreaterThan(0);
    expect(INTERFACE_FILES).toContain('navigation.yaml');
  });

  for (const locale of PREFIXED_LOCALES) {
    it(`${locale} has a copy of every interface file, with every field of the English one and no other`, () => {
      const problems = INTERFACE_FILES.flatMap((path) => {
        const translated = interfaceFields(path, locale);
        if (!translated) return [`${path}: no ${locale} copy`];
        const english = interfaceFields(path, DEFAULT_LOCALE)!.map((field) => field.path);
        const own = translated.map((field) => field.path);
        return [
          ...english.filter((field) => !own.includes(field)).map((field) => `${path}: ${field} is missing`),
          ...own.filter((field) => !english.includes(field)).map((field) => `${path}: ${field} is not in English`),
          ...translated
            .filter((field) => typeof field.value === 'string' && !field.value.trim())
            .map((field) => `${path}: ${field.path} is empty`),
        ];
      });
      expect(problems).toEqual([]);
    });
  }
});
