import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/lib/fill-template';

describe('fillTemplate', () => {
  it('fills every placeholder it has a value for', () => {
    expect(fillTemplate('{plan} checkout, billed {period}', { plan: 'Gold', period: 'quarterly' })).toBe(
      'Gold checkout, billed quarterly',
    );
    expect(fillTemplate('{plan} and {plan}', { plan: 'A' })).toBe('A and A');
  });
  it('leaves unknown placeholders as written, so a typo shows on the page instead of vanishing', () => {
    expect(fillTemplate('Opening {plna}…', { plan: 'Gold' })).toBe('Opening {plna}…');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
