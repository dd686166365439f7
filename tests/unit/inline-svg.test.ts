import { describe, expect, it } from 'vitest';
import { inlineSvg } from '../../src/lib/inline-svg';

describe('inlineSvg', () => {
  it('labels an illustration from public/ for screen readers', () => {
    const svg = inlineSvg('/illustrations/card-sales.svg', { label: 'A "pipeline"', className: 'w-full' });
    expect(svg).toMatch(/^<svg role="img" aria-label="A &quot;pipeline&quot;" focusable="false" class="w-full"/);
    expect(svg).toContain('viewBox="0 0 480 360"');
  });
  it('hides a decorative one', () => {
    expect(inlineSvg('/illustrations/card-sales.svg', { label: '' })).toMatch(/^<svg aria-hidden="true"/);
  });
});
