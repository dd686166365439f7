import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/lib/settings';
import { socialCardSvg, wrap } from '../../src/lib/social-card';

const settings = loadSettings();

describe('social card', () => {
  it('prints the origin the site is built for (SITE_URL), not only the settings one', () => {
    const svg = socialCardSvg(settings, new URL('https://preview.brand.example'));
    expect(svg).toContain('>preview.brand.example</text>');
    expect(svg).not.toContain(`>${new URL(settings.siteUrl).host}</text>`);
  });
  it('escapes the brand name and wraps the tagline on word boundaries', () => {
    const svg = socialCardSvg(
      { ...settings, brand: { ...settings.brand, name: 'Rock & Roll "CRM"' } },
      new URL(settings.siteUrl),
    );
    expect(svg).toContain('Rock &amp; Roll &quot;CRM&quot;');
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });
});
