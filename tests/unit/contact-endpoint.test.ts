import { describe, expect, it } from 'vitest';
import { apiBaseOverride, contactApiBase, contactEndpoint } from '../../src/lib/contact-endpoint';
import { inboxBanner } from '../../inbox/banner.mjs';

const settings = { apiBase: 'https://api.brand.example' };

describe('contactApiBase (one answer for the CSP, the contact form and the inbox runner)', () => {
  it('uses the settings when PUBLIC_API_BASE is not set, empty or blank', () => {
    expect(contactApiBase(settings, {})).toBe('https://api.brand.example');
    expect(contactApiBase(settings, { PUBLIC_API_BASE: '' })).toBe('https://api.brand.example');
    expect(contactApiBase(settings, { PUBLIC_API_BASE: '  ' })).toBe('https://api.brand.example');
    expect(apiBaseOverride({ PUBLIC_API_BASE: '  ' })).toBeUndefined();
  });
  it('lets PUBLIC_API_BASE override the settings, trimmed', () => {
    expect(contactApiBase(settings, { PUBLIC_API_BASE: ' http://127.0.0.1:4700 ' })).toBe('http://127.0.0.1:4700');
    expect(apiBaseOverride({ PUBLIC_API_BASE: ' http://127.0.0.1:4700 ' })).toBe('http://127.0.0.1:4700');
  });
});

describe('contactEndpoint', () => {
  it('puts the contact path under the API origin, with or without a trailing slash', () => {
    expect(contactEndpoint('https://api.example.com')).toBe('https://api.example.com/api/send-email-app');
    expect(contactEndpoint('http://127.0.0.1:4599/')).toBe('http://127.0.0.1:4599/api/send-email-app');
  });
  it('is the address the local inbox announces', () => {
    expect(inboxBanner({ url: 'http://127.0.0.1:8787', file: 'inbox-data/messages.jsonl' })).toContain(
      `Local contact inbox: ${contactEndpoint('http://127.0.0.1:8787')}\n`,
    );
  });
});
