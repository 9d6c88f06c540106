/**
 * One step of a booking (issue 22 §1): the booking data as the booker just left it, taken in the
 * way the rules say, in one pure function that the booking page's machines, the admin's config
 * preview and the reference server's order judgement all call.
 *
 * ```
 * bookingStep(bundle, context, before, edited)
 *   edited ─► D6 address resets, D5 payment forcing (corrections.ts) ─► D3 approvers refreshed
 *          ─► data ─► bookingScenario ─► evaluate ─► compileEvaluated ─► form
 *          ─► errors (the rules' errors, the field checks: one list, one message per field)
 *          ─► blockers { price, trip, confirm, submit } (blockers.ts), resets, notices
 * ```
 *
 * `before` says where the step comes from:
 * - the step before (an edit, or the same data under a new context such as a price): the data is
 *   corrected, what the booker typed and touched is carried on, a reset message stays until its
 *   address is changed;
 * - `{ kind, from: 'opened' }`: a booking opens (new, copied, updated, a draft restored): the
 *   approver sections are prefilled (D3), keeping the values that are not their defaults;
 * - `{ kind, from: 'submitted' }`: an order as it reached the server: judged as it stands, nothing
 *   corrected (a correction would change what the booker sent).
 *
 * Memo: nothing is rebuilt that did not change. The compiled form is the compiler's memoised
 * object while no field state changes (rules/compile/compile-form.ts), so a keystroke costs one
 * `evaluate`, one scenario and a walk of the required fields (issue 22 §3: ≤ 0.2 ms at 1,000
 * fields, tests/bench/rules-core.bench.ts).
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { BookingError, ErrorDefinition } from '../model/issue.ts';
import type { Scenario } from '../model/scenario.ts';
import { evaluate, type EvaluationResult } from '../evaluate.ts';
import { bookingScenario, type BookingContext, type BookingData, type BookingKind } from '../compile/booking-scenario.ts';
import { compileEvaluated } from '../compile/compile-form.ts';
import { drawnFacts } from '../compile/compile-facts.ts';
import type { CompiledForm } from '../compile/contract.ts';
import { FIELD_REQUIRED } from '../compile/required-fields.ts';
import { confirmBlockers, INPUT_MISSING, PRICE_NOT_ESTIMATED, priceBlockers, submitBlockers, tripBlockers } from './blockers.ts';
import {
  addressesFollowTrip,
  auditInputsChanged,
  auditNotices,
  paymentAndAddressCorrections,
  typedAfterEdit,
  typedAtOpening,
  withAuditRefreshed,
  type StepNotice,
} from './corrections.ts';
import { changedPointers, shownErrors } from './error-visibility.ts';
import { keptFieldNotices, NO_FIELD_NOTICES, visibleFieldNotices, type FieldNotice } from './field-notices.ts';
import { fieldCheckErrors } from './field-checks.ts';
import { CAR_SEATS_EXCEEDED, EMAIL_INVALID, PHONE_INVALID, SEATS_EXCEEDED } from './input-checks.ts';
import { BOARDING_TIME_PAST } from '../trip/boarding-time-past.ts';
import { LETTER_NOT_AGREED } from '../payment/letter-of-commitment.ts';

/** Where a step comes from when there is no step before it. */
export interface StepOrigin<K extends BookingKind = BookingKind> {
  kind: K;
  /** `opened`: a booking opens on the page or in the preview; `submitted`: an order the server judges. */
  from: 'opened' | 'submitted';
}

/** What refuses each gate of the flow (blockers.ts); a gate passes when its list is empty. */
export interface StepBlockers {
  /** A price estimate (special car): a broken trip rule, a missing price input, a car level not offered. */
  price: BookingError[];
  /** Leaving the trip: the own car's first step (times, region type, addresses); the special car's is `price`. */
  trip: BookingError[];
  /** The confirmation: everything `submit` refuses, and a special car not priced yet. */
  confirm: BookingError[];
  /** The order: the rules' errors and submit errors, the field checks' errors (the server's test). */
  submit: BookingError[];
}

