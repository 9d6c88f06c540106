/**
 * What refuses each gate of a booking (issue 22 §1 `blockers`), decided once for the booking
 * page, the config preview and the reference server:
 *
 * | gate      | refused by                                                                        | who asks                                   |
 * |-----------|-----------------------------------------------------------------------------------|--------------------------------------------|
 * | `price`   | a broken trip rule (`trip.*`), a price input still missing, a car level not offered | the special-car machine's `price.requested`, `POST /CsOrder/EstimatePrice` |
 * | `trip`    | the own car's first step: a time or address missing, a rule error of its fields   | the own-car machine's `step.next` from 行程 |
 * | `confirm` | everything `submit` refuses, and a special car not priced yet                      | `confirm.requested`, `next.requested`      |
 * | `submit`  | the rules' `errors` and `submitErrors`, the required fields left empty, the field checks; the own car's chosen car once the fleet is known | `submit.confirmed`, the server's order judgement |
 *
 * Each blocker is a `BookingError` with the pointer of the field it is about; a gate passes when
 * its list is empty. The server answers the first one (src/server/order-judgement.ts,
 * src/server/routes/payments-and-prices.ts), so the order within a list is part of the contract.
 *
 * A later rule that refuses a gate adds its errors here (and its code to `STEP_ERRORS` when it is
 * new), never in a machine, a page or a route.
 */
import { OWN_CAR } from '../model/constants.ts';
import { bookingError, ErrorFamily, errorFamily, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import type { EvaluationResult } from '../evaluate.ts';
import { CAR_LEVEL_NOT_OFFERED } from '../orders/order-submission.ts';
import { hasPicturePrice } from '../payment/payment-options.ts';
import { checkCarChoice, type TripTimes } from '../trip/car-availability.ts';
import type { BookingContext, BookingKind } from '../compile/booking-scenario.ts';
import { bookingFieldLabel } from '../compile/field-labels.ts';
import { onOwnCarTripStep } from '../compile/own-car-form.ts';

/** An input a gate needs that is still missing (a price input, the own car's times and addresses). */
export const INPUT_MISSING = {
  code: 'input.missing',
  message: '请先填写{label}',
} as const satisfies ErrorDefinition;

/** A special car goes on to its confirmation only once priced (spec §4 "price, then confirm"). */
export const PRICE_NOT_ESTIMATED = {
  code: 'price.notEstimated',
  message: '请先估算价格',
} as const satisfies ErrorDefinition;

/**
 * The inputs a gate may miss, by the scenario path `evaluate` names them (`priceMissing`): the
 * field's JSON Pointer. Its name is the field's title on the form of the booking's kind
 * (rules/compile/field-labels.ts): 服务类型 on the special car, 区域类型 on the own car.
 */
export const INPUT_FIELDS: Readonly<Record<string, string>> = {
  carTypeLevel: '/firstCarType',
  tripType: '/tripType',
  fromTime: '/fromTime',
  toTime: '/toTime',
  'pickUp.city': '/pickUp/city',
  'pickUp.address': '/pickUp/address',
  'dropOff.city': '/destination/city',
  'dropOff.address': '/destination/address',
};

/**
 * The missing inputs of a booking of `kind` as errors at their fields, each named by its title on
 * that kind's form; `field` keeps the scenario path (`pickUp.city`).
 *
 * @example missingInputs('own-car', ['toTime']) // [{ field: 'toTime', message: '请先填写结束时间', code: 'input.missing', path: '/toTime' }]
 * @example missingInputs('special-car', ['tripType'])[0].message // '请先填写服务类型'
 */
export function missingInputs(kind: BookingKind, paths: readonly string[]): BookingError[] {
  return paths.map((at) => {
    const path = INPUT_FIELDS[at] ?? `/${at.replace(/\./g, '/')}`;
    const label = bookingFieldLabel(kind, path) ?? at;
    return bookingError(INPUT_MISSING, at, path, INPUT_MISSING.message.replace('{label}', label));
  });
}

/**
 * What refuses a price estimate (spec §5, D6): first a broken trip rule (a local one-way airport,
 * a round trip without a stop, a trip type not offered), then each price input still missing, then
 * a chosen car level that was not offered. The estimate route answers the first; the page asks no
 * estimate while any stands. A missing input is named by its title on the form of `kind` (the
 * estimate route's is the special car's).
 *
 * @example priceBlockers(evaluate(bundle, { businessType: 4, tripType: 4, carTypeLevel: 2, pickUp, dropOff, stops: [] }), 'special-car')
 * // [{ code: 'trip.roundTripNeedsStop', message: '异地往返行程请先添加中途停靠', path: '/additionStopsList', field: 'stops' }]
 */
export function priceBlockers(evaluation: EvaluationResult, kind: BookingKind): BookingError[] {
  const trip = evaluation.errors.filter((error) => errorFamily(error.code) === ErrorFamily.TRIP);
  const missing = missingInputs(kind, evaluation.priceMissing);
  const level = evaluation.priceMissing.includes('carTypeLevel') ? [] : evaluation.submitErrors.filter((error) => error.code === CAR_LEVEL_NOT_OFFERED.code);
  return [...trip, ...missing, ...level];
}

/**
 * What refuses a submitted order: the rules' `errors`, then `submitErrors` (the order the server
 * answers them in, docs/rules.md 10.6), then the field errors of the step (required fields left
 * empty, field checks) at a field nothing above names; for an own car whose fleet the context
 * holds (the page's car step), last the car choice (`checkCarChoice`).
 */
export function submitBlockers(evaluation: EvaluationResult, fieldErrors: readonly BookingError[], car?: { fleet: BookingContext['fleet']; carLicense: string; trip: TripTimes }): BookingError[] {
  const listed = [...evaluation.errors, ...evaluation.submitErrors];
  const named = new Set(listed.map((error) => error.path));
  const more = fieldErrors.length === 0 ? [] : fieldErrors.filter((error) => !named.has(error.path));
  const cars = car?.fleet ? checkCarChoice(car.fleet, car.carLicense, car.trip) : [];
  return more.length === 0 && cars.length === 0 ? listed : [...listed, ...more, ...cars];
}

/** Where the own car's first step holds its fields (spec §3 "Own-car flow state": times, region type, addresses; `OWN_CAR_TRIP_FIELDS`). */
const onTripStep = onOwnCarTripStep;

/**
 * What keeps an own-car booker on the trip step: a time or an address still missing, then the
 * submit blockers of its fields (times, region type offered and chosen, addresses) at a field not
 * already named.
 */
export function tripBlockers(evaluation: EvaluationResult, submit: readonly BookingError[], times: { fromTime?: string; toTime?: string }): BookingError[] {
  const missing = missingInputs('own-car', [
    ...((times.fromTime ?? '').trim() === '' ? ['fromTime'] : []),
    ...((times.toTime ?? '').trim() === '' ? ['toTime'] : []),
    ...evaluation.priceMissing.filter((path) => path.startsWith('pickUp.') || path.startsWith('dropOff.')),
  ]);
  const named = new Set(missing.map((error) => error.path));
  return [...missing, ...submit.filter((error) => onTripStep(error.path) && !named.has(error.path))];
}

/** What refuses the confirmation: everything a submit refuses, and a special car without a price (or a price picture, D5). */
export function confirmBlockers(businessType: number, context: BookingContext, submit: readonly BookingError[]): BookingError[] {
  const priced = businessType === OWN_CAR || context.orderPrice !== undefined || hasPicturePrice(context.picturePriceUrl);
  return priced ? [...submit] : [...submit, bookingError(PRICE_NOT_ESTIMATED, 'price', '')];
}
