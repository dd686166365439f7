import { describe, expect, it } from 'vitest';
import { hasPercentage, splitPercentages } from '../../src/lib/highlight-percentages';

const highlighted = (value: string) =>
  splitPercentages(value)
    .filter((part) => part.highlight)
    .map((part) => part.text);

describe('splitPercentages', () => {
  it('highlights every percentage, whole or decimal', () => {
    expect(splitPercentages('Businesses see 37% more leads and 2.5% churn')).toEqual([
      { text: 'Businesses see ', highlight: false },
      { text: '37%', highlight: true },
      { text: ' more leads and ', highlight: false },
      { text: '2.5%', highlight: true },
      { text: ' churn', highlight: false },
    ]);
  });
  it('keeps signs, spaces before the sign, decimal commas and ranges with the figure', () => {
    expect(highlighted('Up +12% in March, 4,5 % in April, 20–30% next year, 10-15% last year.')).toEqual([
      '+12%',
      '4,5 %',
      '20–30%',
      '10-15%',
    ]);
  });
  it('handles a percentage at the very start and the very end', () => {
    expect(splitPercentages('80% of buyers compare 3 vendors, and half pay 100%')).toEqual([
      { text: '80%', highlight: true },
      { text: ' of buyers compare 3 vendors, and half pay ', highlight: false },
      { text: '100%', highlight: true },
    ]);
  });
  it('leaves numbers without a percent sign as plain text', () => {
    expect(splitPercentages('Fact: 3 in 4 teams reply within 24 hours')).toEqual([
      { text: 'Fact: 3 in 4 teams reply within 24 hours', highlight: false },
    ]);
  });
  it('gives the input back when the parts are joined', () => {
    const fact =
      'Did you know? Carts recovered within 1 hour convert 3x better, lifting revenue 5–11% (and 0.8% of refunds).';
    expect(
      splitPercentages(fact)
        .map((part) => part.text)
        .join(''),
    ).toBe(fact);
  });
  it('returns nothing for an empty string', () => {
    expect(splitPercentages('')).toEqual([]);
  });
});

describe('hasPercentage', () => {
  it('tells a fact with a percentage from one without', () => {
    expect(hasPercentage('Fact: 64% of buyers')).toBe(true);
    expect(hasPercentage('Fact: most buyers')).toBe(false);
  });
});
