// One visit per page of each kind in every language (every single page, the first category, the first
// service; tests/support/routes.ts says why that covers the others), with every check of a page that needs a
// browser, so that a report names the page that broke:
// - it shows no markup as text;
// - served with the generated _headers (CSP included), it loads without a console error, an uncaught
//   exception or a Content-Security-Policy violation, also after each of its islands hydrates;
// - nothing above the fold waits for lazy loading, nothing more than a screen below it loads eagerly, and no
//   image lacks its width and height, on a phone screen (Lighthouse's Moto G Power) and a laptop screen;
// - the cards of a row start their texts at one height on a laptop screen, however their titles wrap;
// - two sections on the page's own background are not kept apart by both their paddings (a laptop screen);
// - axe finds no violation of its rules at 1280 px, and axe's colour rules none in the other colour modes
//   and at 375 px: every mode at 1280 px and both themes at 375 px in the first language (forced colours
//   replace every colour of the page with the system's, whatever its width), the dark theme at 375 px in the
//   others (they share every colour and component with their English twins; at 375 px longer words wrap).
// axe's rules that need no layout run over every other page in its built HTML (tests/build/axe-pages.test.ts).
// Resizing the page stands in for loading it again at another size: layout and which images are lazy follow
// the width, and what is drawn does not depend on the size the page was first loaded at.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectReadableColours } from '../support/axe';
import { misalignedCardRows } from '../support/card-rows';
import { DEFAULT_LOCALE, LOCALES, kindRoutes } from '../support/routes';
import { doubledSectionGaps } from '../support/section-gaps';
import { SITE_DIR } from '../support/sites';

const SCREENS = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 412, height: 823 },
};
const SMALL = { width: 375, height: 740 };

interface Placement {
  src: string;
  top: number;
  lazy: boolean;
  sized: boolean;
  visible: boolean;
}

/** Records console errors, uncaught exceptions and CSP violations from the first byte on. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return problems;
}

/** The images of the page's main content where they sit at the current width. */
function placements(page: Page): Promise<Placement[]> {
  return page.locator('main img').evaluateAll((elements) =>
    elements.map((element) => {
      const img = element as HTMLImageElement;
      const box = img.getBoundingClientRect();
      return {
        src: img.currentSrc || img.src,
        top: box.top + window.scrollY,
        lazy: img.loading === 'lazy',
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
        visible: box.width > 0 && box.height > 0,
      };
    }),
  );
}

async function expectLazyBelowTheFold(page: Page, route: string, screen: keyof typeof SCREENS) {
  const { height } = SCREENS[screen];
  await page.setViewportSize(SCREENS[screen]);
  const images = await placements(page);
  const shown = images.filter((image) => image.visible);
  const where = `${route} on a ${screen} screen`;
  expect
    .soft(
      shown.filter((i) => i.lazy && i.top < height).map((i) => i.src),
      `lazy images above the fold, ${where}`,
    )
    .toEqual([]);
  // An image that starts more than a screen below the fold is never needed for the first view.
  expect
    .soft(
      shown.filter((i) => !i.lazy && i.top > 2 * height).map((i) => i.src),
      `eager images far below the fold, ${where}`,
    )
    .toEqual([]);
  expect
    .soft(
      images.filter((i) => !i.sized).map((i) => i.src),
      `images without width and height, ${where}`,
    )
    .toEqual([]);
}

/**
 * Has the page fetch every picture it may show and hydrate every island, as a visitor who read it to the end
 * and pointed at each of its controls would: lazy pictures are made eager (the same files, fetched under the
 * same CSP, without a scroll through the whole page), and each island is brought into view and under the
 * pointer, which wakes islands that wait for either. Scrolls are instant: the site's smooth scrolling would
 * make each pointing wait for the page to stop moving.
 */
async function loadEverything(page: Page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  for (const island of await page.locator('astro-island').all()) {
    await island.evaluate((element) =>
      (element.firstElementChild ?? element).scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await island.locator(':scope > *').first().hover();
  }
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  // A picture refused by the CSP is complete too (broken), after the browser reported the violation.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

for (const locale of LOCALES) {
  const first = locale === DEFAULT_LOCALE;
  for (const route of kindRoutes(SITE_DIR, locale)) {
    const modes = first ? 'in every colour mode at 1280 px and both themes at 375 px' : 'in the dark theme at 375 px';
    test(`${route}: no markup as text, console error or CSP violation, images lazy exactly below the fold, card rows aligned, no doubled gap between sections, axe finds no violations and its colours read well ${modes}`, async ({
      page,
    }) => {
      // Four checks of one page, each of which took a test of its own when every check loaded the page anew.
      test.setTimeout(90_000);
      const problems = await watchProblems(page);
      await page.setViewportSize(SCREENS.laptop);
      // The checks below read the page's markup and layout, not its pictures' pixels; the page's late requests
      // (lazy pictures, islands) are awaited at the end, when every island has hydrated.
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Markup shown as text: e.g. a <noscript> given a display while JavaScript runs shows its HTML source.
      expect
        .soft(await page.locator('body').innerText(), 'markup shown as text')
        .not.toMatch(/<\/?[a-z][a-z0-9-]*[\s>]/);

      await expectLazyBelowTheFold(page, route, 'laptop');
      expect.soft(await misalignedCardRows(page), 'card rows whose texts start at different heights').toEqual([]);
      expect.soft(await doubledSectionGaps(page), 'sections kept apart by both their paddings').toEqual([]);
      await expectNoAxeViolations(page);
      if (first) await expectReadableColours(page, { modes: ['dark', 'forced colours'] });
      await expectLazyBelowTheFold(page, route, 'phone');
      await page.setViewportSize(SMALL);
      await expectReadableColours(page, { modes: first ? ['light', 'dark'] : ['dark'] });

      await loadEverything(page);
      expect(problems).toEqual([]);
    });
  }
}
