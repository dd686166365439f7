// The colour theme a visitor chose with the theme switch: light, dark, or the device's setting (system),
// remembered in localStorage. Storage can be missing or refuse (private mode, a privacy setting): every
// call then fails quietly and the page follows the device.

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The localStorage key; no entry means `system`. */
export const THEME_STORAGE_KEY = 'theme';

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): ThemeStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** The remembered choice; `system` when there is none, it is not a choice or storage cannot be read. */
export function loadThemeChoice(storage = browserStorage()): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice; `system` forgets any earlier one, so the device's setting applies again. */
export function saveThemeChoice(choice: ThemeChoice, storage = browserStorage()): void {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered: the choice holds on this page only.
  }
}
