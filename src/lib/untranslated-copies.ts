// A new entry's translations (`npm run new:service`, `npm run new:category`) start as copies of the words of the
// file they translate (scripts/content-check/words-only-text.mjs), marked by their first line:
// `# Not yet translated: a copy of content/… to translate into German.`
// A copy nobody has changed since is not yet translated: the check lists it with the files a language lacks
// and checks it no further (its text is the first language's, checked there), and `npm run translations`
// copies the first language's words into it again whenever they change, so a translator starts from the
// text the writer wrote. The fingerprint at the end of the line tells such a copy from one a translator has
// started on: that one keeps its text, and is refused by the build until its marker line is deleted.
// Relative imports of this file carry `.ts`: Node loads it through the content check and the commands.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { frontmatterParts } from './content-text.ts';

/** Starts the line that marks a copy not yet translated. */
export const UNTRANSLATED_MARK = '# Not yet translated';

/** What the commands tell a translator to do with such a copy (into `language`, when given). */
export const translateCopyAdvice = (language?: string) =>
  `translate its words${language ? ` into ${language}` : ''}, then delete its line "${UNTRANSLATED_MARK}: …"`;

export interface UntranslatedCopy {
  /** the file without its marker line: the text it was copied from, if untouched */
  text: string;
  /** whether the text is still the one copied (the line's fingerprint matches it) */
  untouched: boolean;
  /** the marker's line */
  line: number;
}

/** A short fingerprint of a text: eight hex digits of its SHA-256, which tell one version of it from another. */
export const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * The file `original` (its text `text`) as an untranslated copy for `language`: the marker line first, in its
 * frontmatter when it has one. `original` is the file's path from the project root, e.g.
 * `content/services/lead-nurturing.mdx`; `language` the language's name, e.g. `German`.
 */
export function untranslatedCopy(text: string, original: string, language: string): string {
  const mark = `${UNTRANSLATED_MARK}: a copy of ${original} to translate into ${language}. Translate it, then delete this line. [copy ${fingerprint(text)}]`;
  const open = frontmatterParts(text)?.open;
  return open ? `${open}${mark}${open.slice(3)}${text.slice(open.length)}` : `${mark}\n${text}`;
}

/** What a file's marker line says, or undefined when the file has none (it is a translation). */
export function readCopy(text: string): UntranslatedCopy | undefined {
  const match = /^(---\r?\n)?(# Not yet translated\b.*)\r?\n/.exec(text);
  if (!match) return undefined;
  const copied = `${match[1] ?? ''}${text.slice(match[0].length)}`;
  const recorded = /\[copy ([0-9a-f]{8})\]\s*$/.exec(match[2] ?? '')?.[1];
  return { text: copied, untouched: recorded === fingerprint(copied), line: match[1] ? 2 : 1 };
}

/**
 * Whether the file at `path` is a copy nobody has changed since it was made: it translates nothing yet, so
 * the site shows the file it copies, in that file's language, in its place.
 */
export const isUntouchedCopy = (path: string) => readCopy(readFileSync(path, 'utf8'))?.untouched === true;
