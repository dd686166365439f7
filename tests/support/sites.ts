// The test builds and where Playwright serves them (see scripts/build-test-sites.mjs and playwright.config.ts).
// E2E_SLOT (0-9) lets several checkouts or people run the suite side by side on one machine.
import { testSites } from '../../scripts/test-sites.mjs';

const sites = testSites();
export const SITE_PORT = sites.sitePort;
export const BASE_SITE_PORT = sites.baseSitePort;
/** The base path of the preview build, as a pull-request preview would use. */
export const PREVIEW_BASE = sites.previewBase;
/** The contact API the test build posts to; the contact tests start their recording server here. */
export const TEST_API_PORT = sites.apiPort;
export const TEST_API_BASE = `http://127.0.0.1:${TEST_API_PORT}`;
export const SITE_DIR = sites.siteDir;
export const BASE_SITE_DIR = sites.baseSiteDir;
/** Astro's cache of the test builds: their optimized pictures among others. */
export const TEST_CACHE_DIR = sites.cacheDir;
/** True when the tests run against a build of edited content (E2E_EDITED_SITE) instead of the test builds. */
export const EDITED_SITE = sites.edited;
/** The scratch copy of the project with edited content (tests/support/edited-site.ts), built into its dist/. */
export const EDITED_PROJECT_DIR = sites.editedProjectDir;
/** The contact API the edited copy's build posts to, apart from the test build's. */
export const EDITED_API_BASE = `http://127.0.0.1:${testSites(sites.slot, sites.editedProjectDir).apiPort}`;
