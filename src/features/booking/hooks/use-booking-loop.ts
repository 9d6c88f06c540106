/**
 * The page loop of a booking (issue 8 §3): booking data → `bookingScenario` → `evaluate` +
 * `compileEvaluated` → the form, with the rule errors the booker caused → edits back to where the
 * data lives (the flow machine's context, `commit`). Every decision is the rules' (`rules/`); this
 * hook applies the corrections the rules make (D5, D6, `booking-corrections.ts`) to an edit, and
 * remembers what the booker touched, so no error shows that they did not cause.
 */
import { useCallback, useMemo, useState } from 'react';

import { bookingScenario, compileEvaluated, evaluate } from '../../../../rules/index.ts';
import type { BookingContext, BookingData, BookingError, BookingKind, CompiledForm, EnterpriseBundle, EvaluationResult } from '../../../../rules/index.ts';
import { corrections } from '../booking-corrections.ts';
import { changedPointers, shownErrors } from '../error-visibility.ts';

export interface BookingLoop<K extends BookingKind> {
  evaluation: EvaluationResult;
  form: CompiledForm;
  /** The errors to draw under their fields: those the booker caused (and, after a submit attempt, all). */
  errors: readonly BookingError[];
  /** The D6 reset messages by address pointer (`/pickUp`), shown beside the address. */
  resets: Readonly<Record<string, string>>;
  /** The booker changed the data (RJSF's onChange): corrected, then committed. */
  edit(next: BookingData<K>): void;
  /** The booker tried to go on: every error shows from now on. */
  attemptSubmit(): void;
}

const NO_RESETS: Readonly<Record<string, string>> = {};

/**
 * The loop of one booking form over data held elsewhere.
 *
 * @example const loop = useBookingLoop('special-car', bundle, context, data, (next) => send({ type: 'form.changed', data: next }));
 * <SchemaForm form={loop.form} formData={data} errors={loop.errors} onChange={loop.edit} … />
 */
export function useBookingLoop<K extends BookingKind>(
  kind: K,
  bundle: EnterpriseBundle,
  context: BookingContext,
  data: BookingData<K>,
  commit: (next: BookingData<K>) => void,
): BookingLoop<K> {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [resets, setResets] = useState<Readonly<Record<string, string>>>(NO_RESETS);

  const scenario = useMemo(() => bookingScenario(kind, data, context), [kind, data, context]);
  const evaluation = useMemo(() => evaluate(bundle, scenario), [bundle, scenario]);
  const form = useMemo(() => compileEvaluated(bundle, scenario, kind, evaluation), [bundle, scenario, kind, evaluation]);
  const errors = useMemo(
    () => shownErrors([...evaluation.errors, ...(submitted ? evaluation.submitErrors : [])], touched, submitted),
    [evaluation, touched, submitted],
  );

  const edit = useCallback(
    (next: BookingData<K>) => {
      const changed = changedPointers(data, next);
      if (changed.length === 0) return;
      const corrected = corrections(kind, next, evaluate(bundle, bookingScenario(kind, next, context)));
      setTouched((was) => new Set([...was, ...changed]));
      // A reset message stays until the booker changes that address again.
      const kept = Object.entries(resets).filter(([pointer]) => !changed.some((c) => c === pointer || c.startsWith(`${pointer}/`)));
      const merged = { ...Object.fromEntries(kept), ...corrected.resets };
      setResets(Object.keys(merged).length === 0 ? NO_RESETS : merged);
      commit(corrected.data);
    },
    [data, resets, kind, bundle, context, commit],
  );
  const attemptSubmit = useCallback(() => setSubmitted(true), []);

  return { evaluation, form, errors, resets, edit, attemptSubmit };
}
