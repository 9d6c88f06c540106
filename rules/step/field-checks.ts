/**
 * The checks of what the booker entered in a booking form's fields, beside the rules `evaluate`
 * runs (issue 22 §1 "one error channel"): each check reads the step's data and its compiled form
 * and answers booking errors at the fields it is about. Their errors are the step's `errors`
 * (drawn under their fields once the booker changed that field, or tried to go on) and refuse a
 * submit (`blockers.submit`), on the page, in the preview and on the server alike.
 *
 * A new check (say, a passenger's mobile number as typed) is one function added to `FIELD_CHECKS`,
 * its code and message declared next to it and listed in `STEP_ERRORS` (rules/step/booking-step.ts).
 */
import type { BookingError } from '../model/issue.ts';
import type { EvaluationResult } from '../evaluate.ts';
import type { BookingContext, BookingData, BookingKind } from '../compile/booking-scenario.ts';
import type { CompiledForm } from '../compile/contract.ts';
import { requiredFieldErrors } from '../compile/required-fields.ts';
import { bookerInputErrors } from './input-checks.ts';
import { LETTER_AGREEMENT_PATH, letterAgreementErrors } from '../payment/letter-of-commitment.ts';

/** What a field check reads: the data as the step leaves it, its evaluation and its compiled form. */
export interface FieldCheckInput<K extends BookingKind = BookingKind> {
  kind: K;
  data: BookingData<K>;
  evaluation: EvaluationResult;
  form: CompiledForm;
  /** The booking's context: the car levels' seats, the current instant (input-checks.ts). */
  context: BookingContext;
}

export type FieldCheck = (input: FieldCheckInput) => BookingError[];

/**
 * The required fields of the compiled form left empty (`{title}为必填项`; the special fields are `evaluate`'s). The
 * letter of commitment's checkbox says its own sentence (`letterAgreed`), once.
 */
const requiredFilled: FieldCheck = ({ form, data }) => requiredFieldErrors(form, data).filter((error) => error.path !== LETTER_AGREEMENT_PATH);

/** The phone numbers and e-mails as typed, the seats of the car level, a boarding time already past (input-checks.ts). */
const bookerInputs: FieldCheck = ({ kind, data, context }) => bookerInputErrors(kind, data, context);

/** The letter of commitment the form draws, not agreed to (rules/payment/letter-of-commitment.ts). */
const letterAgreed: FieldCheck = ({ form, data }) => letterAgreementErrors(form.schema, data);

/** Every field check, in the order their errors are listed. */
export const FIELD_CHECKS: readonly FieldCheck[] = [requiredFilled, bookerInputs, letterAgreed];

/** The errors of every field check. */
export function fieldCheckErrors(input: FieldCheckInput): BookingError[] {
  return FIELD_CHECKS.length === 1 ? (FIELD_CHECKS[0] as FieldCheck)(input) : FIELD_CHECKS.flatMap((check) => check(input));
}
