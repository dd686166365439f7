// The illustrations have their dark colours (src/lib/illustration-dark-style.ts): every colour they paint with
// has one in the table, every file has its up-to-date dark twin, and a drawing shown inline gets the style.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  darkStyle,
  darkTwin,
  darkTwinFile,
  illustrationFiles,
  paints,
  withDarkStyle,
} from '../../src/lib/illustration-dark-style';

describe('illustration dark colours', () => {
  const files = illustrationFiles();

  it('finds the illustrations', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const file of files) {
    it(`${file} has its up-to-date dark twin`, () => {
      const twin = readFileSync(darkTwinFile(file), 'utf8');
      expect(twin === darkTwin(readFileSync(file, 'utf8')), 'run npm run illustrations').toBe(true);
    });
  }

  it('finds the colours a drawing paints with', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#fff" stroke="#e2e8f0"/><circle fill="#fbbf24"/></svg>';
    expect(paints(svg)).toEqual([
      { attribute: 'fill', colour: '#fff' },
      { attribute: 'stroke', colour: '#e2e8f0' },
      { attribute: 'fill', colour: '#fbbf24' },
    ]);
  });

  it('draws the dark twin with each colour swapped for its dark one, defs included', () => {
    const svg =
      '<svg><defs><stop stop-color="#7C3AED"/></defs><rect fill="#fff" stroke="#e2e8f0"/><circle fill="#fbbf24"/></svg>';
    expect(darkTwin(svg)).toBe(
      '<svg><defs><stop stop-color="#9f7aff"/></defs><rect fill="#232c42" stroke="#36425a"/><circle fill="#fbbf24"/></svg>',
    );
    expect(() => darkTwin('<svg><style>rect{fill:light-dark(#fff,#000)}</style></svg>')).toThrow(/fixed colours/);
  });

  it('gives a drawing shown inline one shared style of light-dark() rules, kept inside it', () => {
    const style = darkStyle('<svg><rect fill="#fff"/></svg>');
    expect(style).toMatch(/^<style>@scope\{/);
    expect(style).toContain('[fill="#fff" i]{fill:light-dark(#fff,#232c42)}');
    expect(style).toContain('[stroke="#e2e8f0" i]{stroke:light-dark(#e2e8f0,#36425a)}');
    expect(style).not.toContain('#fbbf24');
    expect(darkStyle('<svg><circle fill="#0d9488"/></svg>')).toBe(style);
    expect(withDarkStyle('<svg viewBox="0 0 1 1"><rect fill="#fff"/></svg>')).toBe(
      `<svg viewBox="0 0 1 1">${style}<rect fill="#fff"/></svg>`,
    );
  });

  it('refuses a colour it has no dark colour for, and one that a <use> would copy from <defs>', () => {
    expect(() => darkStyle('<svg><rect fill="#123456"/></svg>')).toThrow(/#123456 has no dark colour/);
    expect(() => darkTwin('<svg><rect fill="#123456"/></svg>')).toThrow(/#123456 has no dark colour/);
    expect(() => darkStyle('<svg><defs><rect id="a" fill="#fff"/></defs><use href="#a"/></svg>')).toThrow(/<defs>/);
    expect(darkStyle('<svg><defs><rect id="a"/></defs><use href="#a" fill="#fff"/></svg>')).toContain(
      '[fill="#fff" i]',
    );
  });
});
