// A translation changes words, never figures: every file of content/<code>/ translates a file of content/
// under the same path and keeps each of its numbers and switches (prices, order, menu limits, stat figures)
// as the English file has them, so a price edited in English cannot stay old on the German page.
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREFIXED_LOCALES } from '../../src/i18n/locales';
import { CONTENT_DIR } from '../support/content';
import { fieldsOf } from '../support/yaml-fields';

/** The settings' translation holds sentences only; its numbers are not the settings' to compare. */
const SETTINGS = 'settings/site.yaml';

describe('translations keep the figures of their English files', () => {
  for (const locale of PREFIXED_LOCALES) {
    it(`every file of ${locale} translates an English one and keeps its numbers`, () => {
      const files = readdirSync(join(CONTENT_DIR, locale), { recursive: true, encoding: 'utf8' })
        .filter((path) => /\.(ya?ml|mdx)$/.test(path))
        .map((path) => path.split(sep).join('/'));
      expect(files.length).toBeGreaterThan(0);
      const problems = files.flatMap((path) => {
        const english = join(CONTENT_DIR, path);
        if (!existsSync(english)) return [`${locale}/${path}: content/${path} does not exist`];
        if (path === SETTINGS) return [];
        const own = new Map(fieldsOf(join(CONTENT_DIR, locale, path)).map((field) => [field.path, field.value]));
        return fieldsOf(english)
          .filter((field) => typeof field.value === 'number' || typeof field.value === 'boolean')
          .filter((field) => own.get(field.path) !== field.value)
          .map((field) => `${locale}/${path}: ${field.path} is ${own.get(field.path)}, in English ${field.value}`);
      });
      expect(problems).toEqual([]);
    });
  }
});
