// @ts-check
// Quotes YAML cannot read, at the line a writer must fix and in words that say how. The parser reports a quote
// never closed at the end of the file (often after its last line), and a text that starts with a quoted word
// ("Free" trial) as a stray scalar, for which "put it in double quotes" is advice that cannot help; a text
// with ": " in it is, in its words, a nested mapping in a compact mapping.
import { Parser } from 'yaml';

/**
 * @typedef {{ line: number, message: string, code: string, advice: string, field?: string }} QuoteError
 * @typedef {{ type?: string, offset?: number, source?: string }} CstNode
 */

/**
 * What to say of the parser's first error when a quote causes it, or undefined.
 * @param {string} yaml
 * @param {{ code: string, pos: [number, number] }} error
 * @param {(offset: number) => number} lineAt the 1-based line of an offset in the YAML
 * @returns {QuoteError | undefined}
 */
export function quoteError(yaml, error, lineAt) {
  if (error.code === 'MISSING_CHAR') {
    const open = unclosedQuote(yaml);
    if (!open) return undefined;
    const line = yaml.slice(open.offset).split('\n')[0] ?? '';
    const curly = /[“”„«»]\s*$/.test(line);
    return {
      line: lineAt(open.offset),
      code: 'QUOTE_NOT_CLOSED',
      message: `the quote (${open.mark}) that starts this text is never closed, so YAML reads the lines after it as part of the text`,
      advice: curly
        ? `End the text with a straight quote (${open.mark}) like the one it starts with, not a curly one.`
        : `Close the quote at the end of the text (${open.mark}), or remove it.`,
    };
  }
  const lineStart = yaml.lastIndexOf('\n', error.pos[0] - 1) + 1;
  const lineEnd = yaml.indexOf('\n', error.pos[0]);
  const text = yaml.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY') {
    // A field whose unquoted text holds ": " (`imageAlt: Illustration: a gauge`): the parser speaks of "nested
    // mappings in compact mappings".
    const field = /^(\s*(?:- )?)([^\s"'#:-][^:]*):\s+([^"'\s].*:\s.*?)\s*$/.exec(text);
    if (!field) return undefined;
    const [, indent = '', name = '', written = ''] = field;
    const single = written.includes('"');
    const quoted = single ? `'${written.replaceAll("'", "''")}'` : `"${written}"`;
    return {
      line: lineAt(lineStart),
      code: 'COLON_IN_TEXT',
      field: name,
      message: `the text of "${name}" holds ": ", which YAML reads as the start of another field`,
      advice: `Put the whole text in ${single ? 'single quotes, as it holds double ones' : 'double quotes'}: ${indent.trim() ? `${indent.trim()} ` : ''}${name}: ${quoted}`,
    };
  }
  if (error.code === 'UNEXPECTED_TOKEN') {
    const value = /^\s*(?:- )?(?:[^\s"'#:][^:]*:\s+)?((["'])[^"']*\2\s*\S.*)$/.exec(text);
    if (!value) return undefined;
    const [, written = '', mark = '"'] = value;
    const other = mark === '"' ? "'" : '"';
    const quoted = `${other}${other === "'" ? written.replaceAll("'", "''") : written}${other}`;
    return {
      line: lineAt(lineStart),
      code: 'TEXT_AFTER_QUOTE',
      message: `this text starts with a quoted word: YAML reads the text as ending at its second quote (${mark}), and cannot read what follows`,
      advice: `Put the whole text in the other kind of quotes: ${quoted}. Or write the quotes inside it as typographic ones (“ ”), which YAML reads as letters.`,
    };
  }
  return undefined;
}

/**
 * The quoted text of the YAML whose closing quote is missing: where it opens, and its quote.
 * @param {string} yaml
 * @returns {{ offset: number, mark: string } | undefined}
 */
function unclosedQuote(yaml) {
  /** @type {{ offset: number, mark: string } | undefined} */
  let found;
  const walk = (/** @type {unknown} */ node) => {
    if (found || !node || typeof node !== 'object') return;
    const { type, offset, source } = /** @type {CstNode} */ (node);
    const mark = type === 'double-quoted-scalar' ? '"' : type === 'single-quoted-scalar' ? "'" : undefined;
    if (mark && offset !== undefined && source !== undefined && (source.length < 2 || !source.endsWith(mark)))
      found = { offset, mark };
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  for (const token of new Parser().parse(yaml)) walk(token);
  return found;
}
