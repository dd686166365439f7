import { describe, expect, it } from 'vitest';
import { checkProject, describeGap, missingOptionalDependencies } from '../../scripts/lock-platforms.mjs';

const oxide = {
  version: '4.3.3',
  optionalDependencies: { '@tailwindcss/oxide-darwin-arm64': '4.3.3', '@tailwindcss/oxide-linux-x64-gnu': '4.3.3' },
};

describe('missingOptionalDependencies', () => {
  it('finds nothing when every declared variant is locked', () => {
    const lock = {
      packages: {
        '': { name: 'site' },
        'node_modules/@tailwindcss/oxide': oxide,
        'node_modules/@tailwindcss/oxide-darwin-arm64': { version: '4.3.3', optional: true },
        'node_modules/@tailwindcss/oxide-linux-x64-gnu': { version: '4.3.3', optional: true },
      },
    };
    expect(missingOptionalDependencies(lock)).toEqual([]);
  });

  it('names each variant a locked package declares but the lock leaves out', () => {
    const lock = {
      packages: {
        'node_modules/@tailwindcss/oxide': oxide,
        'node_modules/@tailwindcss/oxide-linux-x64-gnu': { version: '4.3.3', optional: true },
      },
    };
    const gaps = missingOptionalDependencies(lock);
    expect(gaps).toEqual([
      {
        package: '@tailwindcss/oxide',
        version: '4.3.3',
        dependency: '@tailwindcss/oxide-darwin-arm64',
        range: '4.3.3',
      },
    ]);
    expect(describeGap(gaps[0])).toBe(
      '@tailwindcss/oxide@4.3.3 declares @tailwindcss/oxide-darwin-arm64@4.3.3, which package-lock.json does not list',
    );
  });

  it('also reads what the installed package.json declares, where the lock entry omits it', () => {
    const lock = { packages: { 'node_modules/esbuild': { version: '0.28.2' } } };
    const installed = { optionalDependencies: { '@esbuild/win32-x64': '0.28.2' } };
    const gaps = missingOptionalDependencies(lock, (key) => (key === 'node_modules/esbuild' ? installed : undefined));
    expect(gaps.map((gap) => gap.dependency)).toEqual(['@esbuild/win32-x64']);
  });

  it('resolves a variant the way Node does: nested first, then in each parent folder', () => {
    const lock = {
      packages: {
        'node_modules/a/node_modules/@tailwindcss/oxide': oxide,
        'node_modules/a/node_modules/@tailwindcss/oxide-darwin-arm64': { version: '4.3.3' },
        'node_modules/@tailwindcss/oxide-linux-x64-gnu': { version: '4.3.3' },
      },
    };
    expect(missingOptionalDependencies(lock)).toEqual([]);
  });
});

describe('this project', () => {
  it('locks every platform variant of every native package (macOS, Windows, Linux, wasm)', () => {
    expect(checkProject().map(describeGap)).toEqual([]);
  });
});
