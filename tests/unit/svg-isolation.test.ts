// An SVG pasted into a page keeps its ids and styles to itself, and light-dark() inside it follows the page.
import { describe, expect, it } from 'vitest';
import { svgForPage } from '../../src/lib/inline-svg';
import { prefixIds, scopeStyle } from '../../src/lib/svg-isolation';

describe('prefixIds', () => {
  it('renames each id the drawing defines and every reference to it', () => {
    const svg =
      '<svg aria-labelledby="t"><title id="t">Logo</title><defs><linearGradient id="g"/></defs>' +
      '<clipPath id=\'c\'/><rect fill="url(#g)" clip-path="url(\'#c\')"/><use href="#g"/><use xlink:href="#g"/>' +
      '<a href="#top"/></svg>';
    expect(prefixIds(svg, 'header-logo')).toBe(
      '<svg aria-labelledby="header-logo-t"><title id="header-logo-t">Logo</title><defs><linearGradient id="header-logo-g"/></defs>' +
        '<clipPath id=\'header-logo-c\'/><rect fill="url(#header-logo-g)" clip-path="url(\'#header-logo-c\')"/>' +
        '<use href="#header-logo-g"/><use xlink:href="#header-logo-g"/><a href="#top"/></svg>',
    );
  });
});

describe('scopeStyle', () => {
  it('keeps the rules inside the drawing and lets the page choose the colour scheme', () => {
    expect(scopeStyle(':root{color-scheme:light dark}text{fill:light-dark(#0f172a,#f1f5f9)}')).toBe(
      '@scope{text{fill:light-dark(#0f172a,#f1f5f9)}}',
    );
  });
  it('makes :root the drawing itself and drops only color-scheme from it', () => {
    expect(scopeStyle('svg:root { color-scheme: dark; --ink: #111 } .a, :root > g { fill: var(--ink) }')).toBe(
      '@scope{:scope{--ink: #111}.a, :scope > g{fill: var(--ink)}}',
    );
  });
  it('merges a plain @scope block and keeps conditional rules inside the scope', () => {
    expect(
      scopeStyle(
        'svg:root{color-scheme:light dark}@scope{[fill="#fff" i]{fill:light-dark(#fff,#000)}}@media (min-width:1px){path{stroke:red}}',
      ),
    ).toBe('@scope{[fill="#fff" i]{fill:light-dark(#fff,#000)}@media (min-width:1px){path{stroke:red}}}');
  });
  it('keeps @keyframes and @font-face outside, where they are allowed, and drops @import', () => {
    expect(
      scopeStyle(
        '@import url(x.css);/* note */<![CDATA[@keyframes spin{to{transform:rotate(1turn)}}circle{animation:spin 2s}]]>',
      ),
    ).toBe('@keyframes spin{to{transform:rotate(1turn)}}@scope{circle{animation:spin 2s}}');
  });
  it('leaves nothing of a style that only set the colour scheme', () => {
    expect(scopeStyle(':root{color-scheme:light dark}')).toBe('');
  });
});

describe('svgForPage', () => {
  const logo =
    '<?xml version="1.0"?><!-- made by hand --><svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Old" class="x" viewBox="0 0 10 10">' +
    '<style>:root{color-scheme:light dark}text{fill:light-dark(#000,#fff)}</style><defs><linearGradient id="g"/></defs>' +
    '<rect fill="url(#g)"/><text>Acme</text></svg>';

  it('labels the drawing once, isolates it and keeps its size', () => {
    const svg = svgForPage(logo, { label: 'Acme home', className: 'h-8 w-auto', idPrefix: 'footer-logo' });
    expect(svg).toBe(
      '<svg role="img" aria-label="Acme home" focusable="false" class="h-8 w-auto" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
        '<style>@scope{text{fill:light-dark(#000,#fff)}}</style><defs><linearGradient id="footer-logo-g"/></defs>' +
        '<rect fill="url(#footer-logo-g)"/><text>Acme</text></svg>',
    );
  });
  it('hides a decorative drawing', () => {
    expect(svgForPage(logo, { label: '', idPrefix: 'a' })).toMatch(
      /^<svg aria-hidden="true" focusable="false" class=""/,
    );
  });
  it('refuses a drawing that would run code once in the page, naming the file', () => {
    for (const bad of [
      '<svg><script>alert(1)</script></svg>',
      '<svg><rect onclick="x()"/></svg>',
      '<svg><a href="javascript:x()"/></svg>',
    ])
      expect(() => svgForPage(bad, { label: '', idPrefix: 'a', source: 'public/brand/logo.svg' })).toThrow(
        /^public\/brand\/logo\.svg: .*scripts or event handlers/,
      );
    expect(svgForPage('<svg><text>Go online = fast</text></svg>', { label: '', idPrefix: 'a' })).toContain('online');
  });
});
