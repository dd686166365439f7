// The home page on the built site, as a visitor uses it: what it says in every language, how it behaves
// (the same in every language) in English.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectReadableColours } from '../support/axe';
import {
  CONTENT_CHECK,
  loadBlogPage,
  loadCategories,
  loadPosts,
  loadFaq,
  loadHomePage,
  loadNavigation,
  loadSettings,
  loadTestimonials,
} from '../support/content';
import { endingWith, startingWith } from '../support/patterns';
import { DEFAULT_LOCALE, LOCALES, localizedRoute, type Locale } from '../support/routes';
import { TESTIMONIALS_MAX } from '../../src/lib/spec-constants';
import { ROUTES } from '../../src/i18n/routes';

// Every word, list and figure these tests expect comes from content/ in the page's language, so a writer's
// edit and a translation keep them green.
function homeCopy(locale: Locale) {
  const home = loadHomePage(locale);
  const { contact, blog } = loadSettings(locale);
  return {
    home,
    blog: loadBlogPage(locale),
    /** The newest posts the page shows, as many as the settings ask for. */
    latest: loadPosts(locale).slice(0, blog.latestOnHome),
    route: localizedRoute(ROUTES.home, locale),
    faq: loadFaq(locale),
    WHATSAPP: `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(contact.whatsappGreeting)}`,
    MAILTO: `mailto:${contact.email}?subject=${encodeURIComponent(home.demo.emailSubject)}`,
    STAT_VALUES: home.stats.items.map((stat) => String(stat.value)),
    STAT_LABELS: home.stats.items.map((stat) => stat.label),
  };
}
type HomeCopy = ReturnType<typeof homeCopy>;

const english = homeCopy(DEFAULT_LOCALE);
const { home, WHATSAPP, MAILTO, STAT_VALUES, STAT_LABELS } = english;
const { servicesMenu } = loadNavigation();
/** The categories the services grid shows: as many as the menus list, in their order. */
const categories = loadCategories().slice(0, servicesMenu.limit);
const someLeftOut = loadCategories().length > categories.length;
const DIALOG_TITLE = home.demo.title;
const TILES = home.whyChooseUs.tiles.map((tile) => tile.title);
const CATEGORY_NAMES = categories.map((category) => category.data.name);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The demo control once the island has hydrated (server-rendered it is a mailto link). */
const demoButton = (page: Page, copy: HomeCopy = english) =>
  page.getByRole('button', { name: copy.home.hero.demoLabel });
const statValues = (page: Page, copy: HomeCopy = english) =>
  region(page, copy.home.stats.title).locator('[data-stat-value]');

