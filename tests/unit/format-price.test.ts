import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/i18n/format-price';

const en = (euros: number) => formatPrice(euros, 'en');
/** Intl separates with no-break spaces; written here as plain spaces to read. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes whole euros without decimals', () => {
    expect([29, 197, 299, 99].map(en)).toEqual(['€29', '€197', '€299', '€99']);
  });
  it('groups thousands with a comma in English', () => {
    expect(en(1970)).toBe('€1,970');
    expect(en(2999)).toBe('€2,999');
    expect(en(12500)).toBe('€12,500');
  });
  it('shows cents when a price has them', () => {
    expect(en(29.5)).toBe('€29.50');
    expect(en(0.99)).toBe('€0.99');
  });
  it('writes a free plan as €0', () => {
    expect(en(0)).toBe('€0');
  });
  it('writes German and French prices their way, the sign after the number', () => {
    expect(plain(formatPrice(29, 'de'))).toBe('29 €');
    expect(plain(formatPrice(1970, 'de'))).toBe('1.970 €');
    expect(plain(formatPrice(29.5, 'de'))).toBe('29,50 €');
    expect(plain(formatPrice(1970, 'fr'))).toBe('1 970 €');
    expect(plain(formatPrice(29.5, 'fr'))).toBe('29,50 €');
  });
  it('keeps number and sign together with no-break spaces', () => {
    expect(formatPrice(1970, 'fr')).not.toMatch(/ /);
    expect(formatPrice(29, 'de')).not.toMatch(/ /);
  });
  it('refuses what is not a number of euros', () => {
    expect(() => formatPrice(Number.NaN, 'en')).toThrow(/Cannot format the price NaN/);
  });
});
