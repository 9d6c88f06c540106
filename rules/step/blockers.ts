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
import type { BookingContext } from '../compile/booking-scenario.ts';
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

/** The inputs a gate may miss, by the scenario path `evaluate` names them (`priceMissing`): the field's pointer and its Chinese name. */
export const INPUT_FIELDS: Readonly<Record<string, { path: string; label: string }>> = {
  carTypeLevel: { path: '/firstCarType', label: '车型等级' },
  tripType: { path: '/tripType', label: '行程类型' },
  fromTime: { path: '/fromTime', label: '开始时间' },
  toTime: { path: '/toTime', label: '结束时间' },
  'pickUp.city': { path: '/pickUp/city', label: '上车城市' },
  'pickUp.address': { path: '/pickUp/address', label: '上车地点' },
  'dropOff.city': { path: '/destination/city', label: '下车城市' },
  'dropOff.address': { path: '/destination/address', label: '下车地点' },
};

/**
 * The missing inputs as errors at their fields; `field` keeps the scenario path (`pickUp.city`).
 *
 * @example missingInputs(['toTime']) // [{ field: 'toTime', message: '请先填写结束时间', code: 'input.missing', path: '/toTime' }]
 */
export function missingInputs(paths: readonly string[]): BookingError[] {
  return paths.map((at) => {
    const input = INPUT_FIELDS[at] ?? { path: `/${at.replace(/\./g, '/')}`, label: at };
    return bookingError(INPUT_MISSING, at, input.path, INPUT_MISSING.message.replace('{label}', input.label));
  });
}

/**
 * What refuses a price estimate (spec §5, D6): first a broken trip rule (a local one-way airport,
 * a round trip without a stop, a trip type not offered), then each price input still missing, then
 * a chosen car level that was not offered. The estimate route answers the first; the page asks no
 * estimate while any stands.
 *
 * @example priceBlockers(evaluate(bundle, { businessType: 4, tripType: 4, carTypeLevel: 2, pickUp, dropOff, stops: [] }))
 * // [{ code: 'trip.roundTripNeedsStop', message: '异地往返行程请先添加中途停靠', path: '/additionStopsList', field: 'stops' }]
 */
export function priceBlockers(evaluation: EvaluationResult): BookingError[] {
  const trip = evaluation.errors.filter((error) => errorFamily(error.code) === ErrorFamily.TRIP);
  const missing = missingInputs(evaluation.priceMissing);
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
  const missing = missingInputs([
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
