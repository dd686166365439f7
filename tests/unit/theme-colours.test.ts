// The dark theme's brand colours: derived so that text in them reaches AA on every dark background (their
// own soft tint included) and no lighter than that needs, or taken from the settings; and the custom
// properties global.css builds its tokens from.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrast, lightness, withLightness } from '../../src/lib/colour';
import {
  darkBrandColours,
  darkTint,
  liftForDark,
  lowestDarkContrast,
  themeColourRule,
  unreadableDarkColours,
} from '../../src/lib/theme-colours';
import { DARK_NEUTRALS, DARK_TINTS } from '../../src/styles/palette';
import { loadSettings } from '../support/content';

const settings = loadSettings();
/** The committed brand, and brands whose colours are hard to lift: pure hues, a dark green, black, a pale yellow. */
const BRANDS = [
  settings.colors,
  { primary: '#0000ff', primaryHover: '#0000cc', accent: '#ff0000' },
  { primary: '#14532d', primaryHover: '#0f3f22', accent: '#000000' },
  { primary: '#facc15', primaryHover: '#eab308', accent: '#7c2d12' },
];
const TEXTS = [DARK_NEUTRALS.ink, DARK_NEUTRALS.body, DARK_NEUTRALS.muted];

describe('derived dark brand colours', () => {
  for (const colours of BRANDS) {
    const dark = darkBrandColours(colours);

    it(`${colours.primary} / ${colours.accent}: text in brand and accent reaches AA on every dark background`, () => {
      for (const background of [DARK_NEUTRALS.page, DARK_NEUTRALS.surface, DARK_NEUTRALS.card, dark.brandSoft])
        expect(contrast(dark.brand, background), background).toBeGreaterThanOrEqual(AA_TEXT);
      for (const background of [DARK_NEUTRALS.page, DARK_NEUTRALS.surface, DARK_NEUTRALS.card, dark.accentSoft])
        expect(contrast(dark.accent, background), background).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it(`${colours.primary}: a button's label in the page's colour reaches AA on the fill and its hover shade`, () => {
      expect(contrast(DARK_NEUTRALS.page, dark.brand)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(DARK_NEUTRALS.page, dark.brandHover)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(lightness(dark.brandHover)).toBeGreaterThan(lightness(dark.brand));
    });

    it(`${colours.primary}: headings, running and secondary text reach AA on the soft tints`, () => {
      for (const tint of [dark.brandSoft, dark.accentSoft])
        for (const text of TEXTS) expect(contrast(text, tint), `${text} on ${tint}`).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }

  it('lifts a colour no further than AA needs, and keeps one that already reads', () => {
    const lifted = liftForDark(settings.colors.primary, DARK_TINTS.brandSoft);
    expect(lowestDarkContrast(lifted, DARK_TINTS.brandSoft)).toBeGreaterThanOrEqual(AA_TEXT);
    const darker = withLightness(lifted, lightness(lifted) - 0.01);
    expect(lowestDarkContrast(darker, DARK_TINTS.brandSoft)).toBeLessThan(AA_TEXT);
    expect(liftForDark('#facc15', DARK_TINTS.brandSoft)).toBe('#facc15');
  });

  it('tints the page with at most the given share of the colour', () => {
    expect(darkTint('#6d28d9', 0)).toBe(DARK_NEUTRALS.page);
    expect(contrast(darkTint('#6d28d9', DARK_TINTS.brandSoft), DARK_NEUTRALS.page)).toBeGreaterThan(1);
  });
});

describe('dark colours from the settings', () => {
  it('are used as they are', () => {
    const dark = darkBrandColours({
      ...settings.colors,
      primaryDark: '#c4b5fd',
      primaryHoverDark: '#ddd6fe',
      accentDark: '#5eead4',
    });
    expect([dark.brand, dark.brandHover, dark.accent]).toEqual(['#c4b5fd', '#ddd6fe', '#5eead4']);
  });

  it('are reported when text in them would miss AA, with the contrast they reach', () => {
    expect(unreadableDarkColours({ ...settings.colors, primaryDark: '#c4b5fd', accentDark: '#5eead4' })).toEqual([]);
    const problems = unreadableDarkColours({
      ...settings.colors,
      primaryDark: settings.colors.primary,
      primaryHoverDark: '#1e1b4b',
    });
    expect(problems.map((problem) => problem.field)).toEqual(['primaryDark', 'primaryHoverDark']);
    for (const { lowest } of problems) expect(lowest).toBeLessThan(AA_TEXT);
  });
});

describe('themeColourRule', () => {
  const rule = themeColourRule(settings.colors);

  it('sets every custom property that global.css reads from outside', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    const read = [
      ...new Set([...css.matchAll(/var\((--(?:brand|light|dark)-[a-z-]+|--scrim)\)/g)].map((match) => match[1])),
    ];
    expect(read.length).toBeGreaterThan(20);
    for (const property of read) expect(rule, property).toMatch(new RegExp(`${property}:#[0-9a-f]{6}[;}]`));
  });

  it("leaves global.css's theme no colour of its own: each comes from the palette or the settings", () => {
    const theme = /@theme inline \{([\s\S]*?)\n\}/.exec(readFileSync('src/styles/global.css', 'utf8'))![1]!;
    expect(theme.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });

  it("sets them on ::backdrop too, where older browsers inherit nothing from the page (the dialogs' scrim)", () => {
    expect(rule).toMatch(/^:root,::backdrop\{[^}]*--scrim:#[0-9a-f]{6}[;}]/);
  });

  it('carries the light colours of the settings', () => {
    expect(rule).toContain(`--brand-primary:${settings.colors.primary};`);
    expect(rule).toContain(`--brand-accent:${settings.colors.accent};`);
  });
});
