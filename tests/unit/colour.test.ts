// The colour arithmetic the dark theme is computed with: WCAG contrast, OKLab mixing, OKLCH lightness.
import { describe, expect, it } from 'vitest';
import { contrast, lightness, mix, withLightness } from '../../src/lib/colour';

describe('contrast', () => {
  it('gives WCAG ratios, in either order', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#6d28d9', '#6d28d9')).toBe(1);
    // The grey that just passes AA on white.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('mix', () => {
  it('mixes in OKLab like color-mix(in oklab, …)', () => {
    expect(mix('#6d28d9', '#ffffff', 1)).toBe('#6d28d9');
    expect(mix('#6d28d9', '#ffffff', 0)).toBe('#ffffff');
    // Half of black and white is OKLab lightness 0.5, a darker grey than sRGB's halfway #808080.
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#636363');
  });
});

describe('withLightness', () => {
  it('gives back the colour at its own lightness', () => {
    expect(withLightness('#6d28d9', lightness('#6d28d9'))).toBe('#6d28d9');
  });

  it('moves the lightness, giving up chroma rather than leaving sRGB', () => {
    const lighter = withLightness('#6d28d9', 0.8);
    expect(lightness(lighter)).toBeCloseTo(0.8, 2);
    expect(withLightness('#0000ff', 0.97)).toMatch(/^#[0-9a-f]{6}$/);
    expect(withLightness('#808080', 0.3)).toMatch(/^#([0-9a-f]{2})\1\1$/);
  });
});
