// @ts-check
// What a page's scripts cost a visitor who only loads and reads it, measured in the browser: the bytes
// transferred (headers and body as sent, compressed) for every script request from navigation until the page
// has loaded and then stays quiet, with nobody touching it. Used by the benchmark (a column beside
// Lighthouse's figures) and the end-to-end hydration test.

/** How long the page must request no script, after an idle moment, for the window to close. */
const QUIET_MS = 500;
/** Longest wait for the browser's idle callback. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Opens `url` in `page` (a Playwright page, at whatever viewport it has) and adds up its script requests.
 * "Quiet" is a painted frame, then an idle callback, then QUIET_MS, with no new script request meanwhile:
 * islands that hydrate when the browser is idle after load (Astro's client:idle) are caught.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @returns {Promise<{ bytes: number, files: string[] }>}
 */
export async function scriptBeforeInteraction(page, url) {
  /** @type {import('playwright-core').Request[]} */
  const requests = [];
  /** @param {import('playwright-core').Request} request */
  const record = (request) => {
    if (request.resourceType() === 'script') requests.push(request);
  };
  page.on('request', record);
  try {
    await page.goto(url, { waitUntil: 'load' });
    for (let seen = -1; seen !== requests.length;) {
      seen = requests.length;
      await page.evaluate(
        (timeout) =>
          new Promise((resolve) =>
            requestAnimationFrame(() => setTimeout(() => requestIdleCallback(resolve, { timeout }))),
          ),
        IDLE_TIMEOUT_MS,
      );
      await page.waitForTimeout(QUIET_MS);
      await Promise.all(requests.map((request) => request.sizes()));
    }
  } finally {
    page.off('request', record);
  }
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    bytes += sizes.responseHeadersSize + sizes.responseBodySize;
  }
  return { bytes, files: requests.map((request) => new URL(request.url()).pathname) };
}