/** The result of one booking step. */
export interface BookingStep<K extends BookingKind = BookingKind> {
  kind: K;
  /** The data with the rules' corrections applied (D3, D5, D6): what the form shows next. */
  data: BookingData<K>;
  scenario: Scenario;
  evaluation: EvaluationResult;
  /** The compiled form (schema, uiSchema, fieldStates) of `data`. */
  form: CompiledForm;
  /**
   * The field errors of `data`, each at its field's JSON Pointer: the rules' `errors` and the field
   * checks' (a required field left empty says only that, `{title}为必填项`). Which of them a booker
   * sees is `drawnErrors`'s business.
   */
  errors: BookingError[];
  blockers: StepBlockers;
  /** The D6 reset messages by address pointer (`/pickUp`), kept until the booker changes that address. */
  resets: Readonly<Record<string, string>>;
  /** What this step changed on the rules' behalf (D6 reset, D5 forced payment, D3 approvers refreshed). */
  notices: readonly StepNotice[];
  /**
   * The D3 and D5 corrections the booker is told of under the field they changed, kept until the
   * booker edits what each is about (field-notices.ts); none when a booking opens.
   */
  fieldNotices: readonly FieldNotice[];
  /** The audit fields the booker typed into (JSON Pointers): a D3 refresh keeps them. */
  typed: readonly string[];
  /** The fields the booker changed since the booking opened (JSON Pointers): their errors show. */
  touched: readonly string[];
}

/** The codes a step adds to `evaluate`'s (docs/rules.md "Errors and reasons"). */
export const STEP_ERRORS: readonly ErrorDefinition[] = [FIELD_REQUIRED, INPUT_MISSING, PRICE_NOT_ESTIMATED, PHONE_INVALID, EMAIL_INVALID, SEATS_EXCEEDED, CAR_SEATS_EXCEEDED, BOARDING_TIME_PAST, LETTER_NOT_AGREED];

const NO_RESETS: Readonly<Record<string, string>> = {};
const NONE: readonly string[] = [];

function evaluated<K extends BookingKind>(kind: K, bundle: EnterpriseBundle, context: BookingContext, data: BookingData<K>) {
  const scenario = bookingScenario(kind, data, context);
  return { scenario, evaluation: evaluate(bundle, scenario) };
}

/** The step's errors: the rules' errors at a field the field checks do not find empty, then the field checks'. */
function stepErrors(evaluation: EvaluationResult, checked: readonly BookingError[]): BookingError[] {
  if (checked.length === 0) return evaluation.errors;
  const empty = new Set(checked.map((error) => error.path));
  return [...evaluation.errors.filter((error) => !empty.has(error.path)), ...checked];
}

/** The reset messages an edit leaves standing: those of an address it did not change, with the new ones. */
function keptResets(before: Readonly<Record<string, string>>, changed: readonly string[], added: Record<string, string>): Readonly<Record<string, string>> {
  const kept = Object.entries(before).filter(([at]) => !changed.some((c) => c === at || c.startsWith(`${at}/`)));
  if (kept.length === Object.keys(before).length && Object.keys(added).length === 0) return before;
  const merged = { ...Object.fromEntries(kept), ...added };
  return Object.keys(merged).length === 0 ? NO_RESETS : merged;
}

/** What the own car's car check reads: the fleet of the context, the licence chosen and the trip's times. */
function ownCar(context: BookingContext, data: BookingData<'own-car'>) {
  return { fleet: context.fleet, carLicense: data.carLicense, trip: data };
}

function touchedAfter(before: readonly string[], changed: readonly string[]): readonly string[] {
  const added = changed.filter((at) => !before.includes(at));
  return added.length === 0 ? before : [...before, ...added];
}

/**
 * One step of a booking: `edited` (the whole booking data as the form hands it back) taken in
 * after `before` (the step before, or where the booking comes from).
 *
 * @example
 * const opened = bookingStep(bundle, context, { kind: 'special-car', from: 'opened' }, newBookingData('special-car', bundle, context, Date.now()));
 * const next = bookingStep(bundle, context, opened, { ...opened.data, tripType: 1 });
 * next.resets              // { '/pickUp': '同城单程上车地址不能选择机场，请重新选择地址' } when the pickup was an airport (D6)
 * next.data.pickUp.addressType // 2, a railway station
 * next.blockers.price      // [] once car level, trip type and both addresses are chosen
 * @example
 * // The server: an order as it was sent, judged without corrections.
 * bookingStep(bundle, context, { kind: 'own-car', from: 'submitted' }, ownCarOrderData(payload)).blockers.submit // [] when it may be stored
 */
