/** Booking drafts (issue 8 §3): the store, the hook and the 放弃草稿 action the booking pages use. */
export type { DraftOwner, DraftStorage, SaveOutcome, StoredDraft } from './draft-store.ts';
export { attemptKeyKey, bookingAttemptKey, clearDraft, DRAFT_VERSION, draftKey, isPlainObject, loadDraft, MAX_DRAFT_CHARS, newAttemptKey, saveDraft } from './draft-store.ts';
export type { BookingDraft, UseBookingDraftOptions } from './use-booking-draft.ts';
export { DRAFT_SAVE_DELAY_MS, readBookingAttemptKey, readBookingDraft, useBookingDraft } from './use-booking-draft.ts';
export type { DiscardDraftButtonProps } from './discard-draft-button.tsx';
export { DISCARD_DRAFT_CONFIRM, DISCARD_DRAFT_LABEL, DiscardDraftButton } from './discard-draft-button.tsx';
