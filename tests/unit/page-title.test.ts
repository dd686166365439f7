import { describe, expect, it } from 'vitest';
import { pageTitle, TITLE_LIMIT, titleLength } from '../../src/lib/page-title';

describe('pageTitle', () => {
  it('puts the brand name after the page title', () => {
    expect(pageTitle('Plans and pricing', 'Nimbus')).toBe('Plans and pricing | Nimbus');
  });
  it('keeps a title that already names the brand as it is', () => {
    expect(pageTitle('About Nimbus', 'Nimbus')).toBe('About Nimbus');
  });
});

describe('titleLength', () => {
  it('counts characters as a reader does, umlauts and signs outside the basic plane as one each', () => {
    expect(titleLength('Über uns')).toBe(8);
    expect(titleLength('CRM 🚀')).toBe(5);
  });
  it('search engines show 60 characters', () => {
    expect(TITLE_LIMIT).toBe(60);
  });
});
