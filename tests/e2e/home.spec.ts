// The home page on the built site, as a visitor uses it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CATEGORY_SLUGS } from '../support/routes';
import { loadContentFile } from '../../src/lib/content-file';
import { loadSettings } from '../../src/lib/settings';
import { homePageSchema } from '../../src/schemas/home';

const home = loadContentFile('content/pages/home.yaml', homePageSchema);
const settings = loadSettings();
const WHATSAPP = `https://wa.me/${settings.contact.whatsappNumber}?text=${encodeURIComponent(settings.contact.whatsappGreeting)}`;
const MAILTO = `mailto:${settings.contact.email}?subject=Demo%20Request`;
const DIALOG_TITLE = 'Start Your Demo Experience Today';
const TILES = ['Unified product', 'Adaptable', 'Easy to set up', 'Affordable', 'Integrations with 500+ apps', 'Proven leader', 'Secure', 'Excellent support'];
const CATEGORY_NAMES = ['Sales', 'Marketing', 'Commerce', 'Automations', 'Customer Relationship', 'Memberships', 'Reporting', 'Integrations'];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The 'Start a Demo' control once the island has hydrated (server-rendered it is a mailto link). */
const demoButton = (page: Page) => page.getByRole('button', { name: 'Start a Demo' });
const statValues = (page: Page) => region(page, 'Grow with Us').locator('[data-stat-value]');

