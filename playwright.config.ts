import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/browser.mjs';
import { BASE_SITE_DIR, BASE_SITE_PORT, PREVIEW_BASE, SITE_DIR, SITE_PORT } from './tests/support/sites';

// End-to-end tests run against the production builds made by scripts/build-test-sites.mjs,
// served the way a CDN serves them (scripts/serve.mjs).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results${process.env.E2E_SLOT ? `-${process.env.E2E_SLOT}` : ''}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: `reports/playwright${process.env.E2E_SLOT ? `-${process.env.E2E_SLOT}` : ''}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'site', use: { ...devices['Desktop Chrome'] }, testIgnore: /base-path\.spec\.ts/ },
    {
      name: 'base-path',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${BASE_SITE_PORT}${PREVIEW_BASE}` },
      testMatch: /base-path\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --dir ${SITE_DIR} --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/home`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve.mjs --dir ${BASE_SITE_DIR} --port ${BASE_SITE_PORT} --base ${PREVIEW_BASE}`,
      url: `http://127.0.0.1:${BASE_SITE_PORT}${PREVIEW_BASE}home`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
