// Names of the review's screenshots (the shooting itself runs in tests/build/review.test.ts).
import { describe, expect, it } from 'vitest';
import { shotFile } from '../../scripts/review/shoot.mjs';
import { SHOTS, shotViews, viewName } from '../../scripts/review/shots.mjs';

describe('shotFile', () => {
  it('names a shot after its route and width', () => {
    expect(shotFile('/services/sales', 'mobile')).toBe('services__sales.mobile.png');
    expect(shotFile('/plan', 'desktop')).toBe('plan.desktop.png');
    expect(shotFile('/', 'desktop')).toBe('root.desktop.png');
    expect(shotFile('/plan', 'mobile-dark')).toBe('plan.mobile-dark.png');
  });
});

describe('the shots of a route', () => {
  it('are each width in the light theme, then in the dark one', () => {
    expect(shotViews({ mobile: 375, desktop: 1280 }, ['light', 'dark'])).toEqual({
      mobile: { width: 375, theme: 'light' },
      'mobile-dark': { width: 375, theme: 'dark' },
      desktop: { width: 1280, theme: 'light' },
      'desktop-dark': { width: 1280, theme: 'dark' },
    });
    expect(Object.values(SHOTS).map(viewName)).toEqual([
      '375 px, light',
      '375 px, dark',
      '1280 px, light',
      '1280 px, dark',
    ]);
  });
});
