// @vitest-environment jsdom
// The contact form is one island in every language (tests/build/language-scripts.test.ts): what differs is
// what the page gives it. Each language's contact page gives it that language's words (labels, the sending
// and sent messages, the toasts, the field messages) and sends where the first language's page sends, so
// the form's behaviour, checked in the browser in the first language (tests/e2e/contact.spec.ts) and on the
// component (tests/unit/contact-form.test.tsx), speaks every language and posts the same request.
import { describe, expect, it } from 'vitest';
import { islandProps, parsedElements } from '../support/built-dom';
import { builtHtmlByRoute } from '../support/built-site';
import { loadContactPage } from '../support/content';
import { DEFAULT_LOCALE, LOCALES, localizedRoute, type Locale } from '../support/routes';
import { SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

const htmlOf = builtHtmlByRoute(SITE_DIR);

/** The props of the contact page's form island in `locale`. */
function formProps(locale: Locale) {
  const route = localizedRoute(ROUTES.contact, locale);
  const forms = parsedElements(htmlOf.get(route)!, 'astro-island').filter((island) =>
    island.getAttribute('component-url')?.includes('ContactForm'),
  );
  expect(forms, `the form islands of ${route}`).toHaveLength(1);
  return islandProps(forms[0]!);
}

describe('the contact form island', () => {
  for (const locale of LOCALES) {
    it(`gets the words of ${locale} and sends where the first language's form sends`, () => {
      const first = formProps(DEFAULT_LOCALE);
      const props = formProps(locale);
      const { form } = loadContactPage(locale);
      expect(props.labels).toEqual(form.labels);
      expect(props.footnote).toBe(form.footnote);
      expect({ endpoint: props.endpoint, mailto: props.mailto }).toEqual({
        endpoint: first.endpoint,
        mailto: first.mailto,
      });
    });
  }
});
