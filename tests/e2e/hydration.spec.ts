// Islands above the fold hydrate with client:idle-after-load (src/directives/idle-after-load.ts): their
// JavaScript must not compete with the first view for a slow connection, so it is fetched only once the page
// has loaded. The stylesheet and the images are held back here to stand in for a slow connection: Astro's
// plain client:idle would fetch React while the browser waits for them.
import { expect, test } from '@playwright/test';

const HELD_BACK_MS = 1500;

for (const route of ['/home', '/plan']) {
  test(`${route}: the island's JavaScript is fetched only after the page has loaded`, async ({ page }) => {
    await page.route('**/*', async (request) => {
      if (['stylesheet', 'image'].includes(request.request().resourceType()))
        await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
      await request.continue();
    });
    await page.goto(route);
    // The first island on both pages is the one above the fold (the demo button, the plan cards).
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/, { timeout: 10_000 });

    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/_astro\/.+\.js$/.test(entry.name));
      return { loaded: navigation.loadEventEnd, scripts: scripts.map((entry) => entry.startTime) };
    });
    expect(timing.loaded).toBeGreaterThan(HELD_BACK_MS);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.loaded);
  });
}