export function bookingStep<K extends BookingKind>(
  bundle: EnterpriseBundle,
  context: BookingContext,
  before: BookingStep<K> | StepOrigin<K>,
  edited: BookingData<K>,
): BookingStep<K> {
  const { kind } = before;
  // An address nothing was chosen for follows a new trip type before any rule reads it (corrections.ts).
  let data = 'from' in before ? edited : addressesFollowTrip(kind, before.data, edited, before.touched);
  let { scenario, evaluation } = evaluated(kind, bundle, context, data);
  let typed: readonly string[] = NONE;
  let touched: readonly string[] = NONE;
  let resets: Readonly<Record<string, string>> = NO_RESETS;
  let fieldNotices: readonly FieldNotice[] = NO_FIELD_NOTICES;
  const notices: StepNotice[] = [];
  if (!('from' in before)) {
    // An edit (or a new context): D6 and D5 on what was written, then D3 when its inputs changed.
    const changed = changedPointers(before.data, edited);
    const corrected = paymentAndAddressCorrections(kind, data, evaluation);
    if (corrected.data !== data) {
      data = corrected.data;
      ({ scenario, evaluation } = evaluated(kind, bundle, context, data));
    }
    notices.push(...corrected.notices);
    typed = typedAfterEdit(kind, before.typed, before.data, data);
    if (auditInputsChanged(before.data, data)) {
      const refreshed = withAuditRefreshed(kind, bundle, context, data, evaluation, typed);
      // The approvers are no rule input: the scenario and its evaluation stay as they are.
      notices.push(...auditNotices(kind, data, refreshed));
      data = refreshed;
    }
    touched = touchedAfter(before.touched, changed);
    resets = keptResets(before.resets, changed, corrected.resets);
    fieldNotices = keptFieldNotices(before.fieldNotices, changed, notices);
  } else if (before.from === 'opened') {
    typed = typedAtOpening(kind, bundle, context, data, evaluation);
    const refreshed = withAuditRefreshed(kind, bundle, context, data, evaluation, typed);
    notices.push(...auditNotices(kind, data, refreshed));
    data = refreshed;
  }
  const form = compileEvaluated(bundle, scenario, kind, evaluation, drawnFacts(data, evaluation, context));
  const checked = fieldCheckErrors({ kind, data, evaluation, form, context });
  const submit = submitBlockers(evaluation, checked, kind === 'own-car' ? ownCar(context, data as BookingData<'own-car'>) : undefined);
  const price = priceBlockers(evaluation, kind);
  return {
    kind,
    data,
    scenario,
    evaluation,
    form,
    errors: stepErrors(evaluation, checked),
    blockers: {
      price,
      trip: kind === 'own-car' ? tripBlockers(evaluation, submit, data as BookingData<'own-car'>) : price,
      confirm: confirmBlockers(evaluation.businessType, context, submit),
      submit,
    },
    resets,
    notices,
    fieldNotices: visibleFieldNotices(fieldNotices, form.fieldStates),
    typed,
    touched,
  };
}

/**
 * The errors a booker sees under the fields: those of the fields they changed (or inside them, or
 * around them); once they tried to go on (`attempted`), every error of the step, what a submit
 * would be refused for at a field nothing else names (a trip type not chosen, a payment not offered)
 * and what the first gate still misses (an address, a time: `blockers.price`, the own car's
 * `blockers.trip`; issue 22 §2 "Errors": an empty submit says everything that is missing);
 * then `more` (the server's refusals of fields, held by the flow).
 *
 * @example drawnErrors(step, false)         // [] on a booking just opened
 * @example drawnErrors(step, true, refused) // every error, the server's refusals last
 */
export function drawnErrors(step: Pick<BookingStep, 'errors' | 'touched' | 'evaluation'> & Partial<Pick<BookingStep, 'kind' | 'blockers'>>, attempted: boolean, more: readonly BookingError[] = []): BookingError[] {
  let errors: BookingError[];
  if (attempted) {
    const named = new Set(step.errors.map((error) => error.path));
    const gate = step.blockers ? (step.kind === 'own-car' ? step.blockers.trip : step.blockers.price) : [];
    errors = [...step.errors];
    for (const error of [...step.evaluation.submitErrors, ...gate]) {
      if (named.has(error.path)) continue;
      named.add(error.path);
      errors.push(error);
    }
  } else {
    errors = shownErrors(step.errors, step.touched, false);
  }
  return more.length === 0 ? errors : [...errors, ...more];
}
