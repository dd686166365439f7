// A figure joined to a word by a plain hyphen, which lets a line end on "7-" (scripts/content-check/figure-hyphens.mjs).
import { describe, expect, it } from 'vitest';
import { figureHyphenProblems, figureHyphens } from '../../scripts/content-check/figure-hyphens.mjs';

describe('figures joined to words by a plain hyphen', () => {
  it('are found in every language, decimals and figures like 24/7 included', () => {
    expect(figureHyphens('Start a 7-day trial and book a 30-minute call.')).toEqual(['7-day', '30-minute']);
    expect(figureHyphens('Eine 7-tägige Testphase, ein 2,5-stündiger Kurs.')).toEqual(['7-tägige', '2,5-stündiger']);
    expect(figureHyphens('Paiement 3-D Secure.')).toEqual(['3-D']);
    expect(figureHyphens('Unser 24/7-Support antwortet.')).toEqual(['24/7-Support']);
  });

  it('are not found once joined by the non-breaking hyphen, nor in names, addresses and dates', () => {
    expect(figureHyphens('A 7‑day trial, 256‑bit keys.')).toEqual([]);
    expect(figureHyphens('COVID-19-Regeln, v2-beta, B2B-Kunden')).toEqual([]);
    expect(figureHyphens('/blog/3-ways, step-1-overview.svg, #2-columns, team@7-a.example')).toEqual([]);
    expect(figureHyphens('2026-11-29, pages 3-5')).toEqual([]);
  });

  it('are reported once per text, with the words to write instead', () => {
    const [problem, ...others] = figureHyphenProblems([
      {
        file: 'content/faq.yaml',
        line: 4,
        field: 'question',
        text: 'A 7-day trial, then a 7-day refund and 30-minute calls',
      },
      { file: 'content/faq.yaml', line: 5, field: 'answer', text: 'A 7‑day trial.' },
    ]);
    expect(others).toEqual([]);
    expect(problem).toEqual({
      file: 'content/faq.yaml',
      line: 4,
      field: 'question',
      kind: 'value',
      message:
        '“7-day”, “30-minute” join figures to words with a plain hyphen, after which a browser may end a line: “7-” at the end of one line, “day” at the start of the next.',
      advice:
        'Write 7‑day, 30‑minute with the non-breaking hyphen (U+2011; copy it from here: ‑), which looks the same and keeps them together.',
    });
  });
});
