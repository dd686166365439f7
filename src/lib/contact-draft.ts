// Keeps what the visitor typed in localStorage so a reload does not lose it, until the message has been sent.
// Storage can be missing or full (private mode, quotas): every call fails quietly, the form still works.
import { EMPTY_FIELDS, FIELD_MAX_LENGTH, type ContactFields } from './contact-payload';

export const DRAFT_KEY = 'contact-form-draft';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): DraftStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved draft, or null when there is none or it cannot be read. Unknown or oversized values are dropped. */
export function loadDraft(storage = browserStorage()): ContactFields | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...EMPTY_FIELDS };
    for (const key of Object.keys(EMPTY_FIELDS) as (keyof ContactFields)[]) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value.slice(0, FIELD_MAX_LENGTH[key]);
    }
    return isEmpty(draft) ? null : draft;
  } catch {
    return null;
  }
}

/** Saves the fields; an all-empty form removes the draft instead. */
export function saveDraft(fields: ContactFields, storage = browserStorage()): void {
  try {
    if (isEmpty(fields)) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(fields));
  } catch {
    // Full or blocked storage: the draft is a convenience, not a requirement.
  }
}

export function clearDraft(storage = browserStorage()): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // See saveDraft.
  }
}

function isEmpty(fields: ContactFields): boolean {
  return Object.values(fields).every((value) => value === '');
}
