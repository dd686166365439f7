import { expect, test } from '@playwright/test';
import { CONTENT_CHECK, loadNavigation, loadSettings } from '../support/content';
import { LOCALES, builtRoutes, localizedRoute, visitedRoutes } from '../support/routes';
import { SITE_DIR } from '../support/sites';

test('the site has pages to check in every language', () => {
  for (const locale of LOCALES) expect(builtRoutes(SITE_DIR, locale).length, locale).toBeGreaterThan(3);
});

for (const locale of LOCALES) {
  const navigation = loadNavigation(locale);
  const settings = loadSettings(locale);
  const SOCIAL = (['instagram', 'facebook', 'linkedin'] as const).map((network) => ({
    name: navigation.socialLabels[network],
    href: settings.social[network],
  }));

  // One test per page, so a slow machine spends the time limit on one page, not on all of them. The footer is
  // the same on every page of a language: a build of edited copy checks it on the home page of each.
  for (const route of visitedRoutes(SITE_DIR, locale)) {
    test(
      `${route} has the footer with its social links, the contact link and the survey note`,
      route === localizedRoute('/home', locale) ? CONTENT_CHECK : {},
      async ({ page }) => {
        await page.goto(route);
        const footer = page.getByRole('contentinfo');
        for (const { name, href } of SOCIAL) {
          const link = footer.getByRole('link', { name, exact: true });
          await expect(link, `${route} ${name}`).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        await expect(
          footer.getByRole('link', { name: navigation.footerCta.label, exact: true }),
          route,
        ).toHaveAttribute('href', localizedRoute(navigation.footerCta.href, locale));
        await expect(footer).toContainText(settings.footer.surveyNote);
        await expect(footer).toContainText(settings.footer.blurb);
      },
    );
  }
}
