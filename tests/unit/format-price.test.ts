import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/lib/format-price';

describe('formatPrice', () => {
  it('writes whole euros without decimals', () => {
    expect([29, 197, 299, 99].map(formatPrice)).toEqual(['€29', '€197', '€299', '€99']);
  });
  it('groups thousands with a comma', () => {
    expect(formatPrice(1970)).toBe('€1,970');
    expect(formatPrice(2999)).toBe('€2,999');
    expect(formatPrice(12500)).toBe('€12,500');
  });
  it('shows cents when a price has them', () => {
    expect(formatPrice(29.5)).toBe('€29.50');
    expect(formatPrice(0.99)).toBe('€0.99');
  });
  it('writes a free plan as €0', () => {
    expect(formatPrice(0)).toBe('€0');
  });
  it('refuses what is not a number of euros', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(/Cannot format the price NaN/);
  });
});
