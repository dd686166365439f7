// The contact page on the built site, with the form posting to a real HTTP server on 127.0.0.1 that the
// test build points PUBLIC_API_BASE at (tests/support/recording-api.ts). Serial: the tests share its port.
// What a visitor reads on arrival (headline, labels, tiles, the note without JavaScript) is checked in every
// language; the form's behaviour, once in the first language: every language's page runs the same island
// (tests/build/language-scripts.test.ts) and gives it its own words and the same address to send to
// (tests/build/contact-form.test.ts), whose toasts and field messages are the component's
// (tests/unit/contact-form.test.tsx).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectReadableColours } from '../support/axe';
import { collectConsoleErrors } from '../support/console-errors';
import { rgbOf } from '../support/colours';
import { CONTENT_CHECK, loadContactPage, loadSettings } from '../support/content';
import { startingWith } from '../support/patterns';
import { arrowsApartFromWords } from '../support/trailing-arrows';
import { RecordingApi } from '../support/recording-api';
import { DEFAULT_LOCALE, LOCALES, localizedRoute } from '../support/routes';
import { CONTACT_PATH } from '../../src/lib/contact-endpoint';
import { DARK_NEUTRALS } from '../../src/styles/palette';
import { ROUTES } from '../../src/i18n/routes';

// The machine may be shared and slow: axe runs and reloads get room to finish.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const LABELS = loadContactPage().form.labels;
const SUCCESS = LABELS.sent;
const FAILURE = LABELS.sendFailed;
const typed = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  message: 'We run three clinics. Can you migrate 4,000 patients from our old CRM?',
};
/** What the contact API receives for `typed`, from a page in any language: exactly these fields. */
const SENT_BODY = { name: 'Lovelace', firstname: 'Ada', email: 'ada@example.org', message: typed.message };

let api: RecordingApi;
test.beforeAll(async () => {
  api = await new RecordingApi().start();
});
test.afterAll(async () => {
  await api.stop();
});
test.beforeEach(() => {
  api.reset();
});

/** A field by the start of its label, which may go on with a note such as "(optional)". */
const field = (page: Page, label: string) => page.getByLabel(startingWith(label));
const sendButton = (page: Page, labels = LABELS) => page.getByRole('button', { name: labels.send });

/**
 * Opens /contact in a language, points at the form (the island hydrates on a first interaction) and waits
 * until it has hydrated (Astro drops the `ssr` attribute).
 */
async function openForm(page: Page, locale = DEFAULT_LOCALE) {
  await page.goto(localizedRoute(ROUTES.contact, locale));
  const island = page.locator('astro-island[component-url*="ContactForm"]');
  await island.locator('form').hover();
  await expect(island).not.toHaveAttribute('ssr');
}

async function fillForm(page: Page, values = typed, labels = LABELS) {
  await field(page, labels.firstName).fill(values.firstName);
  await field(page, labels.lastName).fill(values.lastName);
  await field(page, labels.email).fill(values.email);
  await field(page, labels.message).fill(values.message);
}

async function expectForm(page: Page, values: typeof typed, labels = LABELS) {
  await expect(field(page, labels.firstName)).toHaveValue(values.firstName);
  await expect(field(page, labels.lastName)).toHaveValue(values.lastName);
  await expect(field(page, labels.email)).toHaveValue(values.email);
  await expect(field(page, labels.message)).toHaveValue(values.message);
}
const empty = { firstName: '', lastName: '', email: '', message: '' };

/** The toast with this text, checked to sit in the top-right corner of the viewport. */
async function expectToastTopRight(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveText(text);
  const viewport = page.viewportSize()!;
  // The toast slides in from the right: measure once it has come to rest.
  await expect
    .poll(async () => {
      const box = (await toast.boundingBox())!;
      return {
        right: viewport.width - (box.x + box.width) <= 32,
        top: box.y <= 32,
        rightHalf: box.x > viewport.width / 2,
      };
    })
    .toEqual({ right: true, top: true, rightHalf: true });
}