async function openDemo(page: Page): Promise<Locator> {
  await demoButton(page).click();
  const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/home');
  });

  test('shows the hero and then the sections in page order, before the footer', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(home.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      home.whyChooseUs.title, home.compliance.title, home.services.title, home.stats.title, home.testimonials.title, home.faq.title,
    ]);
    await expect(main.getByText(home.hero.tagline)).toBeVisible();
    const heroBox = (await main.getByRole('heading', { level: 1 }).boundingBox())!;
    const whyBox = (await region(page, home.whyChooseUs.title).boundingBox())!;
    const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
    const faqBox = (await region(page, home.faq.title).boundingBox())!;
    expect(heroBox.y).toBeLessThan(whyBox.y);
    expect(faqBox.y).toBeLessThan(footerBox.y);
  });

  test('the hero offers Start a Demo and a 7 Days Free Trial link to /plan', async ({ page }) => {
    await expect(demoButton(page)).toBeVisible();
    const trial = page.getByRole('main').getByRole('link', { name: '7 Days Free Trial' });
    await expect(trial).toHaveAttribute('href', '/plan');
    await trial.click();
    await expect(page).toHaveURL(/\/plan$/);
  });

  test('Why choose us has the eight tiles, each with an icon and a sentence', async ({ page }) => {
    const tiles = region(page, 'Why choose us').getByRole('listitem');
    await expect(tiles).toHaveCount(8);
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(TILES);
    for (const tile of await tiles.all()) {
      await expect(tile.locator('svg')).toBeVisible();
      await expect(tile.getByRole('paragraph')).not.toBeEmpty();
    }
  });

  test('Privacy and compliance shows the AICPA, GDPR and HIPAA blurbs with drawn badges and Learn more', async ({ page }) => {
    const section = region(page, home.compliance.title);
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.getByRole('heading', { level: 3 })).toHaveText([/AICPA/, /GDPR/, /HIPAA/]);
    for (const item of await items.all()) await expect(item.locator('svg')).toBeVisible();
    const learnMore = section.getByRole('link', { name: 'Learn more' });
    await expect(learnMore).toHaveAttribute('href', '/home/privacy');
    await learnMore.click();
    await expect(page).toHaveURL(/\/home\/privacy$/);
  });

  test('the services grid has the eight category cards with title, description and image, each linking to its page', async ({ page }) => {
    const cards = region(page, home.services.title).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    const links = cards.getByRole('link');
    await expect(links).toHaveText(CATEGORY_NAMES);
    for (const [index, slug] of CATEGORY_SLUGS.entries()) {
      const card = cards.nth(index);
      await expect(links.nth(index)).toHaveAttribute('href', `/services/${slug}`);
      await expect(card.getByRole('paragraph').first()).not.toBeEmpty();
      const image = card.locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /^\/illustrations\/.+\.svg$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `image of ${slug}`).toBe(true);
    }
    // The whole card is clickable, not only its title.
    await cards.nth(0).click();
    await expect(page).toHaveURL(/\/services\/sales$/);
  });

  test('testimonials show at most three quotes, each with a name, the feedback and an avatar', async ({ page }) => {
    const quotes = region(page, home.testimonials.title).getByRole('listitem');
    const count = await quotes.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    for (const quote of await quotes.all()) {
      await expect(quote.locator('blockquote')).not.toBeEmpty();
      await expect(quote.locator('figcaption')).toContainText(/\w+ \w+/);
      await expect(quote.locator('figcaption > img, figcaption > span[aria-hidden="true"]')).toBeVisible();
    }
  });

  test('every link in the page content goes where it should', async ({ page, request }) => {
    await expect(demoButton(page)).toBeVisible();
    const links = await page.getByRole('main').locator('a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({ text: a.textContent!.replace(/\s+/g, ' ').trim(), href: a.getAttribute('href')!, target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    // In page order: the demo dialog's two links sit right after its button, before the trial link.
    const expected = [
      { text: /^Schedule via WhatsApp/, href: WHATSAPP, external: true },
      { text: /^Schedule via Email/, href: MAILTO, external: true },
      { text: '7 Days Free Trial', href: '/plan' },
      { text: /^Learn more about /, href: '/home/privacy' },
      ...CATEGORY_NAMES.map((name, i) => ({ text: name, href: `/services/${CATEGORY_SLUGS[i]}` })),
      { text: home.faq.moreCta!.label, href: '/contact' },
    ];
    expect(links).toHaveLength(expected.length);
    for (const [index, want] of expected.entries()) {
      const link = links[index]!;
      expect(link.text).toMatch(typeof want.text === 'string' ? new RegExp(`^${want.text}$`) : want.text);
      expect(link.href, link.text).toBe(want.href);
      if ('external' in want) expect([link.target, link.rel], link.text).toEqual(['_blank', 'noopener noreferrer']);
      else expect((await request.get(link.href)).status(), link.href).toBe(200);
    }
  });

  test('the FAQ is an exclusive accordion of five questions with the first open, and FAQPage data', async ({ page }) => {
    const section = region(page, home.faq.title);
    const items = section.locator('details');
    await expect(items).toHaveCount(5);
    const openStates = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
    expect(await openStates()).toEqual([true, false, false, false, false]);
    await expect(items.nth(0).getByRole('paragraph')).toBeVisible();
    await expect(items.nth(1).getByRole('paragraph')).toBeHidden();

    await items.nth(2).locator('summary').click();
    expect(await openStates()).toEqual([false, false, true, false, false]);
    await expect(items.nth(2).getByRole('paragraph')).toBeVisible();

    await items.nth(4).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await openStates()).toEqual([false, false, false, false, true]);

    const questions = await items.locator('summary').allTextContents();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqBlocks = blocks.map((text) => JSON.parse(text)).filter((block) => block['@type'] === 'FAQPage');
    expect(faqBlocks).toHaveLength(1);
    const data = faqBlocks[0];
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions.map((q) => q.trim()));
    const answers = await items.locator('p').allTextContents();
    expect(data.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(answers.map((a) => a.trim()));
  });
});

