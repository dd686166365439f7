// @ts-check
// A translation still marked as a copy not yet translated (src/lib/untranslated-copies.ts) is fine while it
// holds the words of the file it translates (words-only-text.mjs): it is listed with the files its language
// lacks. It must not reach the site otherwise: a copy of an older text (the first language's file changed
// since, e.g. its ✎ placeholders were replaced), and a copy a translator has started on, whose marker line is
// left.
import { readFileSync } from 'node:fs';
import { languageName } from './language-names.mjs';
import { originalOf, withoutTranslation } from './translation-files.mjs';
import { wordsOnlyText } from './words-only-text.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./translation-files.mjs').ContentFiles} ContentFiles
 */

/**
 * @param {ContentFiles} files
 * @returns {Problem[]}
 */
export function copyProblems(files) {
  const originalFor = originalOf(files);
  const first = languageName(files.locales[0] ?? '');
  return files.translations.flatMap((translation) => {
    const { copy } = translation;
    const original = originalFor(translation);
    if (!copy || !original?.collection) return [];
    const where = { file: translation.file, line: copy.line, field: '', kind: /** @type {const} */ ('untranslated') };
    if (!copy.untouched)
      return [
        {
          ...where,
          message: `This translation is still marked as not yet translated (line ${copy.line}), but its text has changed since it was copied from ${original.file}.`,
          advice: `Once every text is in ${languageName(translation.locale)}, delete line ${copy.line}. The preview shows the file meanwhile; the build refuses it.`,
        },
      ];
    if (wordsOnlyText(readFileSync(original.path, 'utf8'), original.collection.translationSchema) === copy.text)
      return [];
    return [
      {
        ...where,
        message: `This copy, not yet translated, holds an older text of ${original.file}, which has changed since it was copied.`,
        advice: `Run \`npm run translations\`: it copies the ${first} text again into every copy nobody has changed. Or delete the file: ${withoutTranslation(original.collection, translation.locale, `the ${first} text`)} until it is translated.`,
      },
    ];
  });
}
