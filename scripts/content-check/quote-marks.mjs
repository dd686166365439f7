// @ts-check
// Typographic quotes that open and never close (`“How does the trial work?`), or close a quote no mark opened: the
// page would show the stray mark. Each language pairs its own marks, so a German text that quotes the English way
// (“so”) has a closing “ with nothing open. A language missing from QUOTE_MARKS is not checked; straight quotes
// ("), single marks, which are also apostrophes (’), and another language's marks (« in English) are left alone.
import { languageName } from './language-names.mjs';

/**
 * The quotation marks of each language, opening then closing, the usual pair first: English “ … ”, German
 * „ … “ (or » … «), French « … » (and “ … ” for a quote inside a quote).
 * @type {Record<string, [string, string][]>}
 */
export const QUOTE_MARKS = {
  en: [['“', '”']],
  de: [
    ['„', '“'],
    ['»', '«'],
  ],
  fr: [
    ['«', '»'],
    ['“', '”'],
  ],
};

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 * @typedef {{ file: string, line: number, field: string, text: string, locale: string }} Text a text as a page shows it
 * @typedef {{ mark: string, unclosed: boolean, pairs: [string, string][] }} StrayQuote
 */

/**
 * The first quotation mark of `text` that a mark of its language does not pair: one opened and not closed, or
 * one closing a quote no mark opened.
 * @param {string} text
 * @param {string} locale
 * @returns {StrayQuote | undefined}
 */
export function strayQuote(text, locale) {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  const pairs = QUOTE_MARKS[language];
  if (!pairs) return undefined;
  /** @type {Set<string>} the opening marks of the quotes open at this point */
  const open = new Set();
  // Only the language's marks are read: the check runs over every text of the site.
  for (const [mark] of text.matchAll(markPattern(language, pairs))) {
    // A closing mark first: German “ closes „ even though English opens with it.
    const closes = pairs.find(([opening, closing]) => closing === mark && open.has(opening));
    if (closes) {
      open.delete(closes[0]);
      continue;
    }
    if (pairs.some(([opening]) => opening === mark)) {
      if (open.has(mark)) return { mark, unclosed: true, pairs };
      open.add(mark);
    } else if (pairs.some(([, closing]) => closing === mark)) {
      return { mark, unclosed: false, pairs };
    }
  }
  const [unclosed] = open;
  return unclosed === undefined ? undefined : { mark: unclosed, unclosed: true, pairs };
}

/** @type {Map<string, RegExp>} language → a pattern of its marks */
const markPatterns = new Map();
/**
 * @param {string} language
 * @param {[string, string][]} pairs
 */
function markPattern(language, pairs) {
  let pattern = markPatterns.get(language);
  if (!pattern) markPatterns.set(language, (pattern = new RegExp(`[${[...new Set(pairs.flat())].join('')}]`, 'gu')));
  return pattern;
}

/**
 * @param {Text[]} texts
 * @returns {Problem[]}
 */
export function quoteProblems(texts) {
  return texts.flatMap(({ file, line, field, text, locale }) => {
    const stray = strayQuote(text, locale);
    if (!stray) return [];
    const { mark, unclosed, pairs } = stray;
    const [opening, closing] = /** @type {[string, string]} */ (pairs.find((pair) => pair.includes(mark)));
    const usual = pairs.map((pair) => `${pair[0]} … ${pair[1]}`).join(' or ');
    return [
      {
        file,
        line,
        field,
        kind: /** @type {const} */ ('value'),
        message: unclosed
          ? `This text opens a quote with ${mark} and never closes it: the page would show the stray ${mark}.`
          : `This text has a closing ${mark} that no quote mark opens: the page would show it stray.`,
        advice: `${unclosed ? `Close the quote with ${closing} where it ends` : `Open the quote with ${opening} where it starts`}, or delete the ${mark}. ${languageName(locale)} quotes are written ${usual}.`,
      },
    ];
  });
}
