// @ts-check
// Knowing when a page has stopped changing, without guessing a delay: a script added before the page's
// own counts its pending short timers (a scroll-spy waits 100 ms before it moves its highlight, Astro's
// idle hydration may wait 200 ms), and the page is calm once no such timer is pending and two frames have
// passed without a change to the DOM. Timers longer than LONG_TIMER_MS (a request's time-out) are not
// waited for, and neither is setInterval.

/** Timers at least this long are not waited for. */
const LONG_TIMER_MS = 2000;
/** The longest a page may take to become calm; after that the shot is taken as the page is. */
const CALM_LIMIT_MS = 5000;

/**
 * Runs in the page before its own scripts (Page.addInitScript): wraps setTimeout and clearTimeout to
 * count short timers, and records when the DOM last changed.
 * @param {number} longTimer
 */
function trackPendingWork(longTimer) {
  const pending = new Set();
  const { setTimeout: set, clearTimeout: clear } = window;
  const tracked = /** @type {Window & { reviewCalm?: { timers: () => number, lastChange: number } }} */ (window);
  tracked.reviewCalm = { timers: () => pending.size, lastChange: 0 };
  window.setTimeout = /** @type {typeof window.setTimeout} */ (
    (/** @type {TimerHandler} */ handler, /** @type {number | undefined} */ delay, /** @type {any[]} */ ...args) => {
      /** @type {number} */
      let id;
      const run =
        typeof handler === 'function'
          ? (/** @type {any[]} */ ...values) => (pending.delete(id), handler(...values))
          : handler;
      id = set(run, delay, ...args);
      if (typeof handler === 'function' && (delay ?? 0) < longTimer) pending.add(id);
      return id;
    }
  );
  window.clearTimeout = (id) => {
    pending.delete(id);
    clear(id);
  };
  new MutationObserver(() => {
    if (tracked.reviewCalm) tracked.reviewCalm.lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Adds the tracker to every page the context opens.
 * @param {import('@playwright/test').BrowserContext} context
 */
export const trackCalm = (context) => context.addInitScript(trackPendingWork, LONG_TIMER_MS);

/**
 * Waits until the page is calm: no short timer pending and no DOM change during the last two frames.
 * First it lets two frames render and then waits for an intersection observer of its own to report:
 * observers are told in turn, so by then every observer of the page has heard of the last layout change
 * (a resize, say) and set any timer it wanted. Returns when the DOM last changed.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number>}
 */
export async function waitForCalm(page) {
  return page.evaluate(async (limit) => {
    const tracked = /** @type {Window & { reviewCalm?: { timers: () => number, lastChange: number } }} */ (window);
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    await frame();
    await frame();
    await new Promise((done) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        done(undefined);
      });
      observer.observe(document.documentElement);
    });
    const start = performance.now();
    for (;;) {
      const before = tracked.reviewCalm?.lastChange ?? 0;
      await frame();
      await frame();
      const calm = (tracked.reviewCalm?.timers() ?? 0) === 0 && (tracked.reviewCalm?.lastChange ?? 0) === before;
      if (calm || performance.now() - start > limit) return tracked.reviewCalm?.lastChange ?? 0;
    }
  }, CALM_LIMIT_MS);
}

/**
 * When the DOM last changed (compare with what waitForCalm returned to see whether it changed since).
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number>}
 */
export const lastChange = (page) =>
  page.evaluate(
    () => /** @type {Window & { reviewCalm?: { lastChange: number } }} */ (window).reviewCalm?.lastChange ?? 0,
  );
