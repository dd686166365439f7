import { expect, test } from '@playwright/test';
import { builtRoutes } from '../support/routes';

const SOCIAL = {
  Instagram: 'https://www.instagram.com/example',
  Facebook: 'https://www.facebook.com/example',
  LinkedIn: 'https://www.linkedin.com/company/example',
};

test('every built page has the footer with its social links, Contact us and the survey note', async ({ page }) => {
  const routes = builtRoutes();
  expect(routes.length).toBeGreaterThan(3);
  for (const route of routes) {
    await page.goto(route);
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of Object.entries(SOCIAL)) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link, `${route} ${name}`).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('link', { name: 'Contact us', exact: true }), route).toHaveAttribute('href', '/contact');
    await expect(footer).toContainText('reported by customers in an internal survey');
  }
});
