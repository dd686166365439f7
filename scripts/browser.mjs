// Which Chromium to drive: CHROMIUM_PATH, then Debian's, then Playwright's own download. Tests and shots,
// which run headless, take Debian's headless shell where it is installed (package chromium-headless-shell):
// the same engine without the browser's window machinery, about a third quicker on two cores. To watch a
// test run in a window, point CHROMIUM_PATH at /usr/bin/chromium. Lighthouse measures the full browser.
// Run as a command it prints the browser the tests will use, or exits 1 when there is none.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The Chromium to launch; undefined means Playwright's own browser. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}

/** The Chromium to launch for headless work (tests, screenshots); undefined means Playwright's own. */
export function headlessChromiumPath() {
  if (!process.env.CHROMIUM_PATH && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return chromiumPath();
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

/**
 * The end-to-end tests' flags: those, and one renderer process for every page of a browser. Each test opens a
 * context of its own, and a renderer process started for each costs about a tenth of the tests' CPU on two
 * cores; a Playwright worker runs one test at a time, so its pages share the process without sharing work.
 */
export const endToEndChromiumArgs = [...chromiumArgs, '--renderer-process-limit=1'];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const path = headlessChromiumPath() ?? chromium.executablePath();
  if (existsSync(path)) console.log(`End-to-end tests use ${path}`);
  else {
    console.error(
      `No Chromium at ${path}: install Debian's (apt-get install chromium chromium-headless-shell) or Playwright's (npx playwright install chromium).`,
    );
    process.exitCode = 1;
  }
}
