/**
 * Conversions between the compiled booking forms' data (`SpecialCarBookingData`,
 * `OwnCarBookingData`: special config keyed by specialId, the special-car approver as one
 * object) and the order forms the payload builders take (`SpecialCarForm` with
 * `specialConfigList`, `OwnCarForm` with its `specialConfig` list), issue 8 §1.
 *
 * Going to the order form, the special configs are what the booking submits
 * (`specialConfigsToSubmit`, D4: visible values and hidden fields' defaults), and an approver
 * section that is not visible submits nothing (D3). Coming back from a read order, the submitted
 * list becomes the section again.
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { SpecialConfigEntry } from '../orders/order-form.ts';
import { copySpecialConfigs } from '../orders/order-form.ts';
import type { OwnCarForm } from '../orders/own-car-order.ts';
import type { SpecialCarForm } from '../orders/special-car-order.ts';
import { evaluate, type EvaluationResult } from '../evaluate.ts';
import { approverKey } from './audit-section.ts';
import { bookingScenario, type BookingContext } from './booking-scenario.ts';
import type { OwnCarBookingData, SpecialCarBookingData, SpecialConfigData } from './contract.ts';

/**
 * A booking converted to an order form before the trip type or payment type is chosen: a
 * programmer error, since the flow submits only when `evaluate` reports no `submitErrors`
 * (docs/rules.md 10.6), which names both.
 */
export class IncompleteBookingError extends Error {
  constructor(readonly missing: 'tripType' | 'paymentType') {
    super(`booking-data: the booking has no ${missing} yet; submit only when evaluate() reports no submitErrors`);
    this.name = 'IncompleteBookingError';
  }
}

/** The submitted special configs as the section keyed by specialId (a copy). */
export function specialConfigSectionOf(list: readonly SpecialConfigEntry[]): SpecialConfigData {
  const section: SpecialConfigData = {};
  for (const entry of copySpecialConfigs(list)) section[String(entry.id)] = entry.value;
  return section;
}

/** Whether a visible section of the evaluation fills this form key (D3: a hidden section submits nothing). */
function filled(evaluation: EvaluationResult, key: string): boolean {
  return evaluation.audit.sections.some((s) => s.visible && approverKey(evaluation.businessType, s.role) === key);
}

/**
 * The special-car order form of a booking's data, for `buildSpecialCarOrder`.
 *
 * @example toSpecialCarForm(bundle, data, context).specialConfigList
 * // [{ id: 201, name: '差旅类型', value: 1 }, { id: 208, name: '内部渠道编码', value: 'ZYNY-GT-01' }]
 */
export function toSpecialCarForm(bundle: EnterpriseBundle, data: SpecialCarBookingData, context: BookingContext): SpecialCarForm {
  const { specialConfig: _section, approver, tripType, paymentType, ...rest } = data;
  if (tripType === undefined) throw new IncompleteBookingError('tripType');
  if (paymentType === undefined) throw new IncompleteBookingError('paymentType');
  const evaluation = evaluate(bundle, bookingScenario('special-car', data, context));
  const primary = filled(evaluation, 'approver');
  const reviewer = filled(evaluation, 'administrativeReviewerMsg');
  return {
    ...rest,
    tripType,
    paymentType,
    approverName: primary ? approver.name : '',
    approverPhone: primary ? approver.phoneNumber : '',
    approverEmail: primary ? approver.email : '',
    administrativeReviewerMsg: reviewer ? { ...rest.administrativeReviewerMsg } : { email: '', city: '', phoneNumber: '' },
    specialConfigList: copySpecialConfigs(evaluation.specialConfigs),
  };
}

/**
 * A special-car order form (say, `readSpecialCarOrder` of a detail) as the booking form's data.
 *
 * @example specialCarBookingData(readSpecialCarOrder(detail, { enterpriseId: 1001 })).specialConfig // { '201': 1, '208': 'ZYNY-GT-01' }
 */
export function specialCarBookingData(form: SpecialCarForm): SpecialCarBookingData {
  const { specialConfigList, approverName, approverPhone, approverEmail, ...rest } = form;
  return {
    ...rest,
    approver: { name: approverName, phoneNumber: approverPhone, email: approverEmail },
    specialConfig: specialConfigSectionOf(specialConfigList),
  };
}

/** The own-car order form of a booking's data, for `buildOwnCarOrder`. */
export function toOwnCarForm(bundle: EnterpriseBundle, data: OwnCarBookingData, context: BookingContext): OwnCarForm {
  const { specialConfig: _section, tripType, ...rest } = data;
  if (tripType === undefined) throw new IncompleteBookingError('tripType');
  const evaluation = evaluate(bundle, bookingScenario('own-car', data, context));
  return {
    ...rest,
    tripType,
    auditor: filled(evaluation, 'auditor') ? { ...rest.auditor } : { phoneNumber: '', email: '', name: '' },
    specialConfig: copySpecialConfigs(evaluation.specialConfigs),
  };
}

/** An own-car order form (say, `readOwnCarOrder` of a detail) as the booking form's data. */
export function ownCarBookingData(form: OwnCarForm): OwnCarBookingData {
  const { specialConfig, ...rest } = form;
  return { ...rest, specialConfig: specialConfigSectionOf(specialConfig) };
}
