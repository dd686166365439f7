// The dark theme's fixed colours, written here rather than in global.css because the brand's dark colours
// are computed against them (src/lib/theme-colours.ts): both reach the page as the --dark-* custom
// properties that global.css maps its tokens to. Relative imports of this file carry `.ts`: Node loads it
// through the settings schema.

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
