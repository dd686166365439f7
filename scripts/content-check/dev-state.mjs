// @ts-check
// The latest result of the content check in `astro dev`, shared by the Vite plugin that runs the check
// (dev-watch.mjs) and the middleware that shows it (integrations/content-check-middleware.ts): both run in
// the dev server's process.

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {{ root: string, problems: Problem[], failure?: string, pending?: Promise<void> }} CheckState
 */

const KEY = Symbol.for('white-label-site.content-check');

/** @returns {CheckState | undefined} */
export const readCheckState = () => /** @type {Record<symbol, CheckState | undefined>} */ (globalThis)[KEY];

/** @param {CheckState} state */
export const shareCheckState = (state) => {
  /** @type {Record<symbol, CheckState>} */ (globalThis)[KEY] = state;
};
