// The illustrations carry their dark colours (scripts/illustration-dark-style.mjs): every colour they paint
// with has one, and every file's style is up to date.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darkStyle, illustrationFiles, paints, withDarkStyle } from '../../scripts/illustration-dark-style.mjs';

describe('illustration dark style', () => {
  const files = illustrationFiles();

  it('finds the illustrations', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const file of files) {
    it(`${file} carries its up-to-date dark style`, () => {
      const svg = readFileSync(file, 'utf8');
      expect(withDarkStyle(svg) === svg, 'run node scripts/illustration-dark-style.mjs').toBe(true);
    });
  }

  it('maps each painted colour through light-dark(), inside the drawing only', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#fff" stroke="#e2e8f0"/><circle fill="#fbbf24"/></svg>';
    expect(paints(svg)).toEqual([
      { attribute: 'fill', colour: '#fff' },
      { attribute: 'stroke', colour: '#e2e8f0' },
      { attribute: 'fill', colour: '#fbbf24' },
    ]);
    const style = darkStyle(svg);
    expect(style).toMatch(/^<style>svg:root\{color-scheme:light dark\}@scope\{/);
    expect(style).toContain('[fill="#fff"]{fill:light-dark(#fff,');
    expect(style).toContain('[stroke="#e2e8f0"]{stroke:light-dark(#e2e8f0,');
    expect(style).not.toContain('#fbbf24');
    expect(withDarkStyle(withDarkStyle(svg))).toBe(withDarkStyle(svg));
  });

  it('refuses a colour it has no dark colour for, and one that a <use> would copy from <defs>', () => {
    expect(() => darkStyle('<svg><rect fill="#123456"/></svg>')).toThrow(/#123456 has no dark colour/);
    expect(() => darkStyle('<svg><defs><rect id="a" fill="#fff"/></defs><use href="#a"/></svg>')).toThrow(/<defs>/);
    expect(darkStyle('<svg><defs><rect id="a"/></defs><use href="#a" fill="#fff"/></svg>')).toContain('[fill="#fff"]');
  });
});
