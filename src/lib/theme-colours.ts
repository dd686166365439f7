// The brand's colours in both themes, as the custom properties global.css builds its tokens from. The
// dark theme's brand colours are the settings' `primaryDark`, `primaryHoverDark` and `accentDark` when a
// brand sets them, else derived here: the same hue, made just light enough that text in it reaches WCAG AA
// on every dark background it is used on, its own soft tint included. Brand fills carry text in the page's
// colour in the dark theme, so the same contrast holds for a button's label on its fill.
// Relative imports carry their `.ts` extension: the settings schema loads this file in plain Node too.
import type { BrandColours } from '../schemas/brand-colours.ts';
import { DARK_HOVER_LIFT, DARK_NEUTRALS, DARK_TINTS, LIGHT_NEUTRALS, SCRIM } from '../styles/palette.ts';
import { AA_TEXT, contrast, lightness, mix, withLightness } from './colour.ts';

type Colours = BrandColours;

/** The dark theme's brand colours. */
export interface DarkBrandColours {
  brand: string;
  brandHover: string;
  brandSoft: string;
  brandMuted: string;
  accent: string;
  accentSoft: string;
}

/** The backgrounds that brand- and accent-coloured text sits on in the dark theme, besides its soft tint. */
const DARK_BACKGROUNDS = [DARK_NEUTRALS.page, DARK_NEUTRALS.surface, DARK_NEUTRALS.card];
/** The text colours that also sit on a soft tint (a tinted box holds headings, running and secondary text). */
const NEUTRAL_TEXTS = [DARK_NEUTRALS.ink, DARK_NEUTRALS.body, DARK_NEUTRALS.muted];

/**
 * The soft background of `colour` in the dark theme: `colour` mixed into the page, at the largest share up
 * to `most` (in steps of 1 %) on which the neutral text colours keep AA.
 */
export function darkTint(colour: string, most: number): string {
  for (let percent = Math.round(most * 100); percent > 0; percent--) {
    const tint = mix(colour, DARK_NEUTRALS.page, percent / 100);
    if (NEUTRAL_TEXTS.every((text) => contrast(text, tint) >= AA_TEXT)) return tint;
  }
  return DARK_NEUTRALS.page;
}

/**
 * The lowest contrast `colour` has as text on the dark backgrounds and, given the share of its soft tint
 * (see darkTint), on that tint too.
 */
export function lowestDarkContrast(colour: string, tintShare?: number): number {
  const backgrounds = tintShare ? [...DARK_BACKGROUNDS, darkTint(colour, tintShare)] : DARK_BACKGROUNDS;
  return Math.min(...backgrounds.map((background) => contrast(colour, background)));
}

/**
 * `colour` itself when text in it reaches AA on the dark backgrounds (see lowestDarkContrast), else the
 * darkest shade of its hue that does, in steps of 0.005 OKLCH lightness.
 */
export function liftForDark(colour: string, tintShare?: number): string {
  if (lowestDarkContrast(colour, tintShare) >= AA_TEXT) return colour;
  for (let L = lightness(colour); L < 1; L += 0.005) {
    const candidate = withLightness(colour, L);
    if (lowestDarkContrast(candidate, tintShare) >= AA_TEXT) return candidate;
  }
  return '#ffffff';
}

/** The dark theme's brand colours: those the settings give, the others derived (see the top of this file). */
export function darkBrandColours(colours: Colours): DarkBrandColours {
  const brand = colours.primaryDark ?? liftForDark(colours.primary, DARK_TINTS.brandSoft);
  const accent = colours.accentDark ?? liftForDark(colours.accent, DARK_TINTS.accentSoft);
  return {
    brand,
    brandHover: colours.primaryHoverDark ?? withLightness(brand, Math.min(1, lightness(brand) + DARK_HOVER_LIFT)),
    brandSoft: darkTint(brand, DARK_TINTS.brandSoft),
    brandMuted: mix(brand, DARK_NEUTRALS.page, DARK_TINTS.brandMuted),
    accent,
    accentSoft: darkTint(accent, DARK_TINTS.accentSoft),
  };
}

/** The dark colours a brand may set, each with the share of its soft tint (see darkTint), if it has one. */
const SETTABLE_DARK_COLOURS = {
  primaryDark: DARK_TINTS.brandSoft,
  primaryHoverDark: undefined,
  accentDark: DARK_TINTS.accentSoft,
} as const;

/** Each dark colour the settings give in which text would miss AA, with its lowest contrast (rounded down). */
export function unreadableDarkColours(colours: Colours) {
  return (Object.keys(SETTABLE_DARK_COLOURS) as (keyof typeof SETTABLE_DARK_COLOURS)[]).flatMap((field) => {
    const colour = colours[field];
    const lowest = colour ? lowestDarkContrast(colour, SETTABLE_DARK_COLOURS[field]) : AA_TEXT;
    return lowest < AA_TEXT ? [{ field, lowest: Math.floor(lowest * 100) / 100 }] : [];
  });
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The rule with every colour global.css needs from outside: the brand's light colours (`--brand-primary`,
 * `--brand-primary-hover`, `--brand-accent`), the light theme's neutrals (`--light-*`), the whole dark
 * palette (`--dark-*`) and the scrim (`--scrim`). It also sets them on `::backdrop`, the veil behind a modal
 * dialog, which inherits nothing from the page before Chrome 122, Firefox 120 and Safari 17.4.
 */
export function themeColourRule(colours: Colours): string {
  const properties: Record<string, string> = {
    'brand-primary': colours.primary,
    'brand-primary-hover': colours.primaryHover,
    'brand-accent': colours.accent,
    scrim: SCRIM,
  };
  for (const [name, value] of Object.entries(LIGHT_NEUTRALS)) properties[`light-${kebab(name)}`] = value;
  const dark = { ...DARK_NEUTRALS, ...darkBrandColours(colours) };
  for (const [name, value] of Object.entries(dark)) properties[`dark-${kebab(name)}`] = value;
  return `:root,::backdrop{${Object.entries(properties)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';')}}`;
}
