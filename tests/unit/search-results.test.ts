// @vitest-environment jsdom
// What the search dialog makes of Pagefind's answers: the excerpt's marked words as nodes, never as HTML, and
// the count line in the visitor's words (read from content/, in every language).
import { describe, expect, it } from 'vitest';
import { markedExcerpt } from '../../src/lib/search/excerpt';
import { countLine } from '../../src/lib/search/search-dialog';
import { loadNavigation } from '../support/content';
import { LOCALES } from '../../src/i18n/locales';

const shown = (fragment: DocumentFragment) => {
  const holder = document.createElement('p');
  holder.append(fragment);
  return holder;
};

describe('markedExcerpt', () => {
  it('keeps the marked words in <mark> and the rest as text', () => {
    const excerpt = shown(markedExcerpt('Send <mark>invoices</mark> and track <mark>payments</mark>.'));
    expect([...excerpt.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['invoices', 'payments']);
    expect(excerpt.textContent).toBe('Send invoices and track payments.');
  });

  it('turns any other markup into its text, so nothing in an excerpt can add elements or run', () => {
    const excerpt = shown(
      markedExcerpt('a <img src=x onerror="alert(1)"><b>bold</b> <mark><i>x</i></mark> &lt;tag&gt;'),
    );
    expect([...excerpt.querySelectorAll('*')].map((element) => element.tagName)).toEqual(['MARK']);
    expect(excerpt.querySelector('mark')!.innerHTML).toBe('x');
    expect(excerpt.textContent).toBe('a bold x <tag>…');
  });

  it('ends an excerpt cut inside a sentence with an ellipsis, and leaves one that ends a sentence as it is', () => {
    expect(shown(markedExcerpt('Von Anna Berg, <mark>Gärtnerin</mark>')).textContent).toBe('Von Anna Berg, Gärtnerin…');
    for (const whole of ['Track <mark>payments</mark>.', 'Ça marche ?', 'Das Schild sagte „offen.“', 'So « vite ! »'])
      expect(shown(markedExcerpt(whole)).textContent).toBe(whole.replace(/<\/?mark>/g, ''));
  });
});

describe('countLine', () => {
  for (const locale of LOCALES) {
    const words = loadNavigation(locale).search;
    it(`says how many results there are for the words typed, in ${locale}`, () => {
      expect(countLine(words, 'crm', 0)).toBe(words.noResults.replace('{query}', 'crm'));
      expect(countLine(words, 'crm', 1)).toBe(words.oneResult.replace('{query}', 'crm'));
      expect(countLine(words, 'crm', 7)).toBe(words.results.replace('{query}', 'crm').replace('{count}', '7'));
      for (const count of [0, 1, 7]) expect(countLine(words, 'crm', count)).not.toMatch(/\{\w+\}/);
    });
  }
});
