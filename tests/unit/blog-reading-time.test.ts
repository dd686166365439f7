import { describe, expect, it } from 'vitest';
import { readingMinutes, wordCount } from '../../src/lib/blog/reading-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('reading time', () => {
  it('counts the words a reader reads: headings, list items and link text, not marks, addresses or code', () => {
    const body = [
      '## A heading',
      '',
      'One [linked phrase](/plan) and **bold** text.',
      '',
      '- a list item',
      '1. Numbered',
      '',
      '```',
      'code that nobody reads aloud',
      '```',
      '<br />',
    ].join('\n');
    expect(wordCount(body)).toBe(12);
  });
  it('counts words with the letters of every language the site is written in, a hyphenated word as one', () => {
    expect(wordCount('Größere Zustellbarkeit für Ihre E-Mails, déjà délivrées.')).toBe(7);
  });
  it('rounds to whole minutes at 220 words a minute, one at least', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(100))).toBe(1);
    expect(readingMinutes(words(989))).toBe(4);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});
