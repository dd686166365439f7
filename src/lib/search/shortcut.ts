// The keys that open site search from anywhere on a page: `/`, as on many sites, unless the visitor is
// typing in a field (where `/` is a character), and Ctrl+K or ⌘K, which also work in a field.

/** The parts of a keydown event the shortcut looks at. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Whether the element takes typed text: a field, a text area, a list box or something editable. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    !!target.closest('[contenteditable]:not([contenteditable="false"])')
  );
}

/** Whether a keydown opens search. */
export function isSearchShortcut(event: ShortcutKey): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey !== event.metaKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}
