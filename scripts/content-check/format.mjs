// @ts-check
// How the content check's findings are printed: one block per problem, file:line and field first.

import { languageLabel, languageName } from './language-names.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./check.mjs').Untranslated} Untranslated
 */

/** How many untranslated files a line names before it only counts the rest. */
const NAMED_FILES = 5;

/**
 * @param {Problem} problem
 * @returns {string} e.g. `content/plans/starter.yaml:4  monthly\n  Write the price as a plain number…`
 */
export function formatProblem(problem) {
  const head = `${problem.file}:${problem.line}${problem.field ? `  ${problem.field}` : ''}`;
  return [head, `  ${problem.message}`, ...(problem.advice ? [`  ${problem.advice}`] : [])].join('\n');
}

/**
 * @param {Problem[]} problems
 * @param {{ dev?: boolean }} [options] `dev`: worded for `astro dev`, which keeps running and shows the problems in the browser
 * @returns {string}
 */
export function formatReport(problems, { dev = false } = {}) {
  if (!problems.length) return 'Content check: every file in content/ is fine.';
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  const them = problems.length === 1 ? 'it' : 'them';
  return [
    `Content check: ${count} in content/.${dev ? ` Every page of the preview shows ${them} until fixed.` : ' Nothing was built.'}`,
    '',
    ...problems.map((problem) => `${formatProblem(problem)}\n`),
    dev
      ? `Fix ${them} and save: the preview reloads by itself.`
      : `Fix ${them} and run the command again. docs/writing.md explains each message.`,
  ].join('\n');
}

/** Kinds of problem the preview shows the page with, so that a writer sees a new page at once, but the build refuses. */
const UNFINISHED = new Set(['placeholder', 'untranslated']);

/**
 * A problem that stops the preview: every kind but a placeholder (a scaffold's ✎ sentence, a draft's stand-in
 * picture) and a copy not yet translated.
 */
export const isMistake = (/** @type {Problem} */ problem) => !UNFINISHED.has(problem.kind);

/**
 * The report of `astro dev`: the mistakes, which replace the pages of the preview, and how many placeholders and
 * copies not yet translated are left, which the preview shows but the build refuses.
 * @param {Problem[]} problems
 * @returns {string}
 */
export function formatDevReport(problems) {
  const mistakes = problems.filter(isMistake);
  const count = (/** @type {string} */ kind) => problems.filter((problem) => problem.kind === kind).length;
  const [placeholders, copies] = [count('placeholder'), count('untranslated')];
  const left = placeholders + copies;
  if (!left) return formatReport(mistakes, { dev: true });
  const them = left === 1 ? 'it' : 'them';
  const parts = [
    ...(placeholders
      ? [
          `${placeholders === 1 ? 'one placeholder' : `${placeholders} placeholders`} still to replace (sentences marked ✎ and the like)`,
        ]
      : []),
    ...(copies
      ? [
          `${copies === 1 ? 'one translation' : `${copies} translations`} still marked as not yet translated to finish or copy again`,
        ]
      : []),
  ];
  const note = `${parts.join(', and ')}: the preview shows ${them}, \`npm run build\` refuses ${them} (\`npm run check:content\` lists ${them}).`;
  return mistakes.length ? `${formatReport(mistakes, { dev: true })}\n(${note})` : `Content check: ${note}`;
}

/**
 * One line per language with files not yet translated, e.g. `German (de): 2 files not yet translated, shown in
 * English: content/services/x.mdx, content/faq.yaml; 1 post not yet translated, left out of the German blog:
 * content/blog/y.mdx.` Information, not a problem: nothing when all is translated.
 * @param {Untranslated[]} untranslated
 * @returns {string[]}
 */
export function formatUntranslated(untranslated) {
  return untranslated.map(({ locale, shownIn, files, leftOut }) => {
    const parts = [
      ...(files.length
        ? [`${countOf(files, 'file')} not yet translated, shown in ${languageName(shownIn)}: ${named(files)}`]
        : []),
      ...(leftOut.length
        ? [
            `${countOf(leftOut, 'post')} not yet translated, left out of the ${languageName(locale)} blog: ${named(leftOut)}`,
          ]
        : []),
    ];
    return `${languageLabel(locale)}: ${parts.join('; ')}.`;
  });
}

/** `1 file`, `2 files`. */
const countOf = (/** @type {string[]} */ files, /** @type {string} */ noun) =>
  files.length === 1 ? `1 ${noun}` : `${files.length} ${noun}s`;

/** The first files by name, and how many more there are. */
function named(/** @type {string[]} */ files) {
  const rest =
    files.length > NAMED_FILES ? ` and ${files.length - NAMED_FILES} more (\`npm run translations\` lists them)` : '';
  return `${files.slice(0, NAMED_FILES).join(', ')}${rest}`;
}
