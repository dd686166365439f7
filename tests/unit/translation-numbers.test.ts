// A translation changes words, never figures: every file of content/<code>/ translates a file of content/
// under the same path and holds no number or switch of its own (prices, order, menu limits, stat figures), so
// each language's pages show the figures of the English file, and a price edited in English shows everywhere.
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '../../src/i18n/locales';
import { CONTENT_DIR, loadHomePage, loadNavigation, loadPlans } from '../support/content';
import { fieldsOf } from '../support/yaml-fields';

describe('translations take the figures of their English files', () => {
  for (const locale of PREFIXED_LOCALES) {
    it(`every file of ${locale} translates an English one and holds no figure of its own`, () => {
      const files = readdirSync(join(CONTENT_DIR, locale), { recursive: true, encoding: 'utf8' })
        .filter((path) => /\.(ya?ml|mdx)$/.test(path))
        .map((path) => path.split(sep).join('/'));
      expect(files.length).toBeGreaterThan(0);
      const problems = files.flatMap((path) => {
        if (!existsSync(join(CONTENT_DIR, path))) return [`${locale}/${path}: content/${path} does not exist`];
        return fieldsOf(join(CONTENT_DIR, locale, path))
          .filter((field) => typeof field.value === 'number' || typeof field.value === 'boolean')
          .map((field) => `${locale}/${path}: ${field.path} is ${field.value}, a figure of content/${path}`);
      });
      expect(problems).toEqual([]);
    });

    it(`the ${locale} pages show the English prices, order, stats and menu limit in their own words`, () => {
      const figures = (plans: ReturnType<typeof loadPlans>) =>
        plans.map(({ id, data }) => ({ id, monthly: data.monthly, yearly: data.yearly, order: data.order }));
      expect(figures(loadPlans(locale))).toEqual(figures(loadPlans(DEFAULT_LOCALE)));
      expect(loadPlans(locale).map((plan) => plan.lang)).toContain(locale);
      const stats = (home: ReturnType<typeof loadHomePage>) => home.stats.items.map(({ value, icon }) => [value, icon]);
      expect(stats(loadHomePage(locale))).toEqual(stats(loadHomePage(DEFAULT_LOCALE)));
      expect(loadHomePage(locale).stats.title).not.toBe(loadHomePage(DEFAULT_LOCALE).stats.title);
      expect(loadNavigation(locale).servicesMenu.limit).toBe(loadNavigation(DEFAULT_LOCALE).servicesMenu.limit);
    });
  }
});
