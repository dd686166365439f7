import { describe, expect, it } from 'vitest';
import { resolveApiBase } from '../../src/lib/api-base';

describe('resolveApiBase (one answer for the CSP and the contact form)', () => {
  it('uses the settings when PUBLIC_API_BASE is not set, empty or blank', () => {
    expect(resolveApiBase('https://api.brand.example', {})).toBe('https://api.brand.example');
    expect(resolveApiBase('https://api.brand.example', { PUBLIC_API_BASE: '' })).toBe('https://api.brand.example');
    expect(resolveApiBase('https://api.brand.example', { PUBLIC_API_BASE: '  ' })).toBe('https://api.brand.example');
  });
  it('lets PUBLIC_API_BASE override the settings, trimmed', () => {
    expect(resolveApiBase('https://api.brand.example', { PUBLIC_API_BASE: ' http://127.0.0.1:4700 ' })).toBe('http://127.0.0.1:4700');
  });
});
