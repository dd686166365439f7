import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../scripts/headers-file.mjs';
import {
  CACHE_HASHED,
  CACHE_HTML,
  collectInlineSources,
  contentSecurityPolicy,
  documentHeaders,
  everyResponseHeaders,
  headersFile,
} from '../../integrations/security-policy';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('collectInlineSources', () => {
  it('hashes inline scripts and styles, not external scripts', () => {
    const html =
      '<script>a()</script><script type="module" src="/_astro/x.js"></script><style>:root{--x:1}</style><div style="display: contents"></div>';
    const sources = collectInlineSources(html);
    expect([...sources.scripts]).toEqual([hash('a()')]);
    expect([...sources.styles]).toEqual([hash(':root{--x:1}')]);
    expect([...sources.styleAttributes]).toEqual([hash('display: contents')]);
  });

  it('leaves out data blocks such as JSON-LD, which CSP does not govern, but not speculation rules or modules', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="speculationrules">{}</script>' +
      '<script type=module>m()</script><script type="text/javascript">j()</script>';
    expect([...collectInlineSources(html).scripts].sort()).toEqual([hash('{}'), hash('m()'), hash('j()')].sort());
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
    // Search's Pagefind compiles WebAssembly: 'wasm-unsafe-eval' allows that, and no JavaScript eval.
    expect(directive('script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hash('a()')}`);
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.example.com");
    expect(directive('frame-src')).toBe('frame-src https://checkout.example.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toMatch(/'unsafe-eval'/);
  });
});

describe('headersFile', () => {
  const routes = [
    '/',
    '/404',
    '/home',
    '/home/privacy',
    '/plan',
    '/service/crm-solution',
    '/service/reputation',
    '/services',
    '/services/sales',
  ];
  const rulesSetting = (header: string) => (file: string, path: string) =>
    parseHeadersFile(file).filter((rule) => rule.pattern.test(path) && header in rule.headers);
  const cacheRules = rulesSetting('Cache-Control');
  const policyRules = rulesSetting('Content-Security-Policy');

  it('caches hashed assets forever and HTML briefly, under the base path', () => {
    const file = headersFile({ policy: "default-src 'self'", base: '/pr-42/', routes });
    expect(headersFor(parseHeadersFile(file), '/pr-42/_astro/index.Bx1.css')['Cache-Control']).toBe(CACHE_HASHED);
    for (const route of routes.filter((r) => r !== '/')) {
      for (const path of [`/pr-42${route}`, `/pr-42${route}/`])
        expect(headersFor(parseHeadersFile(file), path)['Cache-Control'], path).toBe(CACHE_HTML);
    }
    expect(headersFor(parseHeadersFile(file), '/pr-42/')['Cache-Control']).toBe(CACHE_HTML);
  });

  it('sends the policy and the document headers with pages, and only the headers for every response with files', () => {
    const file = headersFile({ policy: "default-src 'self'", base: '/pr-42/', routes });
    for (const path of ['/pr-42/', '/pr-42/home', '/pr-42/service/crm-solution/', '/pr-42/404']) {
      expect(headersFor(parseHeadersFile(file), path), path).toEqual({
        ...everyResponseHeaders,
        ...documentHeaders,
        'Content-Security-Policy': "default-src 'self'",
        'Cache-Control': CACHE_HTML,
      });
    }
    for (const path of ['/pr-42/_astro/index.Bx1.css', '/pr-42/_astro/post.Ab_1.avif', '/pr-42/brand/favicon.svg']) {
      const headers = headersFor(parseHeadersFile(file), path);
      expect(headers, path).toMatchObject(everyResponseHeaders);
      expect(Object.keys(headers), path).not.toContain('Content-Security-Policy');
      for (const name of Object.keys(documentHeaders)) expect(Object.keys(headers), path).not.toContain(name);
    }
  });

  it('gives every path one rule at most that sets Cache-Control or the policy, since hosts join the values of all matching rules', () => {
    const file = headersFile({ policy: "default-src 'self'", base: '/', routes });
    for (const path of [
      '/',
      '/home',
      '/home/',
      '/home/privacy',
      '/service/crm-solution/',
      '/services',
      '/_astro/a.js',
      '/_astro/x/b.css',
    ]) {
      expect(cacheRules(file, path), path).toHaveLength(1);
      expect(policyRules(file, path), path).toHaveLength(path.startsWith('/_astro/') ? 0 : 1);
    }
  });

  it('has as many rules for a thousand pages as for one per folder', () => {
    const many = Array.from({ length: 1000 }, (_, i) => [`/service/s${i}`, `/services/c${i}`]).flat();
    const rules = (list: string[]) =>
      parseHeadersFile(headersFile({ policy: "default-src 'self'", base: '/', routes: list })).length;
    expect(rules([...routes, ...many])).toBe(rules(routes));
  });

  it('has as many rules for a thousand tags with later pages as for two, and none that reaches into /_astro/', () => {
    const tagPages = (count: number) =>
      Array.from({ length: count }, (_, i) => [
        `/blog/tag/t${i}`,
        `/blog/tag/t${i}/page/2`,
        `/de/blog/tag/t${i}/page/2`,
      ]).flat();
    const file = (list: string[]) =>
      headersFile({ policy: "default-src 'self'", base: '/', routes: [...routes, ...list] });
    expect(parseHeadersFile(file(tagPages(1000))).length).toBe(parseHeadersFile(file(tagPages(2))).length);
    for (const path of ['/blog/tag/t7/page/2', '/de/blog/tag/t999/page/2/', '/_astro/page/a.js', '/_astro/a.js'])
      expect(cacheRules(file(tagPages(1000)), path), path).toHaveLength(1);
  });
});
