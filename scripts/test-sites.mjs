// Where the end-to-end test builds go and which ports serve them. E2E_SLOT (0-9) shifts dirs and ports
// so that several runs can share one machine. E2E_EDITED_SITE names the build of a scratch copy whose content
// was edited (tests/build/copy-edits.test.ts): the end-to-end tests then run against that build instead,
// served on a port of its own.
export function testSites(slot = Number(process.env.E2E_SLOT ?? 0), editedSite = process.env.E2E_EDITED_SITE || '') {
  const suffix = slot ? `-${slot}` : '';
  return {
    slot,
    siteDir: editedSite || `dist-test${suffix}`,
    baseSiteDir: `dist-test-base${suffix}`,
    cacheDir: `node_modules/.astro-test${suffix}`,
    /** The scratch copy of the project whose content the build tests edit, built once per run into its dist/. */
    editedProjectDir: `dist-test-edited${suffix}`,
    sitePort: (editedSite ? 4412 : 4410) + slot * 10,
    baseSitePort: 4411 + slot * 10,
    // The edited build posts to an API of its own, so its tests and the test build's can run side by side.
    apiPort: (editedSite ? 4598 : 4599) + slot * 10,
    previewNumber: 42,
    previewBase: '/pr-42/',
    /** Whether the tests run against an edited scratch build rather than the test builds. */
    edited: Boolean(editedSite),
  };
}
