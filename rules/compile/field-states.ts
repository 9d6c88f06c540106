/**
 * The `fieldStates` of a compiled form (issue 8 §1): each field's state by the JSON Pointer of
 * the field in the form's data, the same pointers `BookingError.path` uses, with the reasons of
 * the rule that decided (`because`). Read from the evaluation; nothing is decided here.
 *
 * - special fields: `/specialConfig/7` in the booking forms, `/7` in the special-config form
 *   (whose data is the section); every field of the bundle, visible or not;
 * - approver sections: `/approver`, `/administrativeReviewerMsg` (special car), `/auditor` (own car);
 *   the comment at `/justification` or `/comments`;
 * - booking forms: `/tripType`, the times, `/pickUp`, `/pickUp/addressType`, `/destination`,
 *   `/destination/addressType`, `/additionStopsList`, `/firstCarType` (special car), `/paymentType`.
 */
import { CHOICE_SHOW_TYPES, OWN_CAR } from '../model/constants.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { specialFieldIndex, specialFieldsOf } from '../model/bundle.ts';
import { pointer } from '../model/issue.ts';
import type { Reason } from '../model/reasons.ts';
import type { EvaluationResult } from '../evaluate.ts';
import type { SpecialFieldState } from '../fields/special-fields.ts';
import { approverKey, auditCommentKey } from './audit-section.ts';
import { addressKinds } from './booking-fields.ts';
import type { CompileFacts } from './compile-facts.ts';
import type { FieldState, FormKind } from './contract.ts';

const shown = (required: boolean, because: readonly Reason[] = [], options?: readonly (number | string)[]): FieldState => ({
  visible: true,
  required,
  editable: true,
  ...(options ? { options } : {}),
  because,
});

/** Where the special-config section sits in a form's data. */
export function specialConfigPrefix(form: FormKind): string {
  return form === 'special-config' ? '' : '/specialConfig';
}

const specialRecords = new WeakMap<readonly SpecialFieldState[], Map<string, { fields: unknown; record: Record<string, FieldState> }>>();

/**
 * The special fields' states by pointer, once per states array and form prefix: `evaluate` returns
 * the same array while no state changes (a keystroke in a text field), so nothing is rebuilt.
 */
function specialStates(bundle: EnterpriseBundle, form: FormKind, states: readonly SpecialFieldState[]): Record<string, FieldState> {
  const fields = specialFieldsOf(bundle);
  const prefix = specialConfigPrefix(form);
  let byPrefix = specialRecords.get(states);
  if (!byPrefix) {
    byPrefix = new Map();
    specialRecords.set(states, byPrefix);
  }
  const known = byPrefix.get(prefix);
  if (known && known.fields === fields) return known.record;
  const byId = specialFieldIndex(fields);
  const record: Record<string, FieldState> = {};
  for (const state of states) {
    const field = byId.get(state.specialId);
    const choice = field !== undefined && CHOICE_SHOW_TYPES.includes(field.showType);
    const options = choice ? [...new Set((field.showTypeConfigInfo ?? []).map((o) => o.optionId))] : undefined;
    // A specialId is an integer (bundle schema), so its pointer token needs no escaping.
    record[`${prefix}/${state.specialId}`] = {
      visible: state.visible,
      required: state.required,
      editable: state.editable,
      ...(options ? { options } : {}),
      because: state.because,
    };
  }
  byPrefix.set(prefix, { fields, record });
  return record;
}

function auditStates(businessType: number, evaluation: EvaluationResult, out: Record<string, FieldState>): void {
  for (const section of evaluation.audit.sections) {
    const key = pointer(approverKey(businessType, section.role));
    const before = out[key];
    // The own car draws one approver: the first visible section in approval order (audit-section.ts).
    if (before && (before.visible || !section.visible)) continue;
    out[key] = { visible: section.visible, required: section.required, editable: section.editable, because: section.because };
  }
  if (evaluation.audit.comment) out[pointer(auditCommentKey(businessType))] = shown(false);
}

function bookingStates(form: FormKind, facts: CompileFacts, evaluation: EvaluationResult, out: Record<string, FieldState>): void {
  const booking = facts.booking;
  if (!booking) return;
  out['/tripType'] = shown(true, [], booking.tripTypes);
  for (const time of form === 'own-car' ? ['fromTime', 'toTime'] : ['travelDateTime']) out[pointer(time)] = shown(true);
  for (const role of ['pickUp', 'destination'] as const) {
    out[pointer(role)] = shown(true);
    out[pointer(role, 'addressType')] = shown(true, [], addressKinds(role).map((k) => k.value));
  }
  out['/additionStopsList'] = shown(false);
  if (form === 'special-car') out['/firstCarType'] = shown(true, [], booking.carLevels ?? []);
  const payment = evaluation.payment;
  if (form === 'special-car') {
    out['/paymentType'] = {
      visible: true,
      required: true,
      editable: booking.payment.lockedReason === null && payment.options.length > 0,
      options: payment.options,
      because: payment.because,
    };
  }
}

/** The audit form shows no special field: the key of its (empty) special part. */
const NO_SPECIAL: Record<string, FieldState> = {};

const lastStates = new WeakMap<Record<string, FieldState>, { restKey: string; out: Record<string, FieldState> }>();

/**
 * The field states of a form. While the special fields' states are the same array and the other
 * states are equal (a keystroke in a text field), the same (`===`) object is returned, so a
 * renderer that holds it sees no change. Read it, never change it.
 *
 * @example formFieldStates(bundle, 'special-config', evaluation, facts)['/7']
 * // { visible: true, required: true, editable: true, because: [{ code: 'field.applies', params: {} }, …] }
 */
export function formFieldStates(
  bundle: EnterpriseBundle,
  form: FormKind,
  evaluation: EvaluationResult,
  facts: CompileFacts,
): Record<string, FieldState> {
  const special = form === 'audit' ? NO_SPECIAL : specialStates(bundle, form, evaluation.specialFields);
  const rest: Record<string, FieldState> = {};
  if (form !== 'special-config') auditStates(facts.businessType === OWN_CAR ? OWN_CAR : facts.businessType, evaluation, rest);
  bookingStates(form, facts, evaluation, rest);
  // The form is part of the key: the audit form and a booking form may share NO_SPECIAL.
  const restKey = `${form}|${JSON.stringify(rest)}`;
  const last = lastStates.get(special);
  if (last && last.restKey === restKey) return last.out;
  const out = { ...special, ...rest };
  lastStates.set(special, { restKey, out });
  return out;
}
