/**
 * What the machines' guards and actions ask `rules/`: one `evaluate` of the booking as it stands
 * (D11), and the errors that refuse a step. The machines decide no rule themselves.
 */
import type { OwnCarBookingData, SpecialCarBookingData } from '../../../../rules/compile/contract.ts';
import { evaluate, type EvaluationResult } from '../../../../rules/evaluate.ts';
import type { BookingError } from '../../../../rules/model/issue.ts';
import {
  LOCAL_ONE_WAY_AIRPORT_DROP_OFF,
  LOCAL_ONE_WAY_AIRPORT_PICKUP,
  ROUND_TRIP_NEEDS_STOP,
} from '../../../../rules/trip/trip-validation.ts';
import { bookingScenario, type BookingContext as ScenarioContext } from '../../../../rules/compile/booking-scenario.ts';
import { approverKey } from '../../../../rules/compile/audit-section.ts';
import { approverRoleOfCode } from '../../../shared/approver-refusals.ts';
import { placeRoleOfCode, type PlaceRole } from '../../../shared/places.ts';
import { SPECIAL_CAR } from '../../../../rules/model/constants.ts';
import { changedPointers, shownErrors } from '../error-visibility.ts';
import type { BookingFlowContext } from './booking-context.ts';

/** What `bookingScenario` reads of the flow's context (who books, what was offered, the price). */
export function scenarioContext(booking: BookingFlowContext, orderPrice?: number): ScenarioContext {
  const context: ScenarioContext = {
    bookerId: booking.booker.userId,
    userLevel: booking.booker.userLevel,
    permissions: booking.booker.permissions,
    offeredPaymentTypes: booking.offered.paymentTypes,
    offeredCarTypeLevels: booking.offered.carTypeLevels,
    picturePriceUrl: booking.picturePriceUrl ?? null,
  };
  if (booking.userBalance !== undefined) context.userBalance = booking.userBalance;
  if (orderPrice !== undefined) context.orderPrice = orderPrice;
  return context;
}

/** `evaluate` of special-car booking data (with the order price once priced, for the recharge). */
export function evaluateSpecialCar(data: SpecialCarBookingData, booking: BookingFlowContext, orderPrice?: number): EvaluationResult {
  return evaluate(booking.bundle, bookingScenario('special-car', data, scenarioContext(booking, orderPrice)));
}

/** `evaluate` of own-car booking data. */
export function evaluateOwnCar(data: OwnCarBookingData, booking: BookingFlowContext): EvaluationResult {
  return evaluate(booking.bundle, bookingScenario('own-car', data, scenarioContext(booking)));
}

/**
 * What refuses a submit (docs/rules.md 10.6): an order may be submitted only when `errors` and
 * `submitErrors` are both empty, the same test the reference server makes.
 */
export function submitBlockers(evaluation: EvaluationResult): BookingError[] {
  return [...evaluation.errors, ...evaluation.submitErrors];
}

const TRIP_RULES: readonly string[] = [
  LOCAL_ONE_WAY_AIRPORT_PICKUP.code,
  LOCAL_ONE_WAY_AIRPORT_DROP_OFF.code,
  ROUND_TRIP_NEEDS_STOP.code,
];

/**
 * The errors that refuse a price estimate (spec §5, D6): the trip rules `priceReady` waits for,
 * like `异地往返行程请先添加中途停靠`. What is still missing is `priceMissing` beside them.
 */
export function priceBlockers(evaluation: EvaluationResult): BookingError[] {
  return evaluation.errors.filter((error) => TRIP_RULES.includes(error.code));
}

/** Where the own-car trip step's fields sit in the data (spec §3 "Own-car flow state": times, region type, addresses). */
const TRIP_STEP_PATHS = ['/fromTime', '/toTime', '/tripType', '/pickUp', '/destination', '/additionStopsList'];
const onTripStep = (path: string) => TRIP_STEP_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * What keeps the own-car booker on the trip step: the rule errors of its fields (times, region
 * type offered and chosen, addresses), and what is still missing there (a time, a city, an
 * address; by scenario path, like `priceMissing`).
 */