for (const locale of LOCALES) {
  const content = loadContactPage(locale);
  const settings = loadSettings(locale);
  const LABELS = content.form.labels;

  test.describe(`contact page (${locale})`, () => {
    test('shows the headline, the pitch and the form with labelled fields', CONTENT_CHECK, async ({ page }) => {
      await page.goto(localizedRoute(ROUTES.contact, locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
      for (const { title } of content.pitch.items) {
        await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: content.form.title, level: 2 })).toBeVisible();
      await expect(field(page, LABELS.email)).toHaveAttribute('type', 'email');
      await expect(field(page, LABELS.email)).toHaveAttribute('required', '');
      await expect(field(page, LABELS.message)).toHaveAttribute('required', '');
      await expect(field(page, LABELS.firstName)).not.toHaveAttribute('required');
      await expect(field(page, LABELS.lastName)).not.toHaveAttribute('required');
      await expect(page.getByText(LABELS.optional, { exact: true })).toHaveCount(2);
      await expect(sendButton(page, LABELS)).toBeEnabled();
      await expect(
        page.getByRole('region', { name: content.feedback.title }).getByRole('blockquote').first(),
      ).toBeVisible();
    });

    test(
      'the tiles open the chat, the mail draft and the profiles in a new tab, their arrows after their last words; the phone is a tel: link',
      CONTENT_CHECK,
      async ({ page }) => {
        await page.goto(localizedRoute(ROUTES.contact, locale));
        const tiles = page.getByRole('list', { name: content.tilesTitle }).getByRole('link');
        await expect(tiles).toHaveCount(content.tiles.length);
        const expected = {
          whatsapp: `https://wa.me/${settings.contact.whatsappNumber}?text=${encodeURIComponent(settings.contact.whatsappGreeting)}`,
          email: `mailto:${settings.contact.email}`,
          instagram: settings.social.instagram,
          facebook: settings.social.facebook,
        };
        for (const { channel, action } of content.tiles) {
          const link = page.getByRole('link', { name: action });
          await expect(link).toHaveAttribute('href', expected[channel]);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        const phone = page.getByRole('link', { name: settings.contact.phone });
        await expect(phone).toHaveAttribute('href', `tel:${settings.contact.phone.replace(/[^0-9+]/g, '')}`);
        // Four narrow tiles in a row: a longer label wraps, and its arrow stays with its last word.
        await page.setViewportSize({ width: 1024, height: 800 });
        expect(await arrowsApartFromWords(tiles)).toEqual([]);
      },
    );

    test(
      'without JavaScript the fields and a note with the e-mail address are there',
      CONTENT_CHECK,
      async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(localizedRoute(ROUTES.contact, locale));
        for (const label of [LABELS.firstName, LABELS.lastName, LABELS.email, LABELS.message])
          await expect(field(page, label)).toBeVisible();
        const note = page.locator('p').filter({ hasText: content.form.noScriptNote.split('{email}')[0]!.trim() });
        await expect(note).toBeVisible();
        await expect(note.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
          'href',
          `mailto:${settings.contact.email}`,
        );
        await expect(page.locator('form:has(textarea)')).toHaveAttribute('action', `mailto:${settings.contact.email}`);
        await context.close();
      },
    );
  });
}

