import { describe, expect, it } from 'vitest';
import { darkTwinPath, inlineSvg } from '../../src/lib/inline-svg';

describe('inlineSvg', () => {
  it('labels an illustration from public/ for screen readers', () => {
    const svg = inlineSvg('/illustrations/card-sales.svg', {
      label: 'A "pipeline"',
      className: 'w-full',
      idPrefix: 'card',
    });
    expect(svg).toMatch(/^<svg role="img" aria-label="A &quot;pipeline&quot;" focusable="false" class="w-full"/);
    expect(svg).toContain('viewBox="0 0 480 360"');
  });
  it('hides a decorative one', () => {
    expect(inlineSvg('/illustrations/card-sales.svg', { label: '', idPrefix: 'card' })).toMatch(
      /^<svg aria-hidden="true"/,
    );
  });
  it('gives an illustration the style that turns it dark with the page, and the logo its own, scoped', () => {
    expect(inlineSvg('/illustrations/card-sales.svg', { label: '', idPrefix: 'card' })).toContain(
      '<style>@scope{[fill="#f5f3ff" i]{fill:light-dark(#f5f3ff,',
    );
    const logo = inlineSvg('/brand/logo.svg', { label: 'Home', idPrefix: 'header-logo' });
    expect(logo).not.toMatch(/:root|color-scheme/);
    expect(logo).toMatch(/<style>@scope\{[^<]*light-dark\(/);
    expect(logo).toContain('fill="url(#header-logo-');
  });
  it('finds the dark twin of an illustration, and none for a file without one', () => {
    expect(darkTwinPath('/illustrations/card-sales.svg')).toBe('/illustrations/dark/card-sales.svg');
    expect(darkTwinPath('/brand/logo.svg')).toBeUndefined();
  });
});
