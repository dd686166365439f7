// Pictures follow the theme, with the device's setting and with the switch, either way round. The logo and
// the pictures of the first view are drawn inline, where light-dark() takes the page's theme (through <img>,
// WebKit would keep an SVG light); a picture loaded lazily comes as its light and its dark file, of which the
// page shows, and fetches, only the one of its theme. A post's picture, a raster with no dark file, is dimmed in
// the dark theme.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DARK_COLOURS } from '../../src/lib/illustration-dark-style';
import { fillTemplate } from '../../src/lib/fill-template';
import { THEME_STORAGE_KEY } from '../../src/lib/theme-choice';
import { rgbOf as rgbOfSixDigits } from '../support/colours';
import { CONTENT_CHECK, categoryEntries, loadNavigation, loadPosts, loadSettings } from '../support/content';
import { ROUTES } from '../../src/i18n/routes';

type Theme = 'light' | 'dark';
/** A hex colour of three or six digits as the browser reports it computed. */
const rgbOf = (hex: string) =>
  rgbOfSixDigits(hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (digit) => digit + digit) : hex);
const CASES: { device: Theme; choice?: Theme; theme: Theme }[] = [
  { device: 'dark', theme: 'dark' },
  { device: 'light', choice: 'dark', theme: 'dark' },
  { device: 'dark', choice: 'light', theme: 'light' },
  { device: 'light', theme: 'light' },
];
const settings = loadSettings();
const LOGO = fillTemplate(loadNavigation().logoAlt, { brand: settings.brand.name });
/** A category whose picture says what it shows (a decorative one has no role to find it by). */
const category = categoryEntries().find((entry) => entry.card.imageAlt)!;
/** The newest post: its picture is a raster, with no dark drawing of its own. */
const post = loadPosts()[0]!;
/** The light and dark colour of every light-dark() pair in the logo file. */
const LOGO_PAIRS = [
  ...readFileSync(join('public', settings.brand.logo), 'utf8').matchAll(
    /light-dark\(\s*(#[0-9a-f]+)\s*,\s*(#[0-9a-f]+)\)/gi,
  ),
].map(([, light, dark]) => ({ light: rgbOf(light!), dark: rgbOf(dark!) }));

async function open(page: Page, route: string, { device, choice }: (typeof CASES)[number]) {
  await page.emulateMedia({ colorScheme: device });
  if (choice) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, choice]);
  await page.goto(route);
}

/** The fill and stroke colours an inline SVG draws with. */
const paints = (svg: Locator) =>
  svg.evaluate((element) =>
    [...element.querySelectorAll('*')].flatMap((shape) => {
      const style = getComputedStyle(shape);
      return [style.fill, style.stroke];
    }),
  );

for (const setup of CASES) {
  const name = `device ${setup.device}, ${setup.choice ? `switch ${setup.choice}` : 'no choice'}`;

  test(
    `the logo in the header and footer draws in the ${setup.theme} theme's colours (${name})`,
    CONTENT_CHECK,
    async ({ page }) => {
      await open(page, ROUTES.home, setup);
      for (const landmark of ['banner', 'contentinfo'] as const) {
        const logo = page.getByRole(landmark).getByRole('link', { name: LOGO, exact: true }).first();
        await expect(logo.locator('img')).toHaveCount(settings.brand.logo.endsWith('.svg') ? 0 : 1);
        if (!settings.brand.logo.endsWith('.svg')) continue;
        const drawn = await paints(logo.locator('svg'));
        for (const pair of LOGO_PAIRS) {
          expect(drawn, landmark).toContain(pair[setup.theme]);
          if (pair.light !== pair.dark)
            expect(drawn, landmark).not.toContain(pair[setup.theme === 'dark' ? 'light' : 'dark']);
        }
      }
    },
  );

  test(`a category page's drawing takes the ${setup.theme} theme (${name})`, CONTENT_CHECK, async ({ page }) => {
    await open(page, ROUTES.category(category.id), setup);
    const drawing = page.getByRole('main').getByRole('img', { name: category.card.imageAlt });
    // Every shape painted with a colour of the table that changes: what it is drawn in, by the page's theme.
    const shapes = await drawing.evaluate(
      (svg, colours) =>
        [...svg.querySelectorAll('[fill]')]
          .filter((shape) => colours.includes(shape.getAttribute('fill')!.toLowerCase()))
          .map((shape) => ({ light: shape.getAttribute('fill')!.toLowerCase(), drawn: getComputedStyle(shape).fill })),
      Object.keys(DARK_COLOURS).filter((light) => DARK_COLOURS[light as keyof typeof DARK_COLOURS] !== light),
    );
    expect(shapes.length).toBeGreaterThan(0);
    for (const { light, drawn } of shapes)
      expect(drawn).toBe(rgbOf(setup.theme === 'dark' ? DARK_COLOURS[light as keyof typeof DARK_COLOURS] : light));
  });

  test(`a home card shows and fetches only its ${setup.theme} picture (${name})`, CONTENT_CHECK, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await open(page, ROUTES.home, setup);
    // The card is the list item under the category's name: other categories may share its picture.
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: category.name, exact: true }) });
    const picture = card.getByRole('img', { name: category.card.imageAlt });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveCount(1);
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const file = category.card.image.split('/').pop()!;
    const shown = fetched.filter((path) => path.endsWith(`/${file}`));
    expect(shown).toHaveLength(1);
    expect(shown[0]!.includes('/dark/')).toBe(setup.theme === 'dark');
    expect(await picture.getAttribute('src')).toBe(shown[0]);
  });

  test(`a post's picture is dimmed in the dark theme, and only there (${name})`, CONTENT_CHECK, async ({ page }) => {
    await open(page, ROUTES.post(post.id), setup);
    const picture = page.getByRole('main').getByRole('img', { name: post.data.imageAlt }).first();
    const filter = await picture.evaluate((img) => getComputedStyle(img).filter);
    expect(filter, filter).toMatch(setup.theme === 'dark' ? /^brightness\(0?\.\d+\)$/ : /^none$/);
  });
}
