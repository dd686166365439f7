// @ts-check
// A figure joined to a word by a plain hyphen (`7-day`, `30-Minuten-Termin`, `256-bit`): a browser may end a line
// after the hyphen, so a page shows "7-" at the end of one line and "day" at the start of the next. The
// non-breaking hyphen (U+2011) looks the same and keeps the two together (docs/writing.md).

/** @typedef {import('./problem.mjs').Problem} Problem */

export const NON_BREAKING_HYPHEN = '\u2011';

/**
 * A figure (`7`, `2,5`, `24/7`), a plain hyphen and a letter. The figure starts its word: `COVID-19-Regeln` and
 * `v2-beta` are names, and an address or a file name (`/blog/3-ways`, `step-1-overview`) is not copy.
 */
const FIGURE_HYPHEN = /(?<![\p{L}\p{N}_./:#@-])(\p{N}+(?:[.,/]\p{N}+)?)-(\p{L}+)/gu;

/**
 * The words of `text` that join a figure to a word with a plain hyphen, e.g. `['7-day']`.
 * @param {string} text
 */
export const figureHyphens = (text) =>
  // The check reads every text of the site on every check: most have no figure before a hyphen at all.
  FIGURE_BEFORE_HYPHEN.test(text) ? [...text.matchAll(FIGURE_HYPHEN)].map(([joined]) => joined) : [];

const FIGURE_BEFORE_HYPHEN = /\p{N}-/u;

/**
 * @param {{ file: string, line: number, field: string, text: string }[]} texts
 * @returns {Problem[]}
 */
export function figureHyphenProblems(texts) {
  return texts.flatMap(({ file, line, field, text }) => {
    const joined = [...new Set(figureHyphens(text))];
    if (!joined.length) return [];
    const [figure = '', word = ''] = /** @type {string} */ (joined[0]).split('-');
    const listed = joined.map((words) => `“${words}”`).join(', ');
    return [
      {
        file,
        line,
        field,
        kind: /** @type {const} */ ('value'),
        message: `${listed} ${joined.length === 1 ? 'joins a figure to a word' : 'join figures to words'} with a plain hyphen, after which a browser may end a line: “${figure}-” at the end of one line, “${word}” at the start of the next.`,
        advice: `Write ${joined.map((words) => words.replace('-', NON_BREAKING_HYPHEN)).join(', ')} with the non-breaking hyphen (U+2011; copy it from here: ${NON_BREAKING_HYPHEN}), which looks the same and keeps them together.`,
      },
    ];
  });
}
