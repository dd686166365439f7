// @ts-check
// Two entries of one list at the same position (`order: 2` on two questions, two plans or two categories): the
// site sorts by position, so which of the two comes first would be left to the order the files are read in.
// Positions are facts, written in the first language only, so only its entries are compared.

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 */

/**
 * @param {Entry[]} entries
 * @returns {Problem[]}
 */
export function orderProblems(entries) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, Entry>} */
  const seen = new Map();
  for (const entry of entries) {
    const order = /** @type {{ order?: unknown } | null} */ (entry.data)?.order;
    if (entry.isTranslation || typeof order !== 'number') continue;
    // Items of a list file are ordered within their file; entries of their own, within their collection.
    const list = entry.prefix.length ? entry.source.file : entry.collection.name;
    const key = `${list}\u0000${order}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      continue;
    }
    // An item of a list is named by its id and line, an entry of its own by its file.
    const firstPlace = first.prefix.length
      ? `${first.id ? `"${first.id}"` : first.labelPrefix} on line ${first.source.lineOf([...first.prefix, 'order'])}`
      : first.source.file;
    problems.push({
      file: entry.source.file,
      line: entry.source.lineOf([...entry.prefix, 'order']),
      field: entry.labelPrefix ? `${entry.labelPrefix} → order` : 'order',
      kind: 'duplicate',
      message: `Position ${order} is also the position of ${firstPlace}: the positions no longer say which of the two comes first.`,
      advice: 'Give each one a position of its own; positions need not follow on from each other (1, 2, 5 is fine).',
    });
  }
  return problems;
}
