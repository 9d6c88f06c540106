/**
 * What a SUBMITTED order must already have chosen (D11 `submitErrors`, docs/rules.md 10.6): the
 * choices the booking form makes or corrects for the booker, so the form in progress never shows
 * them as field errors, but an order that reaches the server without them is refused. A missing
 * trip type is "not chosen yet" while booking (D2); a payment type that is not an option is
 * silently replaced by the one D5 selects; the car level is chosen from the levels
 * `/Driver/CarCategory/ForDropDownList` offered (spec §7), which the scenario carries as
 * `offeredCarTypeLevels`.
 */
import { SPECIAL_CAR } from '../model/constants.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import type { Scenario } from '../model/scenario.ts';

/** An order with no trip type (both business types). */
export const TRIP_TYPE_MISSING = {
  code: 'trip.typeMissing',
  message: '请选择行程类型',
} as const satisfies ErrorDefinition;

/** A special-car order whose payment type is not the one D5 selects: missing, or not among the options. */
export const PAYMENT_NOT_OFFERED = {
  code: 'payment.notOffered',
  message: '所选付款方式不可用，请重新选择',
} as const satisfies ErrorDefinition;

/** A special-car order with no car level, or one the booking was not offered. */
export const CAR_LEVEL_NOT_OFFERED = {
  code: 'carLevel.notOffered',
  message: '所选车型不可用，请重新选择',
} as const satisfies ErrorDefinition;

/** The codes of `submitErrors`, in the order they are reported. */
export const SUBMIT_ERRORS: readonly ErrorDefinition[] = [TRIP_TYPE_MISSING, PAYMENT_NOT_OFFERED, CAR_LEVEL_NOT_OFFERED];

/**
 * What a submitted order breaks beyond `errors`: a missing trip type, then (special car only) a
 * payment type that is not among `paymentOptions` (D5's options; with none offered every payment
 * type is refused, and so is a missing one), then a missing car level or one outside
 * `offeredCarTypeLevels` when the scenario lists them (a scenario without the list does not know
 * what was offered and lets any level pass).
 *
 * @example checkSubmission({ businessType: 4, tripType: 1, paymentType: 23, carTypeLevel: 2, offeredCarTypeLevels: [1] }, [2])
 * // [{ field: 'paymentType', message: '所选付款方式不可用，请重新选择', code: 'payment.notOffered', path: '/paymentType' },
 * //  { field: 'carTypeLevel', message: '所选车型不可用，请重新选择', code: 'carLevel.notOffered', path: '/firstCarType' }]
 */
export function checkSubmission(scenario: Scenario, businessType: number, paymentOptions: readonly number[]): BookingError[] {
  const errors: BookingError[] = [];
  if (scenario.tripType === undefined) errors.push(bookingError(TRIP_TYPE_MISSING, 'tripType', '/tripType'));
  if (businessType !== SPECIAL_CAR) return errors;
  const { paymentType, carTypeLevel, offeredCarTypeLevels } = scenario;
  if (paymentType === undefined || !paymentOptions.includes(paymentType)) {
    errors.push(bookingError(PAYMENT_NOT_OFFERED, 'paymentType', '/paymentType'));
  }
  // The special-car form's car level is `firstCarType`; the order sends it as `baseData.carTypeLevel` (D9).
  if (carTypeLevel === undefined || (offeredCarTypeLevels !== undefined && !offeredCarTypeLevels.includes(carTypeLevel))) {
    errors.push(bookingError(CAR_LEVEL_NOT_OFFERED, 'carTypeLevel', '/firstCarType'));
  }
  return errors;
}
