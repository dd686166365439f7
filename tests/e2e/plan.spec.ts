// The plans page on the built site, driven as a visitor would, in every language where the words or prices
// differ; the behaviour that is the same in every language is checked once, in English. Its structured data
// is read from the built HTML (tests/build/plan-pages.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectReadableColours } from '../support/axe';
import { CONTENT_CHECK, loadPlanPage, loadPlans, loadSettings } from '../support/content';
import { LOCALES, localizedRoute, type Locale } from '../support/routes';
import { fillTemplate } from '../../src/lib/fill-template';
import { formatPrice } from '../../src/i18n/format-price';
import { DEFAULT_LOCALE } from '../../src/i18n/locales';
import { PLAN_FRAME_HEIGHT } from '../../src/lib/spec-constants';
import { ROUTES } from '../../src/i18n/routes';

// The plans, their prices and every label come from content/ in the page's language (prices written its way),
// the preview URLs and the brand colour from the white-label settings, so the tests follow a writer's edit,
// a translation and a rebrand.
function planCopy(locale: Locale) {
  const content = loadPlanPage(locale);
  const PLANS = loadPlans(locale).map(({ id, data }) => ({
    ...data,
    id,
    prices: { monthly: formatPrice(data.monthly, locale), yearly: formatPrice(data.yearly, locale) },
  }));
  return {
    locale,
    route: localizedRoute(ROUTES.plans, locale),
    content,
    PLANS,
    FIRST: PLANS[0]!,
    LAST: PLANS.at(-1)!,
    /** A plan in the middle of the row when there are three or more. */
    MIDDLE: PLANS[Math.floor(PLANS.length / 2)]!,
    PERIODS: [
      { period: 'monthly', label: content.billing.monthlyLabel, suffix: content.billing.perMonth },
      { period: 'yearly', label: content.billing.yearlyLabel, suffix: content.billing.perYear },
    ] as const,
    SUFFIX: { monthly: content.billing.perMonth, yearly: content.billing.perYear } as const,
    /** The accessible name of a card's GET STARTED control: the label, then the plan it is for. */
    ctaName: (plan: { name: string }) => `${content.ctaLabel}: ${plan.name}`,
    /** The Yearly radio's name also holds its badge. */
    YEARLY_RADIO: { name: `${content.billing.yearlyLabel} ${content.billing.yearlyBadge}`, exact: true },
    MONTHLY_RADIO: { name: content.billing.monthlyLabel, exact: true },
  };
}
type PlanCopy = ReturnType<typeof planCopy>;

const english = planCopy(DEFAULT_LOCALE);
const { content, PLANS, FIRST, LAST, MIDDLE, PERIODS, ctaName, YEARLY_RADIO, MONTHLY_RADIO } = english;

const settings = loadSettings();
const previews = settings.planPreviews;
const brandRgb = `rgb(${settings.colors.primary
  .match(/[0-9a-f]{2}/gi)!
  .map((hex) => parseInt(hex, 16))
  .join(', ')})`;
const previewUrls = Object.values(previews).flatMap((pair) => [pair.monthly, pair.yearly]);

/**
 * Serves a small local page for every preview URL. While `hold` is on, answers wait until `release()`, so
 * the spinner can be checked however slow the machine is. `release()` first waits until the page has asked:
 * a request that came in after it would be held for good.
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
  const release = async () => {
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    waiting.splice(0).forEach((resolve) => resolve());
  };
  return { requested, release };
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** Waits for the island: once hydrated, GET STARTED is a button that opens the popup. */
async function openPlanPage(page: Page, copy: PlanCopy = english) {
  await page.goto(copy.route);
  await expect(page.getByRole('button', { name: copy.ctaName(copy.LAST) })).toBeVisible();
}

/** Every card shows the period's price and suffix, and not the other period's. */
async function expectPrices(page: Page, period: 'monthly' | 'yearly', { PLANS, SUFFIX }: PlanCopy = english) {
  const other = period === 'monthly' ? 'yearly' : 'monthly';
  for (const plan of PLANS) {
    const planCard = card(page, plan.name);
    await expect(planCard.getByText(plan.prices[period], { exact: true })).toBeVisible();
    await expect(planCard.getByText(SUFFIX[period], { exact: true })).toBeVisible();
    await expect(planCard.getByText(plan.prices[other], { exact: true })).toBeHidden();
    await expect(planCard.getByText(SUFFIX[other], { exact: true })).toBeHidden();
  }
}

