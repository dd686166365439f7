// The script each page fetches before the visitor interacts, measured in Chromium on a phone's and a laptop's
// screen (islands that hydrate on view may differ between them); the larger figure is the page's.
import { chromium } from 'playwright-core';
import { chromiumArgs, headlessChromiumPath } from '../browser.mjs';
import { scriptBeforeInteraction } from '../weights/script-before-interaction.mjs';

const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

/** `{ [page]: { bytes, files } }`, each page measured in a fresh context per screen. */
export async function measureScriptBeforeInteraction(origin, pages) {
  const browser = await chromium.launch({ executablePath: headlessChromiumPath(), args: chromiumArgs });
  const figures = {};
  try {
    for (const page of pages) {
      let largest = { bytes: -1, files: [] };
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport });
        const measured = await scriptBeforeInteraction(await context.newPage(), `${origin}${page}`);
        await context.close();
        if (measured.bytes > largest.bytes) largest = measured;
      }
      console.log(`script before interaction ${page}: ${largest.bytes} bytes (${largest.files.length} files)`);
      figures[page] = largest;
    }
  } finally {
    await browser.close();
  }
  return figures;
}
