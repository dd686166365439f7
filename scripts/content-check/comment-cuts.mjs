// @ts-check
// Text that YAML cuts short without an error: in a value written without quotes, a space followed by # starts a
// note for editors, so `heading: The #1 CRM for agencies` reads as "The", and `badge: #1 choice` as nothing.
// Marketing copy says "#1" and "#tags" often, and the page would show the text cut off.
import { isPair, isScalar, isSeq, visit } from 'yaml';
import { fieldLabel } from './problem.mjs';

/**
 * @typedef {{ line: number, field: string, message: string, code: string, advice: string }} CommentCut
 */

/**
 * Every value without quotes that a note (` #…`) on the same line cuts short, with what the site would show.
 * @param {import('yaml').Document} doc
 * @param {string} yaml
 * @param {(offset: number) => number} lineAt the 1-based line of an offset in the YAML
 * @returns {CommentCut[]}
 */
export function commentCuts(doc, yaml, lineAt) {
  /** @type {CommentCut[]} */
  const cuts = [];
  visit(doc, {
    Scalar(_key, node, ancestors) {
      if (node.type !== 'PLAIN' || !node.range || typeof node.value === 'number' || typeof node.value === 'boolean')
        return;
      const end = node.range[1];
      const lineEnd = yaml.indexOf('\n', end);
      const rest = yaml.slice(end, lineEnd < 0 ? undefined : lineEnd);
      if (!/^\s*#/.test(rest)) return;
      const kept = node.value === null ? '' : String(node.value);
      const written = `${kept}${rest}`.trim();
      const quoted = written.includes('"') ? `'${written.replaceAll("'", "''")}'` : `"${written}"`;
      cuts.push({
        line: lineAt(end),
        field: fieldLabel(fieldPath([...ancestors, node])),
        code: 'TEXT_CUT_BY_COMMENT',
        message: kept
          ? `YAML reads this text only up to the "#": the site would show "${kept}" instead of "${written}"`
          : `YAML reads everything from the "#" on as a note for editors: the site would show nothing instead of "${written}"`,
        advice: `Put the whole text in quotes: ${quoted}. Without quotes, a space followed by # starts a note that the site never shows.`,
      });
    },
  });
  return cuts;
}

/**
 * The path of the last node of a chain from the document down, as the fields a writer names it by.
 * @param {readonly unknown[]} chain
 */
function fieldPath(chain) {
  /** @type {(string | number)[]} */
  const path = [];
  chain.forEach((node, at) => {
    const child = chain[at + 1];
    if (isPair(node) && child === node.value && isScalar(node.key)) path.push(String(node.key.value));
    else if (isSeq(node)) path.push(node.items.indexOf(/** @type {any} */ (child)));
  });
  return path;
}
