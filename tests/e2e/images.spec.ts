// Issue 7: nothing above the fold waits for lazy loading, everything below it does, and no image moves the
// layout when it arrives. Checked on a phone screen (Lighthouse's Moto G Power) and a laptop screen.
import { expect, test } from '@playwright/test';
import { visitedRoutes } from '../support/routes';

const SCREENS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'laptop', width: 1280, height: 800 },
];

interface Placement {
  src: string;
  top: number;
  lazy: boolean;
  sized: boolean;
  visible: boolean;
}

for (const route of visitedRoutes()) {
  test(`images on ${route} load lazily exactly below the fold`, async ({ page }) => {
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(route);
      const images: Placement[] = await page.locator('main img').evaluateAll((elements) =>
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
      const shown = images.filter((image) => image.visible);
      const where = `${route} on a ${screen.name} screen`;
      expect
        .soft(
          shown.filter((i) => i.lazy && i.top < screen.height).map((i) => i.src),
          `lazy images above the fold, ${where}`,
        )
        .toEqual([]);
      // An image that starts more than a screen below the fold is never needed for the first view.
      expect
        .soft(
          shown.filter((i) => !i.lazy && i.top > 2 * screen.height).map((i) => i.src),
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
  });
}
