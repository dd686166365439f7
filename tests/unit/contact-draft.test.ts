import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from '../../src/lib/contact-draft';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const fields = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', message: 'About the Starter plan' };

describe('contact draft', () => {
  it('saves every field and loads them back', () => {
    const storage = memoryStorage();
    saveDraft(fields, storage);
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!)).toEqual(fields);
    expect(loadDraft(storage)).toEqual(fields);
  });

  it('removes the draft when every field is empty, and on clearDraft', () => {
    const storage = memoryStorage();
    saveDraft(fields, storage);
    saveDraft({ firstName: '', lastName: '', email: '', message: '' }, storage);
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
    saveDraft(fields, storage);
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('ignores broken or foreign data and fills missing fields with empty text', () => {
    expect(loadDraft(memoryStorage({ [DRAFT_KEY]: '{not json' }))).toBeNull();
    expect(loadDraft(memoryStorage({ [DRAFT_KEY]: '"a string"' }))).toBeNull();
    expect(loadDraft(memoryStorage({ [DRAFT_KEY]: JSON.stringify({ email: 42, message: 'Hi', extra: 'x' }) }))).toEqual(
      {
        firstName: '',
        lastName: '',
        email: '',
        message: 'Hi',
      },
    );
  });

  it('cuts values to the fields’ maximum lengths', () => {
    const draft = loadDraft(
      memoryStorage({ [DRAFT_KEY]: JSON.stringify({ firstName: 'x'.repeat(500), message: 'y' }) }),
    );
    expect(draft?.firstName).toHaveLength(80);
  });

  it('keeps working when storage throws (private mode, full quota)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadDraft(broken)).toBeNull();
    expect(() => saveDraft(fields, broken)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});
