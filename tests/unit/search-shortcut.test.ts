// @vitest-environment jsdom
// The keys that open site search: `/` outside fields, Ctrl+K or ⌘K anywhere.
import { describe, expect, it } from 'vitest';
import { isSearchShortcut, type ShortcutKey } from '../../src/lib/search/shortcut';

const press = (key: string, keys: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...keys,
});

describe('isSearchShortcut', () => {
  it('opens on / while the visitor is not typing', () => {
    expect(isSearchShortcut(press('/'))).toBe(true);
    expect(isSearchShortcut(press('/', { target: document.createElement('a') }))).toBe(true);
  });

  it('leaves / to a field, a text area, a list box and editable text', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', '');
    document.body.append(editable);
    for (const target of [
      document.createElement('input'),
      document.createElement('textarea'),
      document.createElement('select'),
      editable,
    ])
      expect(isSearchShortcut(press('/', { target })), target.tagName).toBe(false);
    editable.remove();
  });

  it('opens on Ctrl+K and ⌘K, also in a field, and with the Shift or Caps Lock K', () => {
    const field = document.createElement('input');
    expect(isSearchShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press('k', { metaKey: true, target: field }))).toBe(true);
    expect(isSearchShortcut(press('K', { ctrlKey: true }))).toBe(true);
  });

  it('ignores K alone, with Alt, or with Ctrl and ⌘ together, and / with a modifier', () => {
    expect(isSearchShortcut(press('k'))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, metaKey: true }))).toBe(false);
    expect(isSearchShortcut(press('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(press('/', { altKey: true }))).toBe(false);
  });
});
