// One Lighthouse run in a fresh headless Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../browser.mjs';
import { CATEGORIES } from './profiles.mjs';

const ATTEMPTS = 3;

/**
 * Runs Lighthouse on `url` in a fresh Chromium (no state carried between runs) and returns its result
 * with the browser's version. A run that fails to record its trace (NO_NAVSTART and the like, which a
 * busy machine provokes now and then) is tried again, twice at most.
 */
export async function audit(url, flags) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
    });
    try {
      const browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...flags,
      });
      if (!result.lhr.runtimeError || attempt === ATTEMPTS) return { lhr: result.lhr, report: result.report, browser };
      console.log(`  ${url}: ${result.lhr.runtimeError.code}, trying again`);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  ${url}: ${error.message}, trying again`);
    } finally {
      chrome.kill();
    }
  }
}
