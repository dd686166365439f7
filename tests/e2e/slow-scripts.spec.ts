// The first interaction works while the page's scripts are still on their way: every script file is held
// back, as a slow connection would, until the test has done what a visitor does meanwhile (so neither a fast
// nor a busy machine decides the order, and no test waits longer than it acts); that must do what it does
// once the islands have hydrated (the demo dialog needs none; the plan popup and the contact form replay the
// press).
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console-errors';
import { loadContactPage, loadHomePage, loadPlanPage, loadPlans } from '../support/content';
import { startingWith } from '../support/patterns';
import { TEST_API_BASE } from '../support/sites';
import { CONTACT_PATH } from '../../src/lib/contact-endpoint';
import { ROUTES } from '../../src/i18n/routes';

/** Room for the held scripts to arrive and run on a busy machine. */
const AFTER_SCRIPTS = { timeout: 15_000 };

/** Holds every script file back until `release()`; `answered` counts those let through. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { answered: 0, release };
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
      held.answered += 1;
    },
  );
  return held;
}

test.describe('with every script held back until the visitor has acted', () => {
  test.slow();
  let errors: string[];
  test.beforeEach(({ page }) => {
    errors = collectConsoleErrors(page);
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('the first click on the demo button opens the dialog, not the mail program', async ({ page }) => {
    const home = loadHomePage();
    const held = await holdScripts(page);
    await page.goto(ROUTES.home);
    await page.getByRole('button', { name: home.hero.demoLabel }).click();
    const dialog = page.getByRole('dialog', { name: home.demo.title });
    await expect(dialog).toBeVisible();
    expect(held.answered).toBe(0);
    held.release();
    await expect(dialog.getByRole('link', { name: startingWith(home.demo.whatsappLabel) })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the first click on GET STARTED opens the popup of that plan once the island arrives', async ({ page }) => {
    const content = loadPlanPage();
    const [first] = loadPlans();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Plan preview</title>' }),
    );
    const held = await holdScripts(page);
    const popups: Page[] = [];
    page.context().on('page', (opened) => popups.push(opened));
    await page.goto(ROUTES.plans);
    const name = `${content.ctaLabel}: ${first!.data.name}`;
    await page.getByRole('button', { name }).click();
    expect(held.answered).toBe(0);
    held.release();
    await expect(page.getByRole('dialog', { name: first!.data.name })).toBeVisible(AFTER_SCRIPTS);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(popups).toEqual([]);
  });

  test('text typed into the contact form before its island arrives is kept and sent once', async ({ page }) => {
    const { labels } = loadContactPage().form;
    const sent: string[] = [];
    await page.route(`${TEST_API_BASE}${CONTACT_PATH}`, async (route) => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      sent.push(route.request().postData() ?? '');
      return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: '{"ok":true}' });
    });
    const held = await holdScripts(page);
    await page.goto(ROUTES.contact);
    const email = page.getByLabel(startingWith(labels.email));
    const message = page.getByLabel(startingWith(labels.message));
    // The browser's own rules stop an empty message before anything is held or sent.
    await email.fill('ada@example.org');
    await page.getByRole('button', { name: labels.send }).click();
    expect(await message.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
    await message.fill('Typed before the form was ready.');
    await page.getByRole('button', { name: labels.send }).click();
    await page.getByRole('button', { name: labels.send }).click();
    expect(held.answered).toBe(0);
    held.release();
    await expect(page.getByRole('alert')).toHaveText(labels.sent, AFTER_SCRIPTS);
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      { name: '', firstname: '', email: 'ada@example.org', message: 'Typed before the form was ready.' },
    ]);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('text typed before the island arrives stays in the fields when it takes over', async ({ page }) => {
    const { labels } = loadContactPage().form;
    const held = await holdScripts(page);
    await page.goto(ROUTES.contact);
    const island = page.locator('astro-island[component-url*="ContactForm"]');
    await page.getByLabel(startingWith(labels.firstName)).fill('Ada');
    await page.getByLabel(startingWith(labels.message)).pressSequentially('Hello');
    expect(held.answered).toBe(0);
    held.release();
    await expect(island).not.toHaveAttribute('ssr', AFTER_SCRIPTS);
    await expect(page.getByLabel(startingWith(labels.firstName))).toHaveValue('Ada');
    await expect(page.getByLabel(startingWith(labels.message))).toHaveValue('Hello');
  });

  test('the counters still count up when scrolled to', async ({ page }) => {
    const home = loadHomePage();
    const held = await holdScripts(page);
    await page.goto(ROUTES.home);
    const section = page.getByRole('region', { name: home.stats.title, exact: true });
    await section.scrollIntoViewIfNeeded();
    expect(held.answered).toBe(0);
    held.release();
    const values = section.locator('[data-stat-value]');
    const figures = home.stats.items.map((stat) => String(stat.value));
    const largest = figures.indexOf(String(Math.max(...figures.map(Number))));
    await expect
      .poll(async () => Number(await values.nth(largest).textContent()), { intervals: [20], ...AFTER_SCRIPTS })
      .toBeLessThan(Number(figures[largest]));
    await expect(values).toHaveText(figures, AFTER_SCRIPTS);
  });
});
