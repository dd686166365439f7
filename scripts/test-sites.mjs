// Where the end-to-end test builds go and which ports serve them. E2E_SLOT (0-9) shifts dirs and ports
// so that several runs can share one machine.
export function testSites(slot = Number(process.env.E2E_SLOT ?? 0)) {
  const suffix = slot ? `-${slot}` : '';
  return {
    slot,
    siteDir: `dist-test${suffix}`,
    baseSiteDir: `dist-test-base${suffix}`,
    cacheDir: `node_modules/.astro-test${suffix}`,
    sitePort: 4410 + slot * 10,
    baseSitePort: 4411 + slot * 10,
    apiPort: 4599 + slot * 10,
    previewNumber: 42,
    previewBase: '/pr-42/',
  };
}
