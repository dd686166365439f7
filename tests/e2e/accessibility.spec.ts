import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { loadNavigation } from '../support/content';
import { builtRoutes } from '../support/routes';

// One test per built page, so a report names the page that broke.
for (const route of builtRoutes()) {
  test(`axe finds no violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations on a small screen with the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home');
  await page.getByRole('button', { name: loadNavigation().menuLabel }).click();
  await expectNoAxeViolations(page);
});
