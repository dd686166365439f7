// Every fixed colour of the site, in both themes: all but the brand's, which are the settings'. Written here
// rather than in global.css because the brand's dark colours are computed against them
// (src/lib/theme-colours.ts). The neutrals reach the page as the --light-* and --dark-* custom properties that
// global.css maps its tokens to (one light-dark() pair per token); the illustrations' pairs turn the drawings
// dark (src/lib/illustration-dark-style.ts). Relative imports of this file carry `.ts`: Node loads it through
// the settings schema.

/** The light theme's backgrounds, lines and text colours, named as the dark theme's below. */
export const LIGHT_NEUTRALS = {
  page: '#ffffff',
  surface: '#f8fafc',
  card: '#ffffff',
  line: '#e2e8f0',
  ink: '#0f172a',
  body: '#334155',
  muted: '#52607a',
  placeholder: '#cbd5e1',
  placeholderStrong: '#94a3b8',
} as const;

/** The veil behind dialogs and menus, dark in both themes. */
export const SCRIM = '#0f172a';

/** The dark theme's backgrounds (from the page up to raised cards), lines and text colours. */
export const DARK_NEUTRALS = {
  /** The page itself, and the text on brand-coloured fills. */
  page: '#0d1321',
  /** Alternate sections and inputs' read-only state. */
  surface: '#121a2b',
  /** Cards, dialogs, menus and toasts, which sit above the page. */
  card: '#172033',
  /** Borders and dividers. */
  line: '#2a3548',
  /** Headings and strong text. */
  ink: '#f1f5f9',
  /** Running text. */
  body: '#cbd5e1',
  /** Secondary text. */
  muted: '#9aa7bd',
  /** The drawn placeholders of illustrations (lines of text, fields), pale and strong. */
  placeholder: '#334155',
  placeholderStrong: '#4b5a72',
} as const;

/** How much of the brand colour, at most, tints the page for the soft and muted backgrounds (OKLab mix). */
export const DARK_TINTS = { brandSoft: 0.14, brandMuted: 0.26, accentSoft: 0.16 } as const;

/** How much lighter (OKLCH lightness) the dark theme's hover shade is than the brand colour. */
export const DARK_HOVER_LIFT = 0.07;

/**
 * Every colour the illustrations (public/illustrations/) draw with, and the one it takes in the dark theme
 * (src/lib/illustration-dark-style.ts applies it): backgrounds, cards and
 * lines darken and keep their order, the drawn text bars swap their weight (strong bars become the
 * lightest), brand and accent fills lighten like the site's own dark colours. A colour that reads on both
 * (the traffic lights, a dark payment card) keeps itself.
 */
export const ILLUSTRATION_DARK_COLOURS = {
  '#f5f3ff': '#1c1b36',
  '#faf5ff': '#1c1b36',
  '#ede9fe': '#2e2a57',
  '#fff': '#232c42',
  '#f8fafc': '#1f283c',
  '#f1f5f9': '#2a3448',
  '#e2e8f0': '#36425a',
  '#cbd5e1': '#46536d',
  '#94a3b8': '#64748b',
  '#64748b': '#94a3b8',
  '#ddd6fe': '#3f3675',
  '#c4b5fd': '#6c5bb5',
  '#7c3aed': '#9f7aff',
  '#6d28d9': '#9571ff',
  '#0d9488': '#26a897',
  '#ccfbf1': '#173f3d',
  '#fee2e2': '#4a2329',
  '#5eead4': '#5eead4',
  '#34d399': '#34d399',
  '#fbbf24': '#fbbf24',
  '#f87171': '#f87171',
  '#ef4444': '#ef4444',
  '#111827': '#111827',
} as const;
