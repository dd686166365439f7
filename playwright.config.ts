import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { endToEndChromiumArgs, headlessChromiumPath } from './scripts/browser.mjs';
import { BASE_SITE_DIR, BASE_SITE_PORT, EDITED_SITE, PREVIEW_BASE, SITE_DIR, SITE_PORT } from './tests/support/sites';

// End-to-end tests run against the production builds made by scripts/build-test-sites.mjs,
// served the way a CDN serves them (scripts/serve.mjs; brotli at its fast quality, as no test reads a transfer
// size). With E2E_EDITED_SITE they run against that build of
// edited content alone (scripts/test-e2e-edited.mjs): no preview build, a report and a server of their own.

// The engines to test in: Chromium unless E2E_BROWSERS names others, e.g. `E2E_BROWSERS=firefox,webkit`
// (GitHub's workflow does, after `npx playwright install --with-deps firefox webkit`). Firefox and WebKit
// are always Playwright's own builds: it cannot drive a system Firefox or WebKitGTK.
const ENGINES = {
  chromium: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: headlessChromiumPath(), args: endToEndChromiumArgs },
  },
  firefox: devices['Desktop Firefox'],
  webkit: devices['Desktop Safari'],
};
type Engine = keyof typeof ENGINES;
const engines = (process.env.E2E_BROWSERS || 'chromium').split(',').map((name) => name.trim()) as Engine[];
const unknown = engines.filter((engine) => !(engine in ENGINES));
if (unknown.length)
  throw new Error(`E2E_BROWSERS: unknown engine ${unknown.join(', ')} (use ${Object.keys(ENGINES).join(', ')})`);

const runSuffix = `${process.env.E2E_SLOT ? `-${process.env.E2E_SLOT}` : ''}${EDITED_SITE ? '-edited' : ''}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results${runSuffix}`,
  fullyParallel: true,
  // One worker per core (Playwright's default is half of them): the tests mostly wait on the browser.
  workers: availableParallelism(),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: `reports/playwright${runSuffix}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    // A failed test keeps a screenshot of the page, beside the error, its call log and the page's accessibility
    // tree that Playwright reports anyway. No trace: recorded for every test in case one fails, even without its
    // DOM snapshots, it cost 4 % of the end-to-end CPU on two cores. `npx playwright test --trace on <file>`
    // records one when a failure needs it.
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: engines.flatMap((engine) => {
    // Chromium's projects keep the plain names; the other engines' carry theirs, e.g. `site-firefox`.
    const suffix = engine === 'chromium' ? '' : `-${engine}`;
    const site = { name: `site${suffix}`, use: { ...ENGINES[engine] }, testIgnore: /base-path\.spec\.ts/ };
    if (EDITED_SITE) return [site];
    return [
      site,
      {
        name: `base-path${suffix}`,
        use: { ...ENGINES[engine], baseURL: `http://127.0.0.1:${BASE_SITE_PORT}${PREVIEW_BASE}` },
        testMatch: /base-path\.spec\.ts/,
      },
    ];
  }),
  webServer: [
    {
      command: `node scripts/serve.mjs --dir ${SITE_DIR} --port ${SITE_PORT} --fast-compression`,
      url: `http://127.0.0.1:${SITE_PORT}/home`,
      // An edited build is served fresh each time: a server already on its port may serve another build.
      reuseExistingServer: !process.env.CI && !EDITED_SITE,
    },
    ...(EDITED_SITE
      ? []
      : [
          {
            command: `node scripts/serve.mjs --dir ${BASE_SITE_DIR} --port ${BASE_SITE_PORT} --base ${PREVIEW_BASE} --fast-compression`,
            url: `http://127.0.0.1:${BASE_SITE_PORT}${PREVIEW_BASE}home`,
            reuseExistingServer: !process.env.CI,
          },
        ]),
  ],
});
