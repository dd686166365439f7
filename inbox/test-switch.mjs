// @ts-check
// The test switch: end-to-end tests make the inbox fail (500) or hold its answer to see how the form copes.
import { MODES } from './constants.mjs';

/** @typedef {import('./constants.mjs').InboxMode} InboxMode */

/**
 * @param {unknown} value
 * @returns {InboxMode}
 */
export function parseMode(value) {
  if (MODES.includes(/** @type {InboxMode} */ (value))) return /** @type {InboxMode} */ (value);
  throw new Error(`Unknown inbox mode ${JSON.stringify(value)}: use ${MODES.join(', ')}.`);
}

/** @param {InboxMode} initial */
export function createTestSwitch(initial) {
  let mode = parseMode(initial);
  /** @type {Array<() => void>} */
  let waiting = [];

  function release() {
    const released = waiting;
    waiting = [];
    for (const resume of released) resume();
    return released.length;
  }

  return {
    get mode() {
      return mode;
    },
    /** How many answers are being held. */
    get held() {
      return waiting.length;
    },
    /** @param {unknown} next */
    setMode(next) {
      mode = parseMode(next);
      if (mode !== 'hold') release();
    },
    /** Resolves at once, or, in `hold` mode, when released. */
    wait() {
      return mode === 'hold'
        ? new Promise((resume) => waiting.push(() => resume(undefined)))
        : Promise.resolve(undefined);
    },
    /** Lets every held answer go; returns how many there were. */
    release,
  };
}
