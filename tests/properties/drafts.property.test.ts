/** Laws of booking drafts (issue 8 §3): what is saved loads back unchanged, and only for its owner. */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { draftKey, loadDraft, saveDraft, type DraftStorage } from '../../src/features/booking/drafts/draft-store.ts';

function memoryStorage(): DraftStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const ownerArb = fc.record({
  enterpriseId: fc.oneof(fc.nat(), fc.string({ maxLength: 6 })),
  userId: fc.string({ maxLength: 8 }),
  form: fc.constantFrom('special-car', 'own-car', 'special-config', 'audit'),
});
/** Form data: JSON objects (what JSON keeps: no undefined, no -0). */
const dataArb = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 })).map((d) => JSON.parse(JSON.stringify(d)) as Record<string, unknown>);

test.prop([ownerArb, dataArb, fc.nat()])('save then load gives back the data, its owner and its time', (owner, data, now) => {
  const storage = memoryStorage();
  expect(saveDraft(storage, owner, data, now)).toBe('saved');
  expect(loadDraft(storage, owner)).toEqual({ version: 1, owner, savedAt: now, data });
});

test.prop([ownerArb, ownerArb, dataArb])("a draft is never loaded by another owner", (owner, other, data) => {
  fc.pre(draftKey(owner) !== draftKey(other));
  const storage = memoryStorage();
  saveDraft(storage, owner, data, 1);
  expect(loadDraft(storage, other)).toBeNull();
  expect(loadDraft(storage, owner)?.data).toEqual(data);
});
