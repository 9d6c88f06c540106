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

function specialStates(bundle: EnterpriseBundle, form: FormKind, evaluation: EvaluationResult, out: Record<string, FieldState>): void {
  const byId = specialFieldIndex(specialFieldsOf(bundle));
  const prefix = specialConfigPrefix(form);
  for (const state of evaluation.specialFields) {
    const field = byId.get(state.specialId);
    const choice = field !== undefined && CHOICE_SHOW_TYPES.includes(field.showType);
    const options = choice ? [...new Set((field.showTypeConfigInfo ?? []).map((o) => o.optionId))] : undefined;
    // A specialId is an integer (bundle schema), so its pointer token needs no escaping.
    out[`${prefix}/${state.specialId}`] = {
      visible: state.visible,
      required: state.required,
      editable: state.editable,
      ...(options ? { options } : {}),
      because: state.because,
    };
  }
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

/**
 * The field states of a form.
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
  const out: Record<string, FieldState> = {};
  if (form !== 'audit') specialStates(bundle, form, evaluation, out);
  if (form !== 'special-config') auditStates(facts.businessType === OWN_CAR ? OWN_CAR : facts.businessType, evaluation, out);
  bookingStates(form, facts, evaluation, out);
  return out;
}
