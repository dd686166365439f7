// The plans page on the built site, driven as a visitor would.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { loadSettings } from '../../src/lib/settings';

const PLANS = [
  { id: 'social-planner', name: 'Social Planner', monthly: '€29', yearly: '€99' },
  { id: 'starter', name: '360 Starter', monthly: '€197', yearly: '€1,970' },
  { id: 'premium', name: 'Premium', monthly: '€299', yearly: '€2,999' },
] as const;
const PERIODS = [
  { period: 'monthly', label: 'Monthly', suffix: '/month' },
  { period: 'yearly', label: 'Yearly', suffix: '/year' },
] as const;

// The preview URLs and the brand colour come from the white-label settings, so the test follows a rebrand.
const settings = loadSettings();
const previews = settings.planPreviews;
const brandRgb = `rgb(${settings.colors.primary.match(/[0-9a-f]{2}/gi)!.map((hex) => parseInt(hex, 16)).join(', ')})`;
const previewUrls = Object.values(previews).flatMap((pair) => [pair.monthly, pair.yearly]);

/**
 * Serves a small local page for every preview URL. While `hold` is on, answers wait until `release()`, so
 * the spinner can be checked however slow the machine is.
 */
async function servePreviews(page: Page, { hold = false } = {}) {
  const requested: string[] = [];
  const waiting: (() => void)[] = [];
  await page.route(
    (url) => previewUrls.includes(url.href),
    async (route) => {
      requested.push(route.request().url());
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><title>Plan preview</title></head><body><main aria-label="Plan preview"><h1>Plan preview</h1><p>${route.request().url()}</p></main></body></html>`,
      });
    },
  );
  return { requested, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** Waits for the island: once hydrated, GET STARTED is a button that opens the popup. */
async function openPlanPage(page: Page) {
  await page.goto('/plan');
  await expect(page.getByRole('button', { name: 'GET STARTED: Premium' })).toBeVisible();
}

const SUFFIX = { monthly: '/month', yearly: '/year' } as const;

/** Every card shows the period's price and suffix, and not the other period's. */
async function expectPrices(page: Page, period: 'monthly' | 'yearly') {
  const other = period === 'monthly' ? 'yearly' : 'monthly';
  for (const plan of PLANS) {
    const planCard = card(page, plan.name);
    await expect(planCard.getByText(plan[period], { exact: true })).toBeVisible();
    await expect(planCard.getByText(SUFFIX[period], { exact: true })).toBeVisible();
    await expect(planCard.getByText(plan[other], { exact: true })).toBeHidden();
    await expect(planCard.getByText(SUFFIX[other], { exact: true })).toBeHidden();
  }
}

test.describe('plans page', () => {
  test('shows the title, three plan cards and monthly prices by default', async ({ page }) => {
    await openPlanPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the Perfect Plan for Your Budget');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...PLANS.map((plan) => plan.name), 'Not sure which plan fits?']);
    for (const plan of PLANS) {
      const features = card(page, plan.name).getByRole('list').getByRole('listitem');
      expect(await features.count(), plan.name).toBeGreaterThanOrEqual(5);
      await expect(features.first()).toBeVisible();
    }
    await expectPrices(page, 'monthly');
  });

  test('Yearly shows the yearly prices and the 25% Off badge; Monthly brings the monthly ones back', async ({ page }) => {
    await openPlanPage(page);
    const yearly = page.getByRole('radio', { name: 'Yearly 25% Off' });
    await expect(page.getByRole('group', { name: 'Billing period' }).getByText('25% Off')).toBeVisible();
    await yearly.click();
    await expect(yearly).toBeChecked();
    await expectPrices(page, 'yearly');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expectPrices(page, 'monthly');
  });

  test('switching the period does not move anything on the page', async ({ page }) => {
    await openPlanPage(page);
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main li, main button, main h2')].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map(Math.round).join(',');
        }),
      );
    const monthly = await boxes();
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expectPrices(page, 'yearly');
    expect(await boxes()).toEqual(monthly);
  });

  test('the switch works from the keyboard', async ({ page }) => {
    await openPlanPage(page);
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    await monthly.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeFocused();
    await expectPrices(page, 'yearly');
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expectPrices(page, 'monthly');
    // Tab leaves the group for the first card's button, which opens the popup with Enter.
    await servePreviews(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'GET STARTED: Social Planner' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Social Planner' })).toBeVisible();
  });

  test("'Most Popular' marks 360 Starter and no other plan", async ({ page }) => {
    await openPlanPage(page);
    await expect(page.getByText('Most Popular')).toHaveCount(1);
    await expect(card(page, '360 Starter').getByText('Most Popular')).toBeVisible();
    for (const name of ['Social Planner', 'Premium']) await expect(card(page, name).getByText('Most Popular')).toHaveCount(0);
  });

  test('describes the three plans as Products with monthly and yearly Offers in euros', async ({ page }) => {
    await page.goto('/plan');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.map((text) => JSON.parse(text)).find((data) => data['@graph'])['@graph'];
    type Product = { '@type': string; name: string; offers: { '@type': string; price: number; priceCurrency: string }[] };
    expect(graph.map((product: Product) => product['@type'])).toEqual(['Product', 'Product', 'Product']);
    graph.forEach((product: Product, index: number) => expect(product.name).toContain(PLANS[index]!.name));
    expect(graph.map((product: Product) => product.offers.map((offer) => `${offer['@type']} ${offer.price} ${offer.priceCurrency}`))).toEqual([
      ['Offer 29 EUR', 'Offer 99 EUR'],
      ['Offer 197 EUR', 'Offer 1970 EUR'],
      ['Offer 299 EUR', 'Offer 2999 EUR'],
    ]);
  });
});

test.describe('plan popup', () => {
  for (const { period, label, suffix } of PERIODS) {
    test(`each plan opens its own ${period} page, with a spinner until it has loaded`, async ({ page }) => {
      test.slow(); // six popups, each loading a page
      const { requested, release } = await servePreviews(page, { hold: true });
      await openPlanPage(page);
      if (period === 'yearly') await page.getByRole('radio', { name: /Yearly/ }).click();

      for (const [index, plan] of PLANS.entries()) {
        const opener = page.getByRole('button', { name: `GET STARTED: ${plan.name}` });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: plan.name });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(`${label} billing · ${plan[period]}${suffix}`);

        const spinner = dialog.getByRole('status');
        await expect(spinner).toBeVisible();
        await expect(spinner).toHaveText(`Loading the ${plan.name} plan…`);
        // The spinner is drawn in the brand colour.
        await expect(spinner.locator('.animate-spin')).toHaveCSS('border-top-color', brandRgb);

        const frame = dialog.locator('iframe');
        await expect(frame).toHaveAttribute('src', previews[plan.id]![period]);
        await expect(frame).toHaveAttribute('title', `${plan.name} plan sign-up (${label})`);
        await expect(frame).toHaveAttribute('height', '600');
        expect((await frame.boundingBox())?.height).toBe(600);

        await expect.poll(() => requested.length).toBe(index + 1);
        release();
        await expect(spinner).toBeHidden();
        await expect(dialog.frameLocator('iframe').getByText(previews[plan.id]![period])).toBeVisible();

        // Close with the button for one plan, with Escape for the next: focus goes back to the opener.
        if (index % 2 === 0) await dialog.getByRole('button', { name: 'Close' }).click();
        else await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      }
      expect(requested).toEqual(PLANS.map((plan) => previews[plan.id]![period]));
    });
  }

  test('the six plan × period pages are all different', () => {
    expect(new Set(previewUrls).size).toBe(6);
  });

  test('the close button has the name Close and focus starts inside the popup', async ({ page }) => {
    await servePreviews(page);
    await openPlanPage(page);
    await page.getByRole('button', { name: 'GET STARTED: Premium' }).click();
    const close = page.getByRole('dialog', { name: 'Premium' }).getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Open this page in a new tab' })).toHaveAttribute('href', previews.premium!.monthly);
  });

  test('axe finds no violations with the popup closed, loading and loaded', async ({ page }) => {
    test.slow(); // three full axe runs
    const { release } = await servePreviews(page, { hold: true });
    await openPlanPage(page);
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await page.getByRole('button', { name: 'GET STARTED: 360 Starter' }).click();
    const dialog = page.getByRole('dialog', { name: '360 Starter' });
    await expect(dialog.getByRole('status')).toBeVisible();
    // axe waits for frames to load, so check the loading panel on its own.
    await expectNoAxeViolations(page, 'dialog [role="status"]');
    release();
    await expect(dialog.getByRole('status')).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('prices show, the switch still works and GET STARTED links to the preview page in a new tab', async ({ page }) => {
    await page.goto('/plan');
    await expectPrices(page, 'monthly');
    for (const plan of PLANS) {
      const link = page.getByRole('link', { name: `GET STARTED: ${plan.name}` });
      await expect(link).toHaveAttribute('href', previews[plan.id]!.monthly);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.getByRole('radio', { name: /Yearly/ }).check();
    await expectPrices(page, 'yearly');
    for (const plan of PLANS) {
      await expect(page.getByRole('link', { name: `GET STARTED: ${plan.name}` })).toHaveAttribute('href', previews[plan.id]!.yearly);
    }
    await expect(page.getByRole('button', { name: /GET STARTED/ })).toHaveCount(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the page does not scroll sideways, with the popup closed or open', async ({ page }) => {
    await servePreviews(page);
    await openPlanPage(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'GET STARTED: 360 Starter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