for (const locale of LOCALES) {
  const copy = planCopy(locale);
  const { content, PLANS, FIRST, PERIODS, ctaName, YEARLY_RADIO, MONTHLY_RADIO } = copy;

  test.describe(`plans page (${locale})`, () => {
    test(
      'shows the title, the plan cards with their features and monthly prices by default',
      CONTENT_CHECK,
      async ({ page }) => {
        await openPlanPage(page, copy);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
        await expect(page.getByRole('radio', MONTHLY_RADIO)).toBeChecked();
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
          ...PLANS.map((plan) => plan.name),
          content.cta.title,
        ]);
        for (const plan of PLANS) {
          const features = card(page, plan.name).getByRole('list').getByRole('listitem');
          await expect(features, plan.name).toHaveText(plan.features);
          await expect(features.first()).toBeVisible();
        }
        await expectPrices(page, 'monthly', copy);
      },
    );

    test(
      'Yearly shows the yearly prices and its badge; Monthly brings the monthly ones back',
      CONTENT_CHECK,
      async ({ page }) => {
        await openPlanPage(page, copy);
        const yearly = page.getByRole('radio', YEARLY_RADIO);
        await expect(
          page.getByRole('group', { name: content.billing.label }).getByText(content.billing.yearlyBadge),
        ).toBeVisible();
        await yearly.click();
        await expect(yearly).toBeChecked();
        await expectPrices(page, 'yearly', copy);
        await page.getByRole('radio', MONTHLY_RADIO).click();
        await expectPrices(page, 'monthly', copy);
      },
    );

    test(
      'the popup speaks the page language: its name, period, price, spinner and close button',
      CONTENT_CHECK,
      async ({ page }) => {
        const { release } = await servePreviews(page, { hold: true });
        await openPlanPage(page, copy);
        const { label, suffix } = PERIODS[0];
        await page.getByRole('button', { name: ctaName(FIRST) }).click();
        const dialog = page.getByRole('dialog', { name: FIRST.name });
        await expect(dialog).toContainText(
          `${fillTemplate(content.popup.subtitle, { period: label })} · ${FIRST.prices.monthly}${suffix}`,
        );
        await expect(dialog.getByRole('status')).toHaveText(fillTemplate(content.popup.loading, { plan: FIRST.name }));
        await expect(dialog.getByRole('link', { name: content.popup.newTabLabel })).toBeVisible();
        await release();
        await dialog.getByRole('button', { name: content.popup.closeLabel }).click();
        await expect(dialog).toBeHidden();
      },
    );

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test(
        'prices show, the switch still works and GET STARTED links to the preview page in a new tab',
        CONTENT_CHECK,
        async ({ page }) => {
          await page.goto(copy.route);
          await expectPrices(page, 'monthly', copy);
          for (const plan of PLANS) {
            const link = page.getByRole('link', { name: ctaName(plan) });
            await expect(link).toHaveAttribute('href', previews[plan.id]!.monthly);
            await expect(link).toHaveAttribute('target', '_blank');
            await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          }
          await page.getByRole('radio', YEARLY_RADIO).check();
          await expectPrices(page, 'yearly', copy);
          for (const plan of PLANS) {
            await expect(page.getByRole('link', { name: ctaName(plan) })).toHaveAttribute(
              'href',
              previews[plan.id]!.yearly,
            );
          }
          await expect(page.getByRole('button', { name: content.ctaLabel })).toHaveCount(0);
        },
      );
    });
  });
}

test.describe('plans page', () => {
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
    await page.getByRole('radio', YEARLY_RADIO).click();
    await expectPrices(page, 'yearly');
    expect(await boxes()).toEqual(monthly);
  });

  test('the switch works from the keyboard', async ({ page }) => {
    await openPlanPage(page);
    const monthly = page.getByRole('radio', MONTHLY_RADIO);
    await monthly.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', YEARLY_RADIO)).toBeChecked();
    await expect(page.getByRole('radio', YEARLY_RADIO)).toBeFocused();
    await expectPrices(page, 'yearly');
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expectPrices(page, 'monthly');
    // Tab leaves the group for the first card's button, which opens the popup with Enter.
    await servePreviews(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: ctaName(FIRST) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: FIRST.name })).toBeVisible();
  });

  test('a badge marks exactly the plans that carry one', CONTENT_CHECK, async ({ page }) => {
    await openPlanPage(page);
    const badges = new Set(PLANS.flatMap((plan) => (plan.badge ? [plan.badge] : [])));
    for (const plan of PLANS) {
      for (const badge of badges) {
        await expect(card(page, plan.name).getByText(badge, { exact: true }), `${plan.name}: ${badge}`).toHaveCount(
          plan.badge === badge ? 1 : 0,
        );
      }
    }
  });
});

