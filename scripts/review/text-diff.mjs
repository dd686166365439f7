// @ts-check
// A line diff of two pages' visible text, so that a content edit reads as the words that changed: the
// longest common subsequence of the lines, then the kept lines around each change as context, and within
// a changed line the words that changed.

/**
 * @typedef {{ op: 'same' | 'removed' | 'added', text: string }} DiffLine
 * @typedef {{ op: 'same' | 'removed' | 'added', text: string }} DiffWord
 */

/**
 * The edit script from `before` to `after`, item by item (lines or words), kept items included.
 * @param {string[]} before
 * @param {string[]} after
 * @returns {DiffLine[]}
 */
export function diffItems(before, after) {
  // Common start and end are kept as they are; the table covers the middle only.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  const a = before.slice(start, before.length - end);
  const b = after.slice(start, after.length - end);
  // lengths[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  /** @type {DiffLine[]} */
  const middle = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      middle.push({ op: 'same', text: a[i] });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lengths[i + 1][j] >= lengths[i][j + 1])) {
      // Removals before additions, so that a replaced line reads old then new.
      middle.push({ op: 'removed', text: a[i++] });
    } else {
      middle.push({ op: 'added', text: b[j++] });
    }
  }
  const same = (/** @type {string} */ text) => /** @type {DiffLine} */ ({ op: 'same', text });
  return [...before.slice(0, start).map(same), ...middle, ...after.slice(after.length - end).map(same)];
}

/**
 * The changed lines with up to `context` kept lines around each change; a gap between two runs is
 * marked by a `null`. Empty when nothing changed.
 * @param {DiffLine[]} lines
 * @param {number} [context]
 * @returns {(DiffLine | null)[]}
 */
export function withContext(lines, context = 2) {
  const keep = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.op === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++) keep[k] = true;
  });
  /** @type {(DiffLine | null)[]} */
  const shown = [];
  lines.forEach((line, index) => {
    if (!keep[index]) return;
    if (shown.length && !keep[index - 1]) shown.push(null);
    shown.push(line);
  });
  return shown;
}

/**
 * The words of one changed line against the line it replaced, spaces kept with the word before them.
 * @param {string} before
 * @param {string} after
 * @returns {DiffWord[]}
 */
export function diffWords(before, after) {
  const words = (/** @type {string} */ line) => line.match(/\S+\s*/g) ?? [];
  return diffItems(words(before), words(after));
}

/**
 * How many lines a diff adds and removes.
 * @param {DiffLine[]} lines
 */
export const lineCounts = (lines) => ({
  added: lines.filter((line) => line.op === 'added').length,
  removed: lines.filter((line) => line.op === 'removed').length,
});

/**
 * How many words a diff adds and removes: each run of removed lines is compared word by word with the run of
 * added lines that follows it, so that a reworded line counts its changed words, not all of them.
 * @param {DiffLine[]} lines
 */
export function wordCounts(lines) {
  const counts = { added: 0, removed: 0 };
  for (let i = 0; i < lines.length;) {
    if (lines[i].op === 'same') {
      i++;
      continue;
    }
    /** @type {string[]} */
    const removed = [];
    /** @type {string[]} */
    const added = [];
    for (; i < lines.length && lines[i].op !== 'same'; i++)
      (lines[i].op === 'removed' ? removed : added).push(lines[i].text);
    for (const word of diffWords(removed.join(' '), added.join(' '))) if (word.op !== 'same') counts[word.op]++;
  }
  return counts;
}
