// The visible-text diff of the review: a content edit reads as the lines, and within them the words,
// that changed.
import { describe, expect, it } from 'vitest';
import { diffItems, diffWords, lineCounts, withContext } from '../../scripts/review/text-diff.mjs';

describe('diffItems', () => {
  it('keeps equal lines and shows a replaced line as removed, then added', () => {
    expect(diffItems(['Plans', 'Old words', 'Buy'], ['Plans', 'New words', 'Buy'])).toEqual([
      { op: 'same', text: 'Plans' },
      { op: 'removed', text: 'Old words' },
      { op: 'added', text: 'New words' },
      { op: 'same', text: 'Buy' },
    ]);
  });

  it('finds lines inserted and deleted in the middle of a page', () => {
    const before = ['a', 'b', 'c', 'd', 'e'];
    const after = ['a', 'c', 'x', 'd', 'e', 'f'];
    const diff = diffItems(before, after);
    expect(diff.filter((line) => line.op !== 'same')).toEqual([
      { op: 'removed', text: 'b' },
      { op: 'added', text: 'x' },
      { op: 'added', text: 'f' },
    ]);
    expect(diff.filter((line) => line.op !== 'added').map((line) => line.text)).toEqual(before);
    expect(diff.filter((line) => line.op !== 'removed').map((line) => line.text)).toEqual(after);
    expect(lineCounts(diff)).toEqual({ added: 2, removed: 1 });
  });

  it('handles an empty side', () => {
    expect(diffItems([], ['x'])).toEqual([{ op: 'added', text: 'x' }]);
    expect(diffItems(['x'], [])).toEqual([{ op: 'removed', text: 'x' }]);
    expect(diffItems([], [])).toEqual([]);
  });
});

describe('withContext', () => {
  it('keeps two lines around each change and marks the gaps between runs', () => {
    const lines = 'abcdefghij'.split('');
    const after = [...lines];
    after[1] = 'B';
    after[8] = 'I';
    const shown = withContext(diffItems(lines, after));
    expect(shown.map((line) => (line ? `${line.op[0]}${line.text}` : '…'))).toEqual([
      'sa',
      'rb',
      'aB',
      'sc',
      'sd',
      '…',
      'sg',
      'sh',
      'ri',
      'aI',
      'sj',
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(withContext(diffItems(['a', 'b'], ['a', 'b']))).toEqual([]);
  });
});

describe('diffWords', () => {
  it('marks the words of a line that changed', () => {
    expect(diffWords('A complete CRM for all teams.', 'A complete CRM for growing teams.')).toEqual([
      { op: 'same', text: 'A ' },
      { op: 'same', text: 'complete ' },
      { op: 'same', text: 'CRM ' },
      { op: 'same', text: 'for ' },
      { op: 'removed', text: 'all ' },
      { op: 'added', text: 'growing ' },
      { op: 'same', text: 'teams.' },
    ]);
  });
});