async function openDemo(page: Page, copy: HomeCopy = english): Promise<Locator> {
  await demoButton(page, copy).click();
  const dialog = page.getByRole('dialog', { name: copy.home.demo.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of LOCALES) {
  const copy = homeCopy(locale);
  const { home, faq, WHATSAPP, MAILTO, STAT_VALUES, STAT_LABELS } = copy;

  test.describe(`home page (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(copy.route);
    });

    test('shows the hero and then the sections in page order, before the footer', CONTENT_CHECK, async ({ page }) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(home.heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        home.whyChooseUs.title,
        home.compliance.title,
        home.services.title,
        home.stats.title,
        home.testimonials.title,
        ...(copy.latest.length ? [copy.blog.latest.title] : []),
        home.faq.title,
      ]);
      await expect(main.getByText(home.hero.tagline)).toBeVisible();
      const heroBox = (await main.getByRole('heading', { level: 1 }).boundingBox())!;
      const whyBox = (await region(page, home.whyChooseUs.title).boundingBox())!;
      const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
      const faqBox = (await region(page, home.faq.title).boundingBox())!;
      expect(heroBox.y).toBeLessThan(whyBox.y);
      expect(faqBox.y).toBeLessThan(footerBox.y);
    });

    test(
      'the FAQ is an exclusive accordion of the questions with the first open, and FAQPage data',
      CONTENT_CHECK,
      async ({ page }) => {
        const section = region(page, home.faq.title);
        const items = section.locator('details');
        await expect(items).toHaveCount(faq.length);
        await expect(items.locator('summary')).toHaveText(faq.map((entry) => entry.data.question));
        await expect(items.locator('p')).toHaveText(faq.map((entry) => entry.data.answer));
        /** Which questions are open: only the one at `index`. */
        const onlyOpen = (index: number) => faq.map((_entry, at) => at === index);
        const openStates = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
        expect(await openStates()).toEqual(onlyOpen(0));
        await expect(items.nth(0).getByRole('paragraph')).toBeVisible();
        await expect(items.nth(1).getByRole('paragraph')).toBeHidden();

        const middle = Math.floor(faq.length / 2);
        await items.nth(middle).locator('summary').click();
        expect(await openStates()).toEqual(onlyOpen(middle));
        await expect(items.nth(middle).getByRole('paragraph')).toBeVisible();

        await items.last().locator('summary').focus();
        await page.keyboard.press('Enter');
        expect(await openStates()).toEqual(onlyOpen(faq.length - 1));

        const questions = await items.locator('summary').allTextContents();
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const faqBlocks = blocks.map((text) => JSON.parse(text)).filter((block) => block['@type'] === 'FAQPage');
        expect(faqBlocks).toHaveLength(1);
        const data = faqBlocks[0];
        expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions.map((q) => q.trim()));
        const answers = await items.locator('p').allTextContents();
        expect(data.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(
          answers.map((a) => a.trim()),
        );
      },
    );

    test(
      'opens a named modal dialog with the WhatsApp and e-mail links, focus inside',
      CONTENT_CHECK,
      async ({ page }) => {
        const dialog = await openDemo(page, copy);
        await expect(dialog).toHaveAttribute('aria-modal', 'true');
        await expect(dialog.getByRole('heading', { name: home.demo.title })).toBeVisible();
        const whatsapp = dialog.getByRole('link', { name: startingWith(home.demo.whatsappLabel) });
        const email = dialog.getByRole('link', { name: startingWith(home.demo.emailLabel) });
        await expect(whatsapp).toHaveAttribute('href', WHATSAPP);
        await expect(email).toHaveAttribute('href', MAILTO);
        for (const link of [whatsapp, email]) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
      },
    );
  });

  test.describe(`home page without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test(
      'the demo control is an e-mail link, the stats show their final values and the FAQ still works',
      CONTENT_CHECK,
      async ({ page }) => {
        await page.goto(copy.route);
        await expect(
          page.getByRole('main').getByRole('link', { name: home.hero.demoLabel, exact: true }),
        ).toHaveAttribute('href', MAILTO);
        const section = region(page, home.stats.title);
        await expect(statValues(page, copy)).toHaveText(STAT_VALUES);
        for (const label of STAT_LABELS) await expect(section.getByText(label, { exact: true })).toBeVisible();
        const items = region(page, home.faq.title).locator('details');
        await items.nth(1).locator('summary').click();
        await expect(items.nth(1).getByRole('paragraph')).toBeVisible();
        await expect(items.nth(0).getByRole('paragraph')).toBeHidden();
      },
    );
  });
}

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ROUTES.home);
  });

  test('the hero offers the demo and the trial link, which leads to its page', CONTENT_CHECK, async ({ page }) => {
    await expect(demoButton(page)).toBeVisible();
    const trial = page.getByRole('main').getByRole('link', { name: home.hero.trial.label });
    await expect(trial).toHaveAttribute('href', home.hero.trial.href);
    await trial.click();
    await expect(page).toHaveURL(endingWith(home.hero.trial.href));
  });

  test('Why choose us has its tiles, each with an icon and a sentence', CONTENT_CHECK, async ({ page }) => {
    const tiles = region(page, home.whyChooseUs.title).getByRole('listitem');
    await expect(tiles).toHaveCount(TILES.length);
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(TILES);
    for (const tile of await tiles.all()) {
      await expect(tile.locator('svg')).toBeVisible();
      await expect(tile.getByRole('paragraph')).not.toBeEmpty();
    }
  });

  test(
    'Privacy and compliance shows its certificates with drawn badges and the link to more',
    CONTENT_CHECK,
    async ({ page }) => {
      const { certificates, cta } = home.compliance;
      const section = region(page, home.compliance.title);
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(certificates.length);
      await expect(items.getByRole('heading', { level: 3 })).toHaveText(
        certificates.map((certificate) => certificate.name),
      );
      for (const item of await items.all()) await expect(item.locator('svg')).toBeVisible();
      const learnMore = section.getByRole('link', { name: cta.label });
      await expect(learnMore).toHaveAttribute('href', cta.href);
      await learnMore.click();
      await expect(page).toHaveURL(endingWith(cta.href));
    },
  );

  test(
    "the services grid has a card per category, up to the menus' limit, with title, description and image, each linking to its page, then a link to every service when some are left out",
    CONTENT_CHECK,
    async ({ page }) => {
      const grid = region(page, home.services.title);
      const all = grid.getByRole('link', { name: servicesMenu.allLabel, exact: true });
      if (someLeftOut) await expect(all).toHaveAttribute('href', ROUTES.services);
      else await expect(all).toHaveCount(0);
      const cards = grid.getByRole('listitem');
      await expect(cards).toHaveCount(categories.length);
      const links = cards.getByRole('link');
      await expect(links).toHaveText(CATEGORY_NAMES);
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
        categories.map(({ id }) => ROUTES.category(id)),
      );
      // Each card's description, and the picture of the page's theme (its twin for the other theme is not
      // shown), once scrolled to: the pictures load lazily. One pass over every card.
      const shownCards = () =>
        cards.evaluateAll((items) =>
          items.map((item) => {
            const pictures = [...item.querySelectorAll('img')].filter((img) => img.checkVisibility());
            for (const img of pictures) img.scrollIntoView({ block: 'center' });
            return {
              described: Boolean(item.querySelector('p')?.textContent?.trim()),
              pictures: pictures.map((img) => ({
                src: img.getAttribute('src')!,
                loaded: img.complete && img.naturalWidth > 0,
              })),
            };
          }),
        );
      await expect
        .poll(
          async () => (await shownCards()).filter((card) => !card.pictures.every((picture) => picture.loaded)).length,
        )
        .toBe(0);
      for (const [index, card] of (await shownCards()).entries()) {
        const slug = categories[index]!.id;
        expect(card.described, `description of ${slug}`).toBe(true);
        expect(
          card.pictures.map((picture) => picture.src),
          `picture of ${slug}`,
        ).toEqual([expect.stringMatching(/^\/illustrations\/.+\.svg$/)]);
      }
      // The whole card is clickable, not only its title.
      await cards.nth(0).click();
      await expect(page).toHaveURL(endingWith(ROUTES.category(categories[0]!.id)));
    },
  );

  test(
    `testimonials show the first ${TESTIMONIALS_MAX} quotes, each with the name, the feedback and an avatar`,
    CONTENT_CHECK,
    async ({ page }) => {
      const shown = loadTestimonials().slice(0, TESTIMONIALS_MAX);
      const quotes = region(page, home.testimonials.title).getByRole('listitem');
      await expect(quotes).toHaveCount(shown.length);
      for (const [index, { data: testimonial }] of shown.entries()) {
        const quote = quotes.nth(index);
        await expect(quote.locator('blockquote')).toHaveText(testimonial.feedback);
        await expect(quote.locator('figcaption')).toContainText(testimonial.name);
        await expect(quote.locator('figcaption > img, figcaption > span[aria-hidden="true"]')).toBeVisible();
      }
    },
  );

  test('every link in the page content goes where it should', CONTENT_CHECK, async ({ page, request }) => {
    await expect(demoButton(page)).toBeVisible();
    const links = await page
      .getByRole('main')
      .locator('a[href]')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({
          text: a.textContent!.replace(/\s+/g, ' ').trim(),
          href: a.getAttribute('href')!,
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
      );
    // In page order: the demo dialog's two links sit right after its button, before the trial link.
    // The demo links' text is the label, then a hint; the compliance link reads its context after the label.
    const expected = [
      { text: startingWith(home.demo.whatsappLabel), href: WHATSAPP, external: true },
      { text: startingWith(home.demo.emailLabel), href: MAILTO, external: true },
      { text: home.hero.trial.label, href: home.hero.trial.href },
      { text: `${home.compliance.cta.label} ${home.compliance.ctaContext}`, href: home.compliance.cta.href },
      ...categories.map(({ id, data }) => ({ text: data.name, href: ROUTES.category(id) })),
      ...(someLeftOut ? [{ text: servicesMenu.allLabel, href: ROUTES.services }] : []),
      ...english.latest.map(({ id, data }) => ({ text: data.title, href: ROUTES.post(id) })),
      ...(english.latest.length ? [{ text: english.blog.latest.allLabel, href: ROUTES.blog }] : []),
      ...(home.faq.moreCta ? [{ text: home.faq.moreCta.label, href: home.faq.moreCta.href }] : []),
    ];
    expect(links).toHaveLength(expected.length);
    const internal: string[] = [];
    for (const [index, want] of expected.entries()) {
      const link = links[index]!;
      if (typeof want.text === 'string') expect(link.text).toBe(want.text);
      else expect(link.text).toMatch(want.text);
      expect(link.href, link.text).toBe(want.href);
      if ('external' in want) expect([link.target, link.rel], link.text).toEqual(['_blank', 'noopener noreferrer']);
      else internal.push(link.href);
    }
    const statuses = await Promise.all(internal.map(async (href) => [href, (await request.get(href)).status()]));
    expect(statuses).toEqual(internal.map((href) => [href, 200]));
  });
});

