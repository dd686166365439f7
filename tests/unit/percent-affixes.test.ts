import { describe, expect, it } from 'vitest';
import { percentAffixes } from '../../src/i18n/percent-affixes';

describe('percentAffixes', () => {
  it('puts the sign right after the number in English', () => {
    expect(percentAffixes('en')).toEqual({ prefix: '', suffix: '%' });
  });
  it('keeps German and French signs apart by a no-break space', () => {
    expect(percentAffixes('de').suffix).toMatch(/^[\u00a0\u202f]%$/);
    expect(percentAffixes('fr').suffix).toMatch(/^[\u00a0\u202f]%$/);
  });
  it('puts the sign first where the language does', () => {
    expect(percentAffixes('tr')).toEqual({ prefix: '%', suffix: '' });
  });
});
