// A writer's edit of copy never breaks a test: the edited copy of the project (tests/support/edited-site.ts) has
// new words in content/ (a page heading, a home tile, a stat label, an FAQ question, a testimonial name, a plan
// feature and price, a category name, a menu label, a paragraph of a service page, a German page heading) and
// lacks the German translation of that service page (so /de/ shows it in English until it is translated).
// Here its build shows them; the tests that take their expected words from content/ run against it with
// CONTENT_DIR on the edited content in steps of `npm test` of their own: the unit and build tests in
// scripts/test-edited-content.mjs, the end-to-end tests tagged @content (CONTENT_CHECK) in
// scripts/test-e2e-edited.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join, parse } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/i18n/format-price';
import { loadNavigation, loadPosts } from '../support/content';
import {
  DRAFT_POST,
  EDITED_DIST,
  EDITS,
  PARAGRAPH,
  editedBuild,
  editedService as service,
  untranslatedServiceLocale as translated,
} from '../support/edited-site';
import { localeOf, localizedRoute } from '../support/routes';
import { FEED_ROUTE, ROUTES } from '../../src/i18n/routes';
import { builtFiles } from '../../scripts/built-files.mjs';

const fallbackRoute = localizedRoute(ROUTES.service(service.id), translated);
const dist = EDITED_DIST;

/** The text a page's HTML holds for an edited value, a price written the page language's way. */
const shown = (value: string | number, route: string) =>
  typeof value === 'number' ? formatPrice(value, localeOf(route)) : value;
const html = (route: string) => readFileSync(join(dist, route, 'index.html'), 'utf8');

beforeAll(() => void editedBuild());

describe('a build of edited copy', () => {
  it('shows the new words', () => {
    for (const { route, value } of EDITS) expect(html(route), route).toContain(shown(value, route));
    expect(html(ROUTES.service(service.id))).toContain(PARAGRAPH);
  });

  it(`shows a service page not yet translated in English on ${fallbackRoute}, marked as English, in a page of its language`, () => {
    const page = html(fallbackRoute);
    expect(page).toContain(PARAGRAPH);
    expect(page).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${translated}">`, 'i'));
    expect(page).toMatch(/<main\b[^>]*\slang="en"/);
    const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'));
    const { links } = loadNavigation(translated);
    expect(header).toContain(`>${links[0]!.label}</a>`);
    expect(header).not.toContain(EDITS.find((edit) => edit.file === 'navigation.yaml')!.value);
    // A translated page keeps its language on <main>.
    expect(html(localizedRoute(ROUTES.plans, translated))).not.toMatch(/<main\b[^>]*\slang=/);
  });

  it('leaves a draft post out: no page, no card, no feed item, no sitemap entry, no file of its picture', () => {
    const route = ROUTES.post(DRAFT_POST);
    expect(existsSync(join(dist, route)), route).toBe(false);
    for (const file of [join(ROUTES.blog, 'index.html'), FEED_ROUTE, 'sitemap-0.xml'])
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain(DRAFT_POST);
    const built = builtFiles(dist);
    expect(built.filter((file) => file.includes(DRAFT_POST))).toEqual([]);
    // Only the draft's picture was left out: a published post's is there.
    const published = parse(loadPosts()[0]!.data.image).name;
    expect(
      built.filter((file) => file.startsWith(`_astro/${published}.`)),
      published,
    ).not.toEqual([]);
  });
});
