import { expect, test } from '@playwright/test';
import { CONTENT_CHECK, loadNavigation, loadSettings } from '../support/content';
import { builtRoutes } from '../support/routes';

const navigation = loadNavigation();
const settings = loadSettings();
const SOCIAL = (['instagram', 'facebook', 'linkedin'] as const).map((network) => ({
  name: navigation.socialLabels[network],
  href: settings.social[network],
}));

test('the site has pages to check', () => {
  expect(builtRoutes().length).toBeGreaterThan(3);
});

// One test per page, so a slow machine spends the time limit on one page, not on all of them.
for (const route of builtRoutes()) {
  test(
    `${route} has the footer with its social links, the contact link and the survey note`,
    CONTENT_CHECK,
    async ({ page }) => {
      await page.goto(route);
      const footer = page.getByRole('contentinfo');
      for (const { name, href } of SOCIAL) {
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link, `${route} ${name}`).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(footer.getByRole('link', { name: navigation.footerCta.label, exact: true }), route).toHaveAttribute(
        'href',
        navigation.footerCta.href,
      );
      await expect(footer).toContainText(settings.footer.surveyNote);
    },
  );
}
