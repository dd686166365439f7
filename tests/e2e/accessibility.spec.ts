import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { loadNavigation } from '../support/content';
import { LOCALES, builtRoutes, localizedRoute } from '../support/routes';
import { SITE_DIR } from '../support/sites';

// Every page in every language, one test per page, so a report names the page that broke.
for (const locale of LOCALES) {
  for (const route of builtRoutes(SITE_DIR, locale)) {
    test(`axe finds no violations on ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }

  test(`axe finds no violations on a small screen with the menu open (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localizedRoute('/home', locale));
    await page.getByRole('button', { name: loadNavigation(locale).menuLabel }).click();
    await expectNoAxeViolations(page);
  });
}
