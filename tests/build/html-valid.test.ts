// Every built page is valid HTML (html-validate's recommended rules, .htmlvalidate.json).
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/built-site';
import { SITE_DIR } from '../support/sites';

const validator = new HtmlValidate(new FileSystemConfigLoader());
// Astro's island runtime writes this <style> before the first island, wherever that is in <body>.
// It is Astro's output, not ours, and harmless in every browser, so it is left out of validation.
const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const text = formatterFactory('text');

describe('HTML validity', () => {
  for (const page of builtPages(SITE_DIR)) {
    it(`${page.route} has no html-validate errors`, async () => {
      const report = await validator.validateString(page.html.replace(ASTRO_ISLAND_STYLE, ''), page.file);
      expect(report.valid ? '' : text(report.results)).toBe('');
    });
  }
});
