// @ts-check
// "Did you mean …?": the candidate nearest to a misspelt word, when it is near enough to be a typo.

/**
 * Edit distance (insertions, deletions, substitutions and swaps of neighbours each count one).
 * @param {string} a
 * @param {string} b
 */
export function editDistance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * The candidate closest to `word` (case ignored), or undefined when none is within a third of its length
 * (at least 2 edits), so that unrelated words are not suggested.
 * @param {string} word
 * @param {Iterable<string>} candidates
 */
export function closest(word, candidates) {
  const target = word.toLowerCase();
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(target, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(2, Math.floor(target.length / 3)) ? best : undefined;
}