test.describe('demo modal', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/home');
  });

  test('opens a named modal dialog with the WhatsApp and e-mail links, focus inside', async ({ page }) => {
    const dialog = await openDemo(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading', { name: DIALOG_TITLE })).toBeVisible();
    const whatsapp = dialog.getByRole('link', { name: /Schedule via WhatsApp/ });
    const email = dialog.getByRole('link', { name: /Schedule via Email/ });
    await expect(whatsapp).toHaveAttribute('href', WHATSAPP);
    await expect(email).toHaveAttribute('href', MAILTO);
    for (const link of [whatsapp, email]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  });

  test('keeps focus inside while open: Tab never reaches the page behind', async ({ page }) => {
    await openDemo(page);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      // Past the last control a native modal hands focus to the browser's own UI (the document body here).
      const where = await page.evaluate(() => (document.activeElement?.closest('dialog') ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page'));
      expect(where, key).not.toBe('page');
    }
  });

  test('closes on Escape and returns focus to the button', async ({ page }) => {
    const dialog = await openDemo(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(demoButton(page)).toBeFocused();
    // And opens again from the keyboard.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
  });

  test('closes on a backdrop click but not on a click inside the panel', async ({ page }) => {
    const dialog = await openDemo(page);
    await dialog.getByRole('heading', { name: DIALOG_TITLE }).click();
    await dialog.getByRole('paragraph').first().click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 300);
    await expect(dialog).toBeHidden();
    await expect(demoButton(page)).toBeFocused();
  });

  test('closes with its close button', async ({ page }) => {
    const dialog = await openDemo(page);
    await dialog.getByRole('button', { name: home.demo.closeLabel }).click();
    await expect(dialog).toBeHidden();
    await expect(demoButton(page)).toBeFocused();
  });

  test('the page behind does not scroll while it is open, and scrolls again after', async ({ page }) => {
    await openDemo(page);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('axe finds no violations with the dialog open, on a phone and on a desktop', async ({ page }) => {
    test.slow();
    await openDemo(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 740 });
    await openDemo(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Grow with Us counters', () => {
  test('count up from 0 once scrolled into view and stop at 30, 50 and 70 with percent and labels', async ({ page }) => {
    test.slow();
    await page.goto('/home');
    const values = statValues(page);
    // Server-rendered with the final values; the island hydrates only near the viewport.
    await expect(values).toHaveText(['30', '50', '70']);
    await region(page, 'Grow with Us').scrollIntoViewIfNeeded();
    await expect.poll(async () => Number(await values.nth(2).textContent()), { intervals: [20] }).toBeLessThan(70);
    // 70 ticks of 30 ms is about 2 s; a busy CI machine may run the timer slower.
    await expect(values).toHaveText(['30', '50', '70'], { timeout: 15_000 });
    const section = region(page, 'Grow with Us');
    for (const label of ['Improved performance', 'Speedy integration', 'Reduced licensing costs']) {
      await expect(section.getByRole('heading', { level: 3, name: new RegExp(`^\\d+% ${label}$`) })).toBeVisible();
      await expect(section.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(section.getByText('%', { exact: true })).toHaveCount(3);
    for (const percent of await section.getByText('%', { exact: true }).all()) await expect(percent).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with prefers-reduced-motion the final values show at once and never change', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push('changed')).observe(document.querySelector('[aria-labelledby="grow-with-us"]')!, { subtree: true, childList: true, characterData: true });
    });
    await region(page, 'Grow with Us').scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island:has([data-stat-value])')).not.toHaveAttribute('ssr', { timeout: 5000 });
    await page.waitForTimeout(500);
    await expect(statValues(page)).toHaveText(['30', '50', '70']);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Start a Demo is an e-mail link, the stats show their final values and the FAQ still works', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('main').getByRole('link', { name: 'Start a Demo' })).toHaveAttribute('href', MAILTO);
    const section = region(page, 'Grow with Us');
    await expect(statValues(page)).toHaveText(['30', '50', '70']);
    for (const label of ['Improved performance', 'Speedy integration', 'Reduced licensing costs']) await expect(section.getByText(label, { exact: true })).toBeVisible();
    const items = region(page, home.faq.title).locator('details');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1).getByRole('paragraph')).toBeVisible();
    await expect(items.nth(0).getByRole('paragraph')).toBeHidden();
  });
});

test('axe finds no violations on the home page with the dialog closed, on a phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home');
  await expect(demoButton(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
