import { test } from '@playwright/test';
import { expectNoAxeViolations, expectReadableColours } from '../support/axe';
import { loadNavigation } from '../support/content';
import { LOCALES, localizedRoute } from '../support/routes';
import { ROUTES } from '../../src/i18n/routes';

// axe on what only a click shows: the small-screen menu open, in every theme. Each page as it loads is checked
// in pages.spec.ts, so with the menu open every rule runs over the whole page and the colour rules over the
// header, which holds the menu and its button: the page behind reads as it does on arrival.
for (const locale of LOCALES) {
  test(`axe finds no violations on a small screen with the menu open, in every theme (${locale})`, async ({ page }) => {
    // axe runs three times here (every rule, then its colour rules in two modes).
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localizedRoute(ROUTES.home, locale));
    await page.getByRole('button', { name: loadNavigation(locale).menuLabel }).click();
    await expectNoAxeViolations(page);
    await expectReadableColours(page, { modes: ['dark', 'forced colours'], include: 'header' });
  });
}
