import { describe, expect, it } from 'vitest';
import { iconNames, iconSvg } from '../../src/lib/icons';

describe('iconSvg', () => {
  it('renders every icon as a sized, decorative inline SVG', () => {
    for (const name of iconNames) {
      const svg = iconSvg(name, { size: 20 });
      expect(svg, name).toMatch(/^<svg /);
      expect(svg, name).toContain('width="20" height="20"');
      expect(svg, name).toContain('aria-hidden="true"');
      expect(svg, name).not.toContain('<!--');
    }
  });
  it('labels an icon that carries meaning on its own', () => {
    const svg = iconSvg('phone', { label: 'Call "us"' });
    expect(svg).toContain('role="img" aria-label="Call &quot;us&quot;"');
    expect(svg).not.toContain('aria-hidden');
  });
});