test.describe('contact page', () => {
  test('a missing message or a malformed e-mail address sends nothing and points at the field', async ({ page }) => {
    await openForm(page);
    await fillForm(page, { ...typed, message: '' });
    await sendButton(page).click();
    await expect(field(page, LABELS.message)).toBeFocused();
    expect(await field(page, LABELS.message).evaluate((input: HTMLTextAreaElement) => input.validity.valid)).toBe(
      false,
    );
    await fillForm(page, { ...typed, email: 'ada.example.org' });
    await sendButton(page).click();
    await expect(field(page, LABELS.email)).toBeFocused();
    await page.waitForTimeout(300);
    expect(api.requests).toHaveLength(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('posts exactly { name: last name, firstname, email, message } as JSON, then thanks and clears the form', async ({
    page,
  }) => {
    // Anything the Content-Security-Policy blocks (e.g. a toast's styles) shows up as a console error.
    const errors = collectConsoleErrors(page);
    await openForm(page);
    await fillForm(page);
    await sendButton(page).click();
    await api.waitForRequests(1);
    const [request] = api.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(CONTACT_PATH);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual(SENT_BODY);
    await expectToastTopRight(page, SUCCESS);
    await expectForm(page, empty);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    // The draft went with the message: a reload starts empty.
    await openForm(page);
    await expectForm(page, empty);
  });

  test('while the API holds its answer the button is disabled and reads its sending label; a double click sends once', async ({
    page,
  }) => {
    api.mode = 'hold';
    await openForm(page);
    await fillForm(page);
    await sendButton(page).dblclick();
    await api.waitForRequests(1);
    const loading = page.getByRole('button', { name: LABELS.sending });
    await expect(loading).toBeDisabled();
    await field(page, LABELS.email).press('Enter');
    await page.waitForTimeout(500);
    expect(api.requests).toHaveLength(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    api.release(200);
    await expectToastTopRight(page, SUCCESS);
    await expect(sendButton(page)).toBeEnabled();
    expect(api.requests).toHaveLength(1);
  });

  test("the form while sending and both toasts read well in every theme; the toasts take the page's theme", async ({
    page,
  }) => {
    api.mode = 'hold';
    await openForm(page);
    await fillForm(page);
    await sendButton(page).click();
    await api.waitForRequests(1);
    await expect(page.getByRole('button', { name: LABELS.sending })).toBeDisabled();
    await expectReadableColours(page, { include: 'form' });
    // Each toast in the light theme meets every axe rule in the tests above.
    const modes = ['dark', 'forced colours'] as const;
    api.release(500);
    // A toast stays while the pointer is on it: pointed at as soon as it has slid in, before its five seconds run
    // out on a busy machine, it stays for the checks below.
    await page.getByRole('alert').filter({ hasText: FAILURE }).hover();
    await expectToastTopRight(page, FAILURE);
    await expectReadableColours(page, { modes });
    api.mode = 'ok';
    await sendButton(page).click();
    const success = page.getByRole('alert').filter({ hasText: SUCCESS });
    await expect(success).toBeVisible();
    await success.hover();
    await expectReadableColours(page, { modes, include: '.Toastify' });
    // Light in the light theme, the dark theme's card colour in the dark one.
    const background = () =>
      success.evaluate((element) => getComputedStyle(element.closest('.Toastify__toast')!).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background()).toBe(rgbOf(DARK_NEUTRALS.card));
  });

  test('pressing Enter twice sends one message', async ({ page }) => {
    api.mode = 'hold';
    await openForm(page);
    await fillForm(page);
    await field(page, LABELS.email).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await api.waitForRequests(1);
    await page.waitForTimeout(500);
    expect(api.requests).toHaveLength(1);
    api.release(200);
    await expectToastTopRight(page, SUCCESS);
    expect(api.requests).toHaveLength(1);
  });

  test('a 500 answer shows the error toast, logs no error of its own and keeps every field and the draft', async ({
    page,
  }) => {
    api.mode = 'error';
    const errors = collectConsoleErrors(page);
    await openForm(page);
    await fillForm(page);
    await sendButton(page).click();
    await expectToastTopRight(page, FAILURE);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await expectForm(page, typed);
    // The browser's own note about the failed request stays; the site adds nothing to it.
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    await expectNoAxeViolations(page);
    await openForm(page);
    await expectForm(page, typed);
  });

  test('a network error shows the error toast and keeps every field', async ({ page }) => {
    await page.route(`**${CONTACT_PATH}`, (route) => route.abort('connectionrefused'));
    await openForm(page);
    await fillForm(page);
    await sendButton(page).click();
    await expectToastTopRight(page, FAILURE);
    await expectForm(page, typed);
    expect(api.requests).toHaveLength(0);
  });

  test('no answer within 15 seconds counts as a failure', async ({ page }) => {
    api.mode = 'hold';
    await page.clock.install();
    await openForm(page);
    await fillForm(page);
    await sendButton(page).click();
    await api.waitForRequests(1);
    await page.clock.fastForward(14_000);
    await expect(page.getByRole('button', { name: LABELS.sending })).toBeDisabled();
    await page.clock.fastForward(1_000);
    await expectToastTopRight(page, FAILURE);
    await expectForm(page, typed);
    await expect(sendButton(page)).toBeEnabled();
  });

  test('what was typed survives a reload until it has been sent', async ({ page }) => {
    await openForm(page);
    await fillForm(page);
    await page.reload();
    await openForm(page);
    await expectForm(page, typed);
    await sendButton(page).click();
    await expectToastTopRight(page, SUCCESS);
    await page.reload();
    await openForm(page);
    await expectForm(page, empty);
  });

  test('a filled honeypot sends nothing but shows the success toast', async ({ page }) => {
    await openForm(page);
    await fillForm(page);
    const honeypot = page.locator('input[name="company_website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await honeypot.fill('https://cheap-pills.example', { force: true });
    await sendButton(page).click();
    await expectToastTopRight(page, SUCCESS);
    await page.waitForTimeout(500);
    expect(api.requests).toHaveLength(0);
  });

  test('Alt+T moves focus to the notifications', async ({ page }) => {
    await openForm(page);
    await fillForm(page);
    await sendButton(page).click();
    const toast = page.getByRole('alert').filter({ hasText: SUCCESS });
    await expect(toast).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    await expect(toast).toBeFocused();
  });

  test('react-toastify’s stylesheet loads on /contact only', async ({ request }) => {
    const stylesheetsOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
      return Promise.all(hrefs.map(async (href) => (await request.get(href)).text()));
    };
    expect((await stylesheetsOf(ROUTES.contact)).some((css) => css.includes('.Toastify'))).toBe(true);
    for (const path of [ROUTES.home, ROUTES.about, ROUTES.plans, ROUTES.services]) {
      expect(
        (await stylesheetsOf(path)).some((css) => css.includes('.Toastify')),
        path,
      ).toBe(false);
    }
  });

  test('axe finds no violations on the page at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openForm(page);
    await expectNoAxeViolations(page);
  });
});
