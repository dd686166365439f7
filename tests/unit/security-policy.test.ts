import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectInlineSources, contentSecurityPolicy, headersFile } from '../../src/integrations/security-policy';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('collectInlineSources', () => {
  it('hashes inline scripts and styles, not external scripts', () => {
    const html = '<script>a()</script><script type="module" src="/_astro/x.js"></script><style>:root{--x:1}</style><div style="display: contents"></div>';
    const sources = collectInlineSources(html);
    expect([...sources.scripts]).toEqual([hash('a()')]);
    expect([...sources.styles]).toEqual([hash(':root{--x:1}')]);
    expect([...sources.styleAttributes]).toEqual([hash('display: contents')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scripts: new Set([hash('a()')]),
    styles: new Set(),
    styleAttributes: new Set(),
    apiOrigin: 'https://api.example.com',
    frameOrigins: ['https://checkout.example.com', 'https://checkout.example.com'],
  });
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows the site itself, its inline hashes, the contact API and the plan previews, nothing else', () => {
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe(`script-src 'self' ${hash('a()')}`);
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.example.com");
    expect(directive('frame-src')).toBe('frame-src https://checkout.example.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('headersFile', () => {
  it('caches hashed assets forever and HTML briefly, under the base path', () => {
    const file = headersFile({ policy: "default-src 'self'", base: '/pr-42/', routes: ['/', '/plan'] });
    expect(file).toContain("/pr-42/*\n  Content-Security-Policy: default-src 'self'");
    expect(file).toContain('/pr-42/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain('/pr-42/plan\n  Cache-Control: public, max-age=0, must-revalidate');
    expect(file).toContain('/pr-42/plan/\n  Cache-Control: public, max-age=0, must-revalidate');
    expect(file.match(/Cache-Control/g)).toHaveLength(4);
  });
});
