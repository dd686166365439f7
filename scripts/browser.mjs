// Which Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** Flags that keep Chromium quiet on a closed network (no background calls home). */
export const chromiumArgs = [
  '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];
