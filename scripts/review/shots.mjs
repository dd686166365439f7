// @ts-check
// The shots the review and `npm run screenshots` take of every route: a phone's and a laptop's width, each in
// the light and the dark theme.

/** The widths every route is shot at, by label. */
export const WIDTHS = { mobile: 375, desktop: 1280 };

/** The colour themes every route is shot in, set as the device's preference, which the site follows. */
export const THEMES = /** @type {const} */ (['light', 'dark']);

/** @typedef {{ width: number, theme: (typeof THEMES)[number] }} ShotView */

/**
 * Every shot of a route, by label: each width in each theme, a dark shot after each light one. The light
 * shot keeps the width's label (`mobile`), a dark one adds its theme (`mobile-dark`).
 * @param {Record<string, number>} widths
 * @param {readonly ShotView['theme'][]} themes
 * @returns {Record<string, ShotView>}
 */
export const shotViews = (widths, themes) =>
  Object.fromEntries(
    Object.entries(widths).flatMap(([label, width]) =>
      themes.map((theme) => [theme === 'light' ? label : `${label}-${theme}`, { width, theme }]),
    ),
  );

/** The shots the review and `npm run screenshots` take of every route. */
export const SHOTS = shotViews(WIDTHS, THEMES);

/**
 * A shot's name for people: `375 px, dark`.
 * @param {ShotView} view
 */
export const viewName = ({ width, theme }) => `${width} px, ${theme}`;
