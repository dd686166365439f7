import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectReadableColours } from '../support/axe';
import { loadNavigation } from '../support/content';
import { DEFAULT_LOCALE, LOCALES, localizedRoute, visitedRoutes } from '../support/routes';
import { SITE_DIR } from '../support/sites';

// One test per built page, so a report names the page that broke. Pages of the first language: every axe
// rule in the light theme at 1280 px, then axe's colour rules in the dark theme and in forced colours there,
// and in all three at 375 px (the same page, resized: colours and layout follow the width without a reload).
// Their translations share every colour and component, so they get every axe rule at 1280 px (their own
// words, names and structure) and the colour rules in the dark theme at 375 px, where longer words wrap.
for (const locale of LOCALES) {
  const first = locale === DEFAULT_LOCALE;
  for (const route of visitedRoutes(SITE_DIR, locale)) {
    test(`axe finds no violations on ${route}; its colours read well ${first ? 'in every theme at 375 and 1280 px' : 'in the dark theme at 375 px'}`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
      if (first) await expectReadableColours(page, { modes: ['dark', 'forced colours'] });
      await page.setViewportSize({ width: 375, height: 740 });
      await expectReadableColours(page, first ? {} : { modes: ['dark'] });
    });
  }

  test(`axe finds no violations on a small screen with the menu open, in every theme (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localizedRoute('/home', locale));
    await page.getByRole('button', { name: loadNavigation(locale).menuLabel }).click();
    await expectNoAxeViolations(page);
    await expectReadableColours(page, { modes: ['dark', 'forced colours'] });
  });
}
