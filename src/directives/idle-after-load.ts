import type { ClientDirective } from 'astro';

/**
 * `client:idle-after-load`: hydrates an island once the page has loaded, painted, and the browser is idle.
 *
 * Astro's `client:idle` can fire while the browser is still waiting for the stylesheet (the main thread is idle
 * then), so on a slow connection the island's ~70 KB of React competes for bandwidth with what the first view
 * needs and can delay its paint. Waiting for `load` and one frame leaves the first view the whole connection.
 * Takes the same optional `{ timeout }` as `client:idle`.
 */
const idleAfterLoad: ClientDirective = (load, options) => {
  // Astro types `value` as a string but hands over the directive's parsed value: `true` or `{ timeout }`.
  const value: unknown = options.value;
  const timeout = typeof value === 'object' && value !== null ? (value as { timeout?: number }).timeout : undefined;
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout });
    else setTimeout(hydrate, 200);
  };
  // A callback of requestAnimationFrame runs just before a frame is painted; the timeout queued there runs after it.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(whenIdle));

  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
};

export default idleAfterLoad;