test.describe('plan popup', () => {
  for (const { period, label, suffix } of PERIODS) {
    test(
      `each plan opens its own ${period} page, with a spinner until it has loaded`,
      CONTENT_CHECK,
      async ({ page }) => {
        test.slow(); // a popup per plan, each loading a page
        const { requested, release } = await servePreviews(page, { hold: true });
        await openPlanPage(page);
        if (period === 'yearly') await page.getByRole('radio', YEARLY_RADIO).click();

        for (const [index, plan] of PLANS.entries()) {
          const opener = page.getByRole('button', { name: ctaName(plan) });
          await opener.click();
          const dialog = page.getByRole('dialog', { name: plan.name });
          await expect(dialog).toBeVisible();
          await expect(dialog).toContainText(
            `${fillTemplate(content.popup.subtitle, { period: label })} · ${plan.prices[period]}${suffix}`,
          );

          const spinner = dialog.getByRole('status');
          await expect(spinner).toBeVisible();
          await expect(spinner).toHaveText(fillTemplate(content.popup.loading, { plan: plan.name }));
          // The spinner is drawn in the brand colour.
          await expect(spinner.locator('.animate-spin')).toHaveCSS('border-top-color', brandRgb);

          const frame = dialog.locator('iframe');
          await expect(frame).toHaveAttribute('src', previews[plan.id]![period]);
          await expect(frame).toHaveAttribute(
            'title',
            fillTemplate(content.popup.frameTitle, { plan: plan.name, period: label }),
          );
          await expect(frame).toHaveAttribute('height', String(PLAN_FRAME_HEIGHT));
          expect((await frame.boundingBox())?.height).toBe(PLAN_FRAME_HEIGHT);

          await expect.poll(() => requested.length).toBe(index + 1);
          await release();
          await expect(spinner).toBeHidden();
          await expect(dialog.frameLocator('iframe').getByText(previews[plan.id]![period])).toBeVisible();

          // Close with the button for one plan, with Escape for the next: focus goes back to the opener.
          if (index % 2 === 0) await dialog.getByRole('button', { name: content.popup.closeLabel }).click();
          else await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(opener).toBeFocused();
        }
        expect(requested).toEqual(PLANS.map((plan) => previews[plan.id]![period]));
      },
    );
  }

  test('every plan × period page is a different one', () => {
    const urls = PLANS.flatMap((plan) => [previews[plan.id]!.monthly, previews[plan.id]!.yearly]);
    expect(new Set(urls).size).toBe(PLANS.length * 2);
  });

  test(
    'the close button has its name, focus starts inside the popup and a link opens the page in a new tab',
    CONTENT_CHECK,
    async ({ page }) => {
      await servePreviews(page);
      await openPlanPage(page);
      await page.getByRole('button', { name: ctaName(LAST) }).click();
      const close = page
        .getByRole('dialog', { name: LAST.name })
        .getByRole('button', { name: content.popup.closeLabel });
      await expect(close).toBeFocused();
      await expect(page.getByRole('dialog').getByRole('link', { name: content.popup.newTabLabel })).toHaveAttribute(
        'href',
        previews[LAST.id]!.monthly,
      );
    },
  );

  // The page with its popup closed is pages.spec.ts's, which runs axe there in full and in every colour mode.
  test('axe finds no violations with the popup loading and loaded; its colours read well in every theme', async ({
    page,
  }) => {
    test.slow(); // two axe runs and four colour runs
    const { release } = await servePreviews(page, { hold: true });
    await openPlanPage(page);
    await page.getByRole('radio', YEARLY_RADIO).click();
    await page.getByRole('button', { name: ctaName(MIDDLE) }).click();
    const dialog = page.getByRole('dialog', { name: MIDDLE.name });
    await expect(dialog.getByRole('status')).toBeVisible();
    // axe waits for frames to load, so check the loading panel on its own.
    await expectNoAxeViolations(page, 'dialog [role="status"]');
    await expectReadableColours(page, { modes: ['dark', 'forced colours'], include: 'dialog' });
    await release();
    await expect(dialog.getByRole('status')).toBeHidden();
    await expectNoAxeViolations(page);
    await expectReadableColours(page, { modes: ['dark', 'forced colours'], include: 'dialog' });
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the page does not scroll sideways, with the popup closed or open', async ({ page }) => {
    await servePreviews(page);
    await openPlanPage(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: ctaName(MIDDLE) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
