// Names and text of the review's screenshots (the shooting itself runs in tests/build/review.test.ts).
import { describe, expect, it } from 'vitest';
import { shotFile, visibleLines } from '../../scripts/review/shoot.mjs';

describe('shotFile', () => {
  it('names a shot after its route and width', () => {
    expect(shotFile('/services/sales', 'mobile')).toBe('services__sales.mobile.png');
    expect(shotFile('/plan', 'desktop')).toBe('plan.desktop.png');
    expect(shotFile('/', 'desktop')).toBe('root.desktop.png');
  });
});

describe('visibleLines', () => {
  it('trims lines, folds runs of spaces and drops empty lines', () => {
    expect(visibleLines('  Plans \n\n\tFor  all\u00a0teams\n \n€197')).toEqual(['Plans', 'For all teams', '€197']);
  });
});
