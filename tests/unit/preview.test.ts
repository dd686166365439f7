// What a pull-request preview build changes (src/lib/preview.ts): only when PREVIEW_PR is set, and never
// so that the contact form could post to the production API.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, emptySources } from '../../integrations/security-policy';
import { canonicalPath, contactApiFor, draftsShown, previewedPullRequest, productionPath } from '../../src/lib/preview';

const production = 'https://api.example.com';

describe('previewedPullRequest', () => {
  it('reads the number from PREVIEW_PR, and nothing from a build without it', () => {
    expect(previewedPullRequest({ PREVIEW_PR: '42' })).toBe(42);
    expect(previewedPullRequest({ PREVIEW_PR: ' 7 ' })).toBe(7);
    expect(previewedPullRequest({})).toBeUndefined();
    expect(previewedPullRequest({ PREVIEW_PR: '' })).toBeUndefined();
  });

  it('refuses anything but a pull request number', () => {
    for (const value of ['0', '-3', '4.2', '#42', '42abc'])
      expect(() => previewedPullRequest({ PREVIEW_PR: value }), value).toThrow(/PREVIEW_PR/);
  });
});

describe('draftsShown', () => {
  it('publishes drafts in the dev server and in a preview, never in a production build', () => {
    expect(draftsShown(true, {})).toBe(true);
    expect(draftsShown(false, { PREVIEW_PR: '42' })).toBe(true);
    expect(draftsShown(false, {})).toBe(false);
    expect(draftsShown(false, { PREVIEW_PR: '' })).toBe(false);
  });
});

describe('contactApiFor', () => {
  it('keeps the production API for every build that is not a preview', () => {
    expect(contactApiFor(production, {})).toBe(production);
    expect(contactApiFor(production, { PREVIEW_API_BASE: 'https://test-api.example.net' })).toBe(production);
  });

  it('gives a preview PREVIEW_API_BASE, or no API at all', () => {
    expect(contactApiFor(production, { PREVIEW_PR: '42', PREVIEW_API_BASE: 'https://test-api.example.net' })).toBe(
      'https://test-api.example.net',
    );
    expect(contactApiFor(production, { PREVIEW_PR: '42' })).toBeUndefined();
    expect(contactApiFor(production, { PREVIEW_PR: '42', PREVIEW_API_BASE: '  ' })).toBeUndefined();
  });

  it('refuses a PREVIEW_API_BASE on the production origin', () => {
    expect(() => contactApiFor(production, { PREVIEW_PR: '42', PREVIEW_API_BASE: `${production}/v2` })).toThrow(
      /never post there/,
    );
  });
});

describe('productionPath', () => {
  it('drops the preview base in a preview only', () => {
    expect(productionPath('/pr-42/plan/', '/pr-42/', { PREVIEW_PR: '42' })).toBe('/plan/');
    expect(productionPath('/pr-42/', '/pr-42/', { PREVIEW_PR: '42' })).toBe('/');
    expect(productionPath('/pr-42', '/pr-42/', { PREVIEW_PR: '42' })).toBe('/');
    expect(productionPath('/site/pr-42/plan', '/site/pr-42/', { PREVIEW_PR: '42' })).toBe('/plan');
    expect(productionPath('/plan/', '/', { PREVIEW_PR: '42' })).toBe('/plan/');
    expect(productionPath('/sub/plan/', '/sub/', {})).toBe('/sub/plan/');
  });
});

describe('canonicalPath', () => {
  it('is the production path without a trailing slash, the root staying /', () => {
    expect(canonicalPath('/pr-42/plan/', '/pr-42/', { PREVIEW_PR: '42' })).toBe('/plan');
    expect(canonicalPath('/pr-42/', '/pr-42/', { PREVIEW_PR: '42' })).toBe('/');
    expect(canonicalPath('/blog/a-post/', '/', {})).toBe('/blog/a-post');
    expect(canonicalPath('/blog/a-post', '/', {})).toBe('/blog/a-post');
    expect(canonicalPath('/', '/', {})).toBe('/');
  });
});

describe('the Content-Security-Policy of a preview without an API', () => {
  it('lets the page connect to its own origin only', () => {
    const policy = contentSecurityPolicy({ ...emptySources(), apiOrigin: undefined, frameOrigins: [] });
    expect(policy).toContain("connect-src 'self';");
  });
});
