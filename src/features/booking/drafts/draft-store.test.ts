import { describe, expect, it } from 'vitest';
import { attemptKeyKey, bookingAttemptKey, clearDraft, draftKey, loadDraft, MAX_DRAFT_CHARS, saveDraft, type DraftStorage } from './draft-store.ts';

/** An in-memory Web Storage. */
function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const owner = { enterpriseId: 1001, userId: 'u-1001-002', form: 'special-car' };
const KEY = 'draft:v1:1001:u-1001-002:special-car';
const data = { passName: '李雷', specialConfig: { '102': 1 } };

describe('booking drafts in storage', () => {
  it('a draft is kept per enterprise, user and form under draft:v1:…', () => {
    expect(draftKey(owner)).toBe(KEY);
    expect(draftKey({ ...owner, form: 'own-car' })).toBe('draft:v1:1001:u-1001-002:own-car');
  });

  it('a saved draft loads back with its version, owner and saved-at time', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, owner, data, 1_700_000_000_000)).toBe('saved');
    expect(loadDraft(storage, owner)).toEqual({ version: 1, owner, savedAt: 1_700_000_000_000, data });
  });

  it('another user or enterprise never sees the draft', () => {
    const storage = memoryStorage();
    saveDraft(storage, owner, data, 1);
    expect(loadDraft(storage, { ...owner, userId: 'u-1001-003' })).toBeNull();
    expect(loadDraft(storage, { ...owner, enterpriseId: 1002 })).toBeNull();
    expect(loadDraft(storage, owner)?.data).toEqual(data);
  });

  it.each([
    ['corrupted JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, owner, savedAt: 1, data })],
    ['a foreign owner under this key', JSON.stringify({ version: 1, owner: { ...owner, userId: 'u-9' }, savedAt: 1, data })],
    ['no saved-at time', JSON.stringify({ version: 1, owner, data })],
    ['data that is not an object', JSON.stringify({ version: 1, owner, savedAt: 1, data: [1, 2] })],
    ['not a draft at all', '"hello"'],
  ])('%s is ignored and removed', (_what, stored) => {
    const storage = memoryStorage();
    storage.setItem(KEY, stored);
    expect(loadDraft(storage, owner)).toBeNull();
    expect(storage.map.has(KEY)).toBe(false);
  });

  it('data the form would not take (the accept check) is ignored and removed', () => {
    const storage = memoryStorage();
    saveDraft(storage, owner, data, 1);
    const isNumbered = (value: unknown): value is { n: number } => typeof (value as { n?: unknown }).n === 'number';
    expect(loadDraft(storage, owner, isNumbered)).toBeNull();
    expect(storage.map.has(KEY)).toBe(false);
  });

  it('a draft over the bound is not kept, and an older one is removed rather than restored stale', () => {
    const storage = memoryStorage();
    saveDraft(storage, owner, data, 1);
    expect(saveDraft(storage, owner, { comments: 'x'.repeat(MAX_DRAFT_CHARS) }, 2)).toBe('too-large');
    expect(storage.map.has(KEY)).toBe(false);
  });

  it('a storage that refuses (full, private mode) breaks nothing', () => {
    const refusing: DraftStorage = {
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
    expect(saveDraft(refusing, owner, data, 1)).toBe('unavailable');
    expect(loadDraft(refusing, owner)).toBeNull();
    expect(() => clearDraft(refusing, owner)).not.toThrow();
  });

  it('clearing removes only this draft', () => {
    const storage = memoryStorage();
    saveDraft(storage, owner, data, 1);
    saveDraft(storage, { ...owner, form: 'own-car' }, data, 1);
    clearDraft(storage, owner);
    expect([...storage.map.keys()]).toEqual(['draft:v1:1001:u-1001-002:own-car']);
  });
});

describe('the booking attempt’s key beside the draft (issue 21 §6)', () => {
  let made = 0;
  /** Keys in the shape the server takes, numbered so a test can tell a new one from the kept one. */
  const make = () => `attempt-key-0000-${String((made += 1)).padStart(4, '0')}`;

  it('is made once when the attempt starts, kept under draft:v1:…:attempt, and the same on every later read (a reload)', () => {
    const storage = memoryStorage();
    const first = bookingAttemptKey(storage, owner, make);
    expect(attemptKeyKey(owner)).toBe(`${KEY}:attempt`);
    expect(storage.map.get(`${KEY}:attempt`)).toBe(first);
    expect(bookingAttemptKey(storage, owner, make)).toBe(first);
  });

  it('is kept while the form has no draft (a copy submitted unedited) and when a corrupted draft is dropped', () => {
    const storage = memoryStorage();
    const key = bookingAttemptKey(storage, owner, make);
    storage.map.set(KEY, '{"version":1,');
    expect(loadDraft(storage, owner)).toBeNull();
    expect(bookingAttemptKey(storage, owner, make)).toBe(key);
  });

  it('ends with the draft: after a successful submit or 放弃草稿 (clearDraft) the next attempt has a new key', () => {
    const storage = memoryStorage();
    saveDraft(storage, owner, data, 1);
    const key = bookingAttemptKey(storage, owner, make);
    clearDraft(storage, owner);
    expect(storage.map.size).toBe(0);
    const next = bookingAttemptKey(storage, owner, make);
    expect(next).not.toBe(key);
  });

  it('is each form’s own, and a stored value that is not a key is replaced', () => {
    const storage = memoryStorage();
    const special = bookingAttemptKey(storage, owner, make);
    expect(bookingAttemptKey(storage, { ...owner, form: 'own-car' }, make)).not.toBe(special);
    storage.map.set(`${KEY}:attempt`, '<script>');
    expect(bookingAttemptKey(storage, owner, make)).toMatch(/^attempt-key-0000-\d{4}$/);
  });

  it('without a storage (refused, private mode) a key is still made', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(bookingAttemptKey(refusing, owner, make)).toMatch(/^attempt-key-0000-\d{4}$/);
    expect(bookingAttemptKey(null, owner)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
