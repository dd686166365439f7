// @vitest-environment jsdom
// No English interface words on a German or French page: for every interface string (navigation.yaml,
// pages/*.yaml, preview.yaml, the settings' sentences) whose translation differs from the English one, the
// English wording appears nowhere in what a visitor of that language's built pages reads or hears: their
// text, the accessible names and alternative texts, and the props of their islands (labels, messages and
// toasts the browser renders later). Parts the page marks as written in another language (lang="en" on a
// block not yet translated, the names of the other languages in the switcher) are left out. Brand and
// product names are the same in every language, so they never count; nor does an English word the
// translated content itself uses, as names of standards are (a German page may well say "3-D Secure" where
// the English tile title is "Secure").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from '../../src/i18n/locales';
import { builtPages } from '../support/built-site';
import { CONTENT_DIR } from '../support/content';
import { INTERFACE_FILES, interfaceFields } from '../support/interface-strings';
import { escapeRegExp } from '../support/patterns';
import { localeOf } from '../support/routes';
import { SITE_DIR } from '../support/sites';

/** Attributes whose values a visitor hears or sees (names, alternative texts, tooltips, island props). */
const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'props'];
/** A template's placeholder (`{plan}`) stands for a few words of the page. */
const PLACEHOLDER = /\{[a-z]+\}/gi;
/** Templates whose fixed words are this short say too little to be told apart from other text. */
const MIN_TEMPLATE_LETTERS = 8;

/** What a visitor of the page reads or hears in its own language, as one string. */
function pageText(html: string, locale: Locale): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('script, style, template')) element.remove();
  for (const element of document.querySelectorAll('[lang]'))
    if (element !== document.documentElement && element.getAttribute('lang') !== locale) element.remove();
  const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
    READ_ATTRIBUTES.flatMap((name) => element.getAttribute(name) ?? []),
  );
  return [document.title, document.body.textContent ?? '', ...attributes].join('\n').replace(/\s+/g, ' ');
}

/** A pattern for an English string as a whole phrase; a template's placeholders match a few words. */
function phrase(text: string): RegExp | undefined {
  const literal = text.replace(PLACEHOLDER, '');
  if (literal !== text && literal.replace(/[^\p{L}]/gu, '').length < MIN_TEMPLATE_LETTERS) return undefined;
  const pattern = text
    .split(PLACEHOLDER)
    .map((part) => escapeRegExp(part.replace(/\s+/g, ' ')))
    .join('.{1,60}?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'u');
}

/** Everything written in content/<locale>/, as one string. */
const translatedContent = (locale: Locale) =>
  readdirSync(join(CONTENT_DIR, locale), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ya?ml|mdx)$/.test(file))
    .map((file) => readFileSync(join(CONTENT_DIR, locale, file), 'utf8'))
    .join('\n')
    .replace(/\s+/g, ' ');

/**
 * The English strings that `locale` translates differently and its own content never uses, each with where it
 * comes from.
 */
function replacedStrings(locale: Locale) {
  const ownWords = translatedContent(locale);
  return INTERFACE_FILES.flatMap((path) => {
    const translated = new Map(interfaceFields(path, locale)?.map((field) => [field.path, field.value]));
    return interfaceFields(path, DEFAULT_LOCALE)!
      .filter((field) => typeof field.value === 'string' && field.value.trim())
      .filter((field) => translated.get(field.path) !== field.value)
      .flatMap((field) => {
        const pattern = phrase(field.value as string);
        if (!pattern || pattern.test(ownWords)) return [];
        return [{ where: `${path} ${field.path}`, text: field.value as string, pattern }];
      });
  });
}

const pages = builtPages(SITE_DIR);

describe('interface words in the language of the page', () => {
  for (const locale of PREFIXED_LOCALES) {
    it(`no ${locale} page shows an English interface string that ${locale} translates`, () => {
      const strings = replacedStrings(locale);
      expect(strings.length).toBeGreaterThan(20);
      const own = pages.filter((page) => localeOf(page.route) === locale);
      expect(own.length).toBeGreaterThan(20);
      const found = own.flatMap((page) => {
        const text = pageText(page.html, locale);
        return strings
          .filter(({ pattern }) => pattern.test(text))
          .map(({ where, text }) => `${page.route}: "${text}" (${where})`);
      });
      expect(found).toEqual([]);
    });
  }

  it('would see an English string left on a page', () => {
    const [string] = replacedStrings(PREFIXED_LOCALES[0]!);
    const html = `<!doctype html><html lang="${PREFIXED_LOCALES[0]}"><body><p>…${string!.text}…</p><p lang="${DEFAULT_LOCALE}">${string!.text}</p></body></html>`;
    expect(string!.pattern.test(pageText(html, PREFIXED_LOCALES[0]!))).toBe(true);
    expect(string!.pattern.test(pageText(html.replace(/<p>.*?<\/p>/, ''), PREFIXED_LOCALES[0]!))).toBe(false);
  });
});
