// @ts-check
// A translator who finds an outdated translation still right (its first-language file changed in a way this
// language need not follow: a typo, a punctuation mark) says so with `npm run translations -- --checked <file>`.
// The translation then gets a line under its heading comments naming the version of the file it was checked
// against, e.g. `# Checked against content/pages/privacy.mdx [3f9c1a2e]: its words need no change here.`, and
// counts as translated again once committed, as it would after a new translation: a translation is outdated
// when its first-language file changed after it (status.mjs). The fingerprint makes each check a change of its own.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { CONTENT_FOLDER } from '../../src/lib/content-folder.ts';
import { fingerprint, translateCopyAdvice } from '../../src/lib/untranslated-copies.ts';

/** Starts the line that records a check. */
export const CHECKED_MARK = '# Checked against';

/**
 * `text` (a translation) with the line that records its check against `original` (whose text is
 * `originalText`): in place of such a line it already has, or else after the comment lines that head its YAML.
 * @param {string} text
 * @param {string} original the first-language file, from the project root, e.g. `content/pages/privacy.mdx`
 * @param {string} originalText
 */
export function withCheckedMark(text, original, originalText) {
  const mark = `${CHECKED_MARK} ${original} [${fingerprint(originalText)}]: its words need no change here.`;
  const lines = text.split('\n');
  const existing = lines.findIndex((line) => line.startsWith(CHECKED_MARK));
  if (existing >= 0) lines[existing] = mark;
  else {
    let at = lines[0]?.trimEnd() === '---' ? 1 : 0;
    while (lines[at]?.startsWith('#')) at += 1;
    lines.splice(at, 0, mark);
  }
  return lines.join('\n');
}

/**
 * Records the check of each translation in `files` (paths from the project root or the working folder) that
 * `report` (status.mjs) lists as outdated, and says for each what was done.
 * @param {string} root the project folder
 * @param {string[]} files
 * @param {import('./status.mjs').TranslationReport} report
 * @returns {{ file: string, marked: boolean, message: string }[]}
 */
export function markChecked(root, files, report) {
  const translated = report.locales.slice(1);
  return files.map((given) => {
    const file = relative(root, resolve(root, given)).split(sep).join('/');
    const [folder, locale = '', ...rest] = file.split('/');
    const original = [CONTENT_FOLDER, ...rest].join('/');
    const state = report.rows.find((row) => row.file === original)?.states[locale];
    const refuse = (/** @type {string} */ message) => ({ file, marked: false, message: `${file}: ${message}` });
    if (folder !== CONTENT_FOLDER || !translated.includes(locale) || !state || state === 'missing')
      return refuse(
        `not a translation of a file of ${CONTENT_FOLDER}/. Name the translation, e.g. ${CONTENT_FOLDER}/${translated[0] ?? 'de'}/pages/home.yaml.`,
      );
    if (state === 'translated') return refuse('already up to date: nothing to mark.');
    if (state === 'untranslated') return refuse(`still a copy not yet translated: ${translateCopyAdvice()}.`);
    const path = join(root, file);
    const originalText = readFileSync(join(root, original), 'utf8');
    writeFileSync(path, withCheckedMark(readFileSync(path, 'utf8'), original, originalText));
    return {
      file,
      marked: true,
      message: `${file}: marked as checked against ${original}. Commit it, and it counts as translated.`,
    };
  });
}
