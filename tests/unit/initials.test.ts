import { describe, expect, it } from 'vitest';
import { initials } from '../../src/lib/initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Grace Hopper')).toBe('GH');
    expect(initials('  Anna  van der Berg ')).toBe('AB');
  });
  it('copes with one name, lower case, accents and empty input', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('émile zola')).toBe('ÉZ');
    expect(initials('')).toBe('');
  });
});
