// axe-core run inside the page under test, injected once per page: its Playwright wrapper injects it again on
// every run, into every frame, which costs most of a second a call; the site's pages have no frames. The
// minified build is injected: the package's default export carries the 1.5 MB readable source, which takes
// the page twice as long to take in.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const summarize = (violations: Result[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);

/** The rule sets every page must pass: WCAG 2.2 A and AA, and axe's best practices. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's violations of `runOnly` on the page as it is now, within `include` (a selector) or the whole document.
 * With `forced`, the page is measured as forced colours paint it (see below).
 */
async function runAxe(page: Page, runOnly: RunOptions['runOnly'], include?: string, forced = false) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ runOnly, include, forced }) => {
      // Colour transitions run to their end, so that axe reads the mode's colours, not colours on the way.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
      // axe takes the text colour from -webkit-text-fill-color, which Chromium leaves at the author's colour in
      // forced colours while it paints the forced `color` (on the forced background): axe then compares
      // colours no one sees. Copying the painted colour there for the run makes it measure the page as shown.
      const elements = forced ? [...document.querySelectorAll<HTMLElement | SVGElement>('body *')] : [];
      for (const element of elements)
        element.style.setProperty('-webkit-text-fill-color', getComputedStyle(element).color);
      const tested = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await tested.axe.run(include ? { include: [include] } : document, {
        runOnly,
        resultTypes: ['violations'],
        iframes: false,
      });
      for (const element of elements) element.style.removeProperty('-webkit-text-fill-color');
      return violations;
    },
    { runOnly, include, forced },
  );
}

/** Fails with a readable list when axe finds WCAG 2.2 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const violations = await runAxe(page, { type: 'tag', values: WCAG_TAGS }, include);
  expect(summarize(violations), `axe violations on ${page.url()}`).toEqual([]);
}

/** The colour modes every page must read well in: each theme, and forced colours (a high-contrast theme). */
export const COLOUR_MODES = {
  light: { colorScheme: 'light', forcedColors: 'none' },
  dark: { colorScheme: 'dark', forcedColors: 'none' },
  'forced colours': { colorScheme: 'light', forcedColors: 'active' },
} as const;
export type ColourMode = keyof typeof COLOUR_MODES;

/** axe's rules about colour: text contrast (AA), and links told apart from the text around them. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Fails with a readable list when axe's colour rules find a violation on the page as it is now, in each of
 * the given colour modes (emulated, as a device setting, which the site's theme follows by default).
 * The page is left in the light mode.
 */
export async function expectReadableColours(
  page: Page,
  {
    modes = Object.keys(COLOUR_MODES) as ColourMode[],
    include,
  }: { modes?: readonly ColourMode[]; include?: string } = {},
) {
  const found: string[] = [];
  for (const mode of modes) {
    await page.emulateMedia(COLOUR_MODES[mode]);
    const forced = COLOUR_MODES[mode].forcedColors === 'active';
    const violations = await runAxe(page, { type: 'rule', values: COLOUR_RULES }, include, forced);
    found.push(...summarize(violations).map((line) => `${mode}: ${line}`));
  }
  await page.emulateMedia(COLOUR_MODES.light);
  expect(found, `colour violations on ${page.url()} at ${page.viewportSize()?.width} px`).toEqual([]);
}
