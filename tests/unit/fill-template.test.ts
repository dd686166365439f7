import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/lib/fill-template';

describe('fillTemplate', () => {
  it('fills every placeholder it has a value for', () => {
    expect(fillTemplate('{plan} plan sign-up ({period})', { plan: 'Premium', period: 'Yearly' })).toBe('Premium plan sign-up (Yearly)');
    expect(fillTemplate('{plan} and {plan}', { plan: 'A' })).toBe('A and A');
  });
  it('leaves unknown placeholders as written, so a typo shows on the page instead of vanishing', () => {
    expect(fillTemplate('Loading the {plna} plan…', { plan: 'Premium' })).toBe('Loading the {plna} plan…');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
