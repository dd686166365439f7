// Which Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download.
// Run as a command it prints the browser the tests will use, or exits 1 when there is none.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The Chromium to launch; undefined means Playwright's own browser. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** Flags that keep Chromium quiet on a closed network (no background calls home). */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const path = chromiumPath() ?? chromium.executablePath();
  if (existsSync(path)) console.log(`End-to-end tests use ${path}`);
  else {
    console.error(
      `No Chromium at ${path}: install Debian's (apt-get install chromium) or Playwright's (npx playwright install chromium).`,
    );
    process.exitCode = 1;
  }
}
