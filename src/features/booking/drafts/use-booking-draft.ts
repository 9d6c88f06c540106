/**
 * `useBookingDraft`: keeps what the booker types as a draft (issue 8 §3). The draft is read once
 * when the form opens (`restored`), saved as the data changes (debounced, 300 ms by default, and
 * at once when the page is left), and cleared by `clear()`, which the page calls after a
 * successful submit and on 放弃草稿. A form brought back to how it opened (`pristine`) has no
 * draft. docs/forms.md "Flows and drafts".
 *
 * @example
 * const [opened] = useState(() => readBookingDraft<SpecialCarBookingData>(owner)?.data ?? blank);
 * // the machine starts with `opened`; its context's data is what the form shows
 * const draft = useBookingDraft({ owner, data: state.context.data, pristine: blank, enabled: !state.matches('done') });
 * // on done: draft.clear(); on 放弃草稿: draft.clear() and reset the form
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { jsonEqual } from '../../../../rules/model/json-equal.ts';
import {
  bookingAttemptKey,
  clearDraft,
  draftKey,
  isPlainObject,
  loadDraft,
  saveDraft,
  type DraftOwner,
  type DraftStorage,
  type StoredDraft,
} from './draft-store.ts';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface UseBookingDraftOptions<T> {
  /** Whose draft of which form; null while the session is not known (nothing is read or saved). */
  owner: DraftOwner | null;
  /** The form's data as it stands. */
  data: T;
  /** The data the form opened with: a form brought back to it keeps no draft. */
  pristine?: T;
  /** False while nothing should be saved (the order is on its way or saved). Default true. */
  enabled?: boolean;
  delayMs?: number;
  /** Checks a stored draft's data before it is offered (default: any plain object); keep it stable (module level). */
  accept?: (data: unknown) => data is T;
  /** Default `window.localStorage` (none when the browser refuses it). */
  storage?: DraftStorage | null;
  now?: () => number;
}

export interface BookingDraft<T> {
  /** The draft found when the form opened, or null. */
  restored: StoredDraft<T> | null;
  /** Removes the draft and its booking attempt's key now, and forgets a pending save. */
  clear(): void;
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: drafts are off, the page works
  }
}

/**
 * The owner's draft in the browser's storage, read once when a form opens (for its first data);
 * null when there is none, it is not a draft of this owner (removed), or storage is off.
 */
export function readBookingDraft<T = Record<string, unknown>>(
  owner: DraftOwner,
  accept: (data: unknown) => data is T = isPlainObject as (data: unknown) => data is T,
  storage: DraftStorage | null = browserStorage(),
): StoredDraft<T> | null {
  return storage ? loadDraft(storage, owner, accept) : null;
}

/**
 * The key of the owner's booking attempt (draft-store.ts `bookingAttemptKey`), read or made once when
 * a form opens for a new order or a copy; `clear()` of the draft ends the attempt and its key.
 *
 * @example const [attemptKey] = useState(() => (mode === 'update' ? null : readBookingAttemptKey(owner)));
 */
export function readBookingAttemptKey(owner: DraftOwner, storage: DraftStorage | null = browserStorage()): string {
  return bookingAttemptKey(storage, owner);
}

export function useBookingDraft<T>({
  owner,
  data,
  pristine,
  enabled = true,
  delayMs = DRAFT_SAVE_DELAY_MS,
  accept = isPlainObject as (data: unknown) => data is T,
  storage: given,
  now = Date.now,
}: UseBookingDraftOptions<T>): BookingDraft<T> {
  const storage = given === undefined ? browserStorage() : given;
  const key = owner ? draftKey(owner) : null;
  const { enterpriseId, userId, form } = owner ?? {};
  // The owner by value: a new object naming the same owner is the same owner.
  const target = useMemo(
    () => (enterpriseId !== undefined && userId !== undefined && form !== undefined ? { enterpriseId, userId, form } : null),
    [enterpriseId, userId, form],
  );

  // Read once per owner (pass a stable `accept`). Reading removes a value that is not a draft, which is safe to repeat.
  const restored = useMemo(() => (target && storage ? loadDraft(storage, target, accept) : null), [target, storage, accept]);

  /** The data last saved, cleared or first seen: the same data is not written again. */
  const baseline = useRef<{ key: string | null; data: T }>({ key, data });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);
  const latest = useRef({ data, pristine, now });
  useEffect(() => {
    latest.current = { data, pristine, now };
  });

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const write = pending.current?.write;
    cancel();
    write?.();
  }, [cancel]);

  useEffect(() => {
    if (baseline.current.key !== key) {
      // Another owner (another user signed in): what was pending belongs to nobody now.
      cancel();
      baseline.current = { key, data };
    }
    if (!enabled || !storage || !target || jsonEqual(baseline.current.data, data)) return;
    const write = () => {
      const { data: current, pristine: opened, now: clock } = latest.current;
      if (opened !== undefined && jsonEqual(current, opened)) clearDraft(storage, target);
      else saveDraft(storage, target, current, clock());
      baseline.current = { key, data: current };
    };
    cancel();
    pending.current = { timer: setTimeout(() => flush(), delayMs), write };
  }, [data, key, target, enabled, storage, delayMs, cancel, flush]);

  // Leaving the page (reload, close) or the form writes what is pending at once.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const clear = useCallback(() => {
    cancel();
    if (storage && target) clearDraft(storage, target);
    baseline.current = { key, data: latest.current.data };
  }, [cancel, storage, target, key]);

  return { restored, clear };
}
