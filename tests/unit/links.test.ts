import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  isCurrentLink,
  isExternal,
  joinBase,
  mailtoHref,
  sitePath,
  telHref,
  whatsappHref,
} from '../../src/lib/links';
import { ROUTES } from '../../src/i18n/routes';

describe('joinBase', () => {
  it('leaves root-base links alone', () => {
    expect(joinBase('/', '/plan')).toBe('/plan');
    expect(joinBase('/', '/')).toBe('/');
  });
  it('prefixes a sub-folder base once, with or without its trailing slash', () => {
    expect(joinBase('/pr-42/', '/plan')).toBe('/pr-42/plan');
    expect(joinBase('/pr-42', '/services/sales')).toBe('/pr-42/services/sales');
    expect(joinBase('/pr-42/', '/pr-42/plan')).toBe('/pr-42/plan');
    expect(joinBase('/pr-42/', '/')).toBe('/pr-42/');
  });
  it('passes through external, mailto, tel and hash links', () => {
    for (const href of [
      'https://example.com/x',
      'mailto:a@example.com',
      'tel:+1555',
      '#main',
      '//cdn.example.com/a.js',
    ]) {
      expect(joinBase('/pr-42/', href)).toBe(href);
    }
  });
});

describe('sitePath', () => {
  it('strips the base and trailing slashes', () => {
    expect(sitePath('/pr-42/services/sales/', '/pr-42/')).toBe('/services/sales');
    expect(sitePath('/home/', '/')).toBe('/home');
    expect(sitePath('/pr-42/', '/pr-42')).toBe('/');
  });
});

describe('isCurrentLink', () => {
  it('marks Services current on the overview, every category page and every service page', () => {
    for (const path of [ROUTES.services, ROUTES.category('sales'), ROUTES.service('crm-solution')])
      expect(isCurrentLink(ROUTES.services, path)).toBe(true);
    expect(isCurrentLink(ROUTES.services, ROUTES.home)).toBe(false);
    expect(isCurrentLink(ROUTES.services, '/servicesx')).toBe(false);
  });
  it('keeps Home current only on /home itself, not on /home/privacy', () => {
    expect(isCurrentLink(ROUTES.home, ROUTES.home)).toBe(true);
    expect(isCurrentLink(ROUTES.home, ROUTES.privacy)).toBe(false);
  });
  it('does not confuse /plan with a longer path that shares its start', () => {
    expect(isCurrentLink('/plan', '/plan')).toBe(true);
    expect(isCurrentLink('/plan', '/planner')).toBe(false);
  });
});

describe('link builders', () => {
  it('recognises external links', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('mailto:a@example.com')).toBe(false);
    expect(isExternal('/plan')).toBe(false);
  });
  it('builds a WhatsApp chat link with the greeting encoded', () => {
    expect(whatsappHref('15550100199', "Hi! I'd like a demo")).toBe(
      "https://wa.me/15550100199?text=Hi!%20I'd%20like%20a%20demo",
    );
  });
  it('builds mailto and tel links', () => {
    expect(mailtoHref('hello@example.com', 'Call me back')).toBe('mailto:hello@example.com?subject=Call%20me%20back');
    expect(mailtoHref('hello@example.com')).toBe('mailto:hello@example.com');
    expect(telHref('+1 555 010 0199')).toBe('tel:+15550100199');
  });
});

describe('absoluteUrl', () => {
  it('puts a site-root path on the build origin', () => {
    expect(absoluteUrl('/plan', new URL('https://crm.example'))).toBe('https://crm.example/plan');
    expect(absoluteUrl('/brand/logo.svg', new URL('https://preview.crm.example/'))).toBe(
      'https://preview.crm.example/brand/logo.svg',
    );
  });
  it('says what is missing when the config sets no site', () => {
    expect(() => absoluteUrl('/plan', undefined)).toThrow(/`site` is not set in astro.config.mjs/);
  });
});
