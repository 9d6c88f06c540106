/**
 * Booking drafts (issue 8 §3): what a booker typed, kept in the browser's storage per enterprise,
 * user and form under `draft:v1:{enterpriseId}:{userId}:{form}`, so a reload or a failed submit
 * loses nothing. A stored draft carries its version, its owner and when it was saved; a value that
 * is not such a draft (corrupted JSON, another version, another owner, not an object) is ignored
 * and removed, never thrown. A draft is bounded (`MAX_DRAFT_CHARS`); a larger one is not kept.
 *
 * Beside its draft, a booking attempt keeps its key (issue 21 §6, `bookingAttemptKey`): made when
 * the attempt starts, sent with the order create so that the server stores one order per attempt
 * however often it is sent (a double click, a retry after a lost answer, a reload, a second tab), and
 * removed with the draft after a successful submit or 放弃草稿, so the next attempt gets a new one.
 */
import { isIdempotencyKey } from '../../../shared/index.ts';

/** The layout of a stored draft; a stored value of another version is dropped. */
export const DRAFT_VERSION = 1;
/**
 * The most a draft may take in storage, in UTF-16 code units (localStorage holds about 5 MB per
 * origin; a booking is a few KB, so 256 KB leaves room for every form and never crowds it).
 */
export const MAX_DRAFT_CHARS = 256 * 1024;

/** Whose draft and of which form. */
export interface DraftOwner {
  enterpriseId: number | string;
  userId: string;
  /** The form: `special-car`, `own-car`, … */
  form: string;
}

/** A draft as stored. */
export interface StoredDraft<T> {
  version: typeof DRAFT_VERSION;
  owner: DraftOwner;
  /** Milliseconds since the epoch. */
  savedAt: number;
  data: T;
}

/** The part of the Web Storage API drafts use (localStorage, or a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The storage key of a draft.
 *
 * @example draftKey({ enterpriseId: 1001, userId: 'u-1001-002', form: 'special-car' }) // 'draft:v1:1001:u-1001-002:special-car'
 */
export function draftKey({ enterpriseId, userId, form }: DraftOwner): string {
  return `draft:v${DRAFT_VERSION}:${enterpriseId}:${userId}:${form}`;
}

/** What became of a save. */
export type SaveOutcome = 'saved' | 'too-large' | 'unavailable';

/**
 * Stores a draft. Never throws: a draft too large is not kept (and an older one removed, so a
 * stale draft is not restored instead), a storage that refuses (full, private mode) is reported.
 */
export function saveDraft<T>(storage: DraftStorage, owner: DraftOwner, data: T, now: number): SaveOutcome {
  const key = draftKey(owner);
  const draft: StoredDraft<T> = { version: DRAFT_VERSION, owner: { ...owner }, savedAt: now, data };
  try {
    const text = JSON.stringify(draft);
    if (text.length > MAX_DRAFT_CHARS) {
      storage.removeItem(key);
      return 'too-large';
    }
    storage.setItem(key, text);
    return 'saved';
  } catch {
    return 'unavailable';
  }
}

function sameOwner(a: DraftOwner, b: unknown): boolean {
  if (b === null || typeof b !== 'object') return false;
  const other = b as Record<string, unknown>;
  return String(other.enterpriseId) === String(a.enterpriseId) && other.userId === a.userId && other.form === a.form;
}

function isDraftOf<T>(value: unknown, owner: DraftOwner, accept: (data: unknown) => data is T): value is StoredDraft<T> {
  if (value === null || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return (
    draft.version === DRAFT_VERSION &&
    sameOwner(owner, draft.owner) &&
    typeof draft.savedAt === 'number' &&
    Number.isFinite(draft.savedAt) &&
    accept(draft.data)
  );
}

/** Any plain object (a form's data); what the default check accepts. */
export function isPlainObject(data: unknown): data is Record<string, unknown> {
  return data !== null && typeof data === 'object' && !Array.isArray(data);
}

/**
 * The owner's draft, or null. A stored value that is not a draft of this owner (corrupted,
 * another version or owner, data the form would not take) is removed, so it cannot break the page
 * again. `accept` checks the data's shape (default: a plain object).
 */
export function loadDraft<T = Record<string, unknown>>(
  storage: DraftStorage,
  owner: DraftOwner,
  accept: (data: unknown) => data is T = isPlainObject as (data: unknown) => data is T,
): StoredDraft<T> | null {
  const key = draftKey(owner);
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    if (text.length <= MAX_DRAFT_CHARS) {
      const value: unknown = JSON.parse(text);
      if (isDraftOf(value, owner, accept)) return value;
    }
  } catch {
    // corrupted JSON: removed below
  }
  // Only the draft: the attempt it belongs to goes on (its key stays).
  removeStored(storage, key);
  return null;
}

/** Removes a stored value; a storage that refuses has nothing to remove. */
function removeStored(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // a storage that refuses has nothing to clear
  }
}

/**
 * Removes the owner's draft and its booking attempt's key (after a successful submit, or 放弃草稿).
 * Never throws.
 */
export function clearDraft(storage: DraftStorage, owner: DraftOwner): void {
  removeStored(storage, draftKey(owner));
  removeStored(storage, attemptKeyKey(owner));
}

/**
 * Where the key of the owner's booking attempt is kept: beside the draft.
 *
 * @example attemptKeyKey({ enterpriseId: 1001, userId: 'u-1001-002', form: 'special-car' }) // 'draft:v1:1001:u-1001-002:special-car:attempt'
 */
export function attemptKeyKey(owner: DraftOwner): string {
  return `${draftKey(owner)}:attempt`;
}

/** A new attempt key: a random UUID (Web Crypto, which the portal has: it runs in a secure context only). */
export const newAttemptKey = (): string => crypto.randomUUID();

/**
 * The key of the owner's booking attempt: the one kept in storage, or a new one, kept at once (so a
 * reload, even of a form never edited, sends the same key). Without storage (refused, private mode)
 * the key is new each time it is asked: the page holds it for as long as it lives. A stored value
 * that is not a key is replaced.
 *
 * @example const [attemptKey] = useState(() => bookingAttemptKey(localStorage, owner));
 */
export function bookingAttemptKey(storage: DraftStorage | null, owner: DraftOwner, make: () => string = newAttemptKey): string {
  const key = attemptKeyKey(owner);
  let stored: string | null = null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    // a storage that refuses keeps nothing: the key is the page's own
  }
  if (isIdempotencyKey(stored)) return stored;
  const made = make();
  try {
    storage?.setItem(key, made);
  } catch {
    // as above
  }
  return made;
}
