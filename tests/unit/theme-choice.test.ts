import { describe, expect, it } from 'vitest';
import { loadThemeChoice, saveThemeChoice, THEME_STORAGE_KEY } from '../../src/lib/theme-choice';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const refusing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('theme choice', () => {
  it('remembers light and dark, and forgets the choice for system', () => {
    const storage = memoryStorage();
    expect(loadThemeChoice(storage)).toBe('system');
    saveThemeChoice('dark', storage);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(loadThemeChoice(storage)).toBe('dark');
    saveThemeChoice('system', storage);
    expect(storage.data.has(THEME_STORAGE_KEY)).toBe(false);
    expect(loadThemeChoice(storage)).toBe('system');
  });

  it('reads anything else as system', () => {
    expect(loadThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'sepia' }))).toBe('system');
  });

  it('fails quietly when storage refuses or is missing', () => {
    expect(loadThemeChoice(refusing)).toBe('system');
    expect(() => saveThemeChoice('light', refusing)).not.toThrow();
    expect(loadThemeChoice(undefined)).toBe('system');
  });
});