export function ownCarTripBlockers(
  evaluation: EvaluationResult,
  data: Pick<OwnCarBookingData, 'fromTime' | 'toTime'>,
): { errors: BookingError[]; missing: string[] } {
  const errors = submitBlockers(evaluation).filter((error) => onTripStep(error.path));
  const missing = [
    ...(data.fromTime.trim() === '' ? ['fromTime'] : []),
    ...(data.toTime.trim() === '' ? ['toTime'] : []),
    ...evaluation.priceMissing.filter((path) => path.startsWith('pickUp.') || path.startsWith('dropOff.')),
  ];
  return { errors, missing };
}

/** Shown when a call failed without a message of its own. */
export const SUBMIT_FAILED_MESSAGE = '提交失败，请稍后重试';
export const PRICE_FAILED_MESSAGE = '价格预估失败，请稍后重试';
export const CARS_FAILED_MESSAGE = '车辆列表加载失败，请重试';

/**
 * The server's message of a failed call (spec §8 "Order creation failure … shows the error
 * message"): the api layer rejects with an `Error` whose message is the server's.
 */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/**
 * Where the special-car booking data holds the address of each place role: the server's "no such
 * place" sentence is drawn under that address's place (a stop's under the stops, naming the stop).
 * The own car's addresses are on its first step, so there the sentence stays above the form.
 */
const PLACE_POINTERS: Readonly<Record<PlaceRole, string>> = {
  pickUp: '/pickUp/landmark',
  dropOff: '/destination/landmark',
  stop: '/additionStopsList',
};

const errorCodeOf = (error: unknown): number | undefined => {
  const response = error !== null && typeof error === 'object' ? (error as { response?: { errorCode?: unknown } }).response : undefined;
  return typeof response?.errorCode === 'number' ? response.errorCode : undefined;
};

/**
 * The server's refusal of one field of the booking, as an error at that field so the form draws the
 * server's sentence under it (once: not also above the form); undefined for any other failure.
 * - An approver the booker named (issue 21 §1, src/shared/approver-refusals.ts: not a user of the
 *   enterprise, the booker himself, a passenger, not the cost centre's, not a reviewer): at that
 *   section's field (`/approver`, `/administrativeReviewerMsg`, `/auditor`).
 * - A special-car address the server could not place (20300030-32, src/shared/places.ts): under
 *   that address.
 *
 * @example fieldRefusalOf(new TransportCallError({ errorCode: 20400010, message: '审批人不能是预订人本人，请填写其他审批人', … }), 4)
 * // { code: 'approver.refused', field: 'approver', path: '/approver', message: '审批人不能是预订人本人，请填写其他审批人' }
 * @example fieldRefusalOf(new TransportCallError({ errorCode: 20300031, message: '无法识别下车地点，请从搜索结果中选择地址', … }), 4)
 * // { code: 'place.notResolved', field: 'destination', path: '/destination/landmark', message: '无法识别下车地点，…' }
 */
export function fieldRefusalOf(error: unknown, businessType: number): BookingError | undefined {
  const code = errorCodeOf(error);
  if (code === undefined) return undefined;
  const message = serverMessageOf(error, SUBMIT_FAILED_MESSAGE);
  const role = approverRoleOfCode(code);
  if (role) {
    const key = approverKey(businessType, role);
    return { code: 'approver.refused', field: key, path: `/${key}`, message };
  }
  const place = placeRoleOfCode(code);
  if (place && businessType === SPECIAL_CAR) {
    const path = PLACE_POINTERS[place];
    return { code: 'place.notResolved', field: path.split('/')[1] ?? '', path, message };
  }
  return undefined;
}

/** The server's field refusals an edit leaves standing: those at a field the booker did not change. */
export function refusalsKept(refused: readonly BookingError[], before: unknown, after: unknown): BookingError[] {
  if (refused.length === 0) return [];
  const answered = shownErrors(refused, new Set(changedPointers(before, after)), false);
  return refused.filter((error) => !answered.includes(error));
}