test.describe('demo modal', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ROUTES.home);
  });

  test('keeps focus inside while open: Tab never reaches the page behind', async ({ page }) => {
    await openDemo(page);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      // Past the last control a native modal hands focus to the browser's own UI (the document body here).
      const where = await page.evaluate(() =>
        document.activeElement?.closest('dialog')
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : 'page',
      );
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

  test('axe finds no violations with the dialog open, on a phone and on a desktop, in every theme', async ({
    page,
  }) => {
    test.slow();
    // Every rule over the whole page with the dialog open; the colour rules over the dialog, since the page
    // behind it reads as it does on arrival (tests/e2e/pages.spec.ts).
    await openDemo(page);
    await expectNoAxeViolations(page);
    await expectReadableColours(page, { modes: ['dark', 'forced colours'], include: 'dialog' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 740 });
    await openDemo(page);
    await expectNoAxeViolations(page);
    await expectReadableColours(page, { modes: ['dark', 'forced colours'], include: 'dialog' });
  });
});

test.describe('the stats counters', () => {
  test(
    'count up from 0 once scrolled into view and stop at their figures, with percent signs and labels',
    CONTENT_CHECK,
    async ({ page }) => {
      test.slow();
      await page.goto(ROUTES.home);
      const values = statValues(page);
      // Server-rendered with the final values; the island hydrates only near the viewport.
      await expect(values).toHaveText(STAT_VALUES);
      await region(page, home.stats.title).scrollIntoViewIfNeeded();
      // The largest figure is the last to arrive: catch it on the way. React is fetched only now, when the
      // counters come near, which a busy machine can take seconds over.
      const largest = STAT_VALUES.indexOf(String(Math.max(...STAT_VALUES.map(Number))));
      await expect
        .poll(async () => Number(await values.nth(largest).textContent()), { intervals: [20], timeout: 15_000 })
        .toBeLessThan(Number(STAT_VALUES[largest]));
      // 100 ticks of COUNTER_TICK_MS at most is about 3 s; a busy CI machine may run the timer slower.
      await expect(values).toHaveText(STAT_VALUES, { timeout: 15_000 });
      const section = region(page, home.stats.title);
      for (const [index, label] of STAT_LABELS.entries()) {
        await expect(
          section.getByRole('heading', { level: 3, name: `${STAT_VALUES[index]}% ${label}`, exact: true }),
        ).toBeVisible();
        await expect(section.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(section.getByText('%', { exact: true })).toHaveCount(STAT_VALUES.length);
      for (const percent of await section.getByText('%', { exact: true }).all()) await expect(percent).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    'with prefers-reduced-motion the final values show at once and never change',
    CONTENT_CHECK,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(ROUTES.home);
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        new MutationObserver(() => seen.push('changed')).observe(
          document.querySelector('[aria-labelledby="grow-with-us"]')!,
          { subtree: true, childList: true, characterData: true },
        );
      });
      await region(page, home.stats.title).scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island:has([data-stat-value])')).not.toHaveAttribute('ssr', { timeout: 5000 });
      await page.waitForTimeout(500);
      await expect(statValues(page)).toHaveText(STAT_VALUES);
      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
    },
  );
});

test('axe finds no violations on the home page with the dialog closed, on a phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(ROUTES.home);
  await expect(demoButton(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
