/**
 * When an own car may take a trip (spec §3 "Own-car flow state", issue 8 §3 "car and licence
 * choice from the enterprise's fleet with booked times respected", issue 11 §4 restricted dates;
 * issue 22 §1 "the car hold decided once"). One rule, called by the reference server (the times
 * `POST /own/car/ServiceTimes` answers, and the check of an own-car create or update) and by the
 * portal (the booking form's car list and the own-car machine's guard):
 *
 * - A trip holds its car from `fromTime` less `beforeAllow` minutes to `toTime` plus `afterAllow`
 *   minutes (the car leaves early and comes back late): `tripHold`.
 * - The car is taken by each of the enterprise's own-car orders that still holds it (every status
 *   but 已取消), over that order's own hold, and by the other busy times of the fleet (maintenance,
 *   a booking made elsewhere): `fleetBookedTimes`. The order being updated is left out by its id
 *   (it does not block itself), on the server's check and in what ServiceTimes answers the portal.
 * - A restricted day (限行日) takes the car the whole China day, `00:00` to the next `00:00`:
 *   `restrictedBookedTimes`, added to the fleet by `withRestrictedDays`.
 * - Two times overlap when each starts before the other ends: touching ends do not (a trip may end
 *   when the next starts, or at midnight before a restricted day). `carConflict`, `checkCarChoice`.
 */
import { formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import { jsonEqual } from '../model/json-equal.ts';
import { OrderStatus } from '../orders/order-status.ts';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

/** A restricted date of the fleet: the whole China day `YYYY-MM-DD`; `carLicense` '' restricts every car. */
export interface RestrictedDate {
  date: string;
  carLicense: string;
  reason: string;
}

/** A time a car is taken, `YYYY-MM-DD HH:mm` China time (D7). */
export interface BookedTime {
  fromTime: string;
  toTime: string;
  /** Why (已被预订, 保养, 限行：…), shown to the booker. */
  reason?: string;
  /** Set when the time is a restricted day of the car (`restrictedBookedTimes`): the day and the fleet's reason. */
  restricted?: { date: string; reason: string };
}

/** A car of the fleet with its booked times. */
export interface FleetCarTimes {
  carLicense: string;
  bookedTimes: readonly BookedTime[];
}

/** The own-car form's time fields. */
export interface TripTimes {
  fromTime: string;
  toTime: string;
  beforeAllow: number;
  afterAllow: number;
}

/** No car is chosen yet: an own-car order names its car and licence (spec §3 own-car order). */
export const CAR_NOT_CHOSEN = {
  code: 'ownCar.carMissing',
  message: '请选择车辆',
  messageEn: 'Choose a car',
} as const satisfies ErrorDefinition;

/** The chosen car is booked over the trip's time. */
export const CAR_ALREADY_BOOKED = {
  code: 'ownCar.carBooked',
  message: '所选车辆在该时间段已被预订，请选择其他车辆或调整用车时间',
  messageEn: 'The chosen car is booked over this time; choose another car or change the time',
} as const satisfies ErrorDefinition;

/** The chosen car is not in the enterprise's fleet. */
export const CAR_NOT_IN_FLEET = {
  code: 'ownCar.carNotInFleet',
  message: '所选车辆不在本企业车队中，请重新选择',
  messageEn: 'The chosen car is not in the enterprise fleet; choose again',
} as const satisfies ErrorDefinition;

/** The car is restricted (限行) on a day the trip holds it. `{carLicense}`, `{date}`, `{reason}` are filled in. */
export const CAR_RESTRICTED = {
  code: 'fleet.carRestricted',
  message: '车辆 {carLicense} 在 {date} 限行（{reason}），不能预订，请选择其他车辆或日期',
  messageEn: 'The car is restricted on that day',
} as const satisfies ErrorDefinition;

/** The reason an order of the portal holding the car shows. */
export const BOOKED_BY_ORDER = '已被预订';

/** The reason a restricted day shows on the booking form's car list. @example restrictedReason('年检') // '限行：年检' */
export const restrictedReason = (reason: string) => `限行：${reason}`;

/**
 * How the car step names a time a car is taken (issue 22 §2): a restricted day as the fleet page
 * calls it, 限行日, with its date and the fleet's reason (a car's annual inspection, entered there
 * as a restricted day with the reason 年检, reads as such); any other time by its reason (已被预订,
 * 保养; 已被预订 when it has none) and its span.
 *
 * @example bookedTimeLabel({ fromTime: '2026-11-25 00:00', toTime: '2026-11-26 00:00', restricted: { date: '2026-11-25', reason: '年检' } }) // '限行日：2026-11-25（年检）'
 * @example bookedTimeLabel({ fromTime: '2026-11-23 14:00', toTime: '2026-11-23 18:00', reason: '保养' }) // '保养：2026-11-23 14:00 至 2026-11-23 18:00'
 */
export function bookedTimeLabel(time: BookedTime): string {
  if (time.restricted) return `限行日：${time.restricted.date}（${time.restricted.reason}）`;
  return `${time.reason?.trim() || BOOKED_BY_ORDER}：${time.fromTime} 至 ${time.toTime}`;
}

/**
 * What the car step says of a car whose taken time the trip runs into, in the terms of
 * `bookedTimeLabel`: 所选时间已被预订 for an order, the restricted day or the other reason otherwise.
 *
 * @example bookedTimeConflictText({ fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00', reason: '已被预订' }) // '所选时间已被预订（2026-11-23 09:00 至 2026-11-23 12:00）'
 * @example bookedTimeConflictText({ fromTime: '2026-11-25 00:00', toTime: '2026-11-26 00:00', restricted: { date: '2026-11-25', reason: '年检' } }) // '所选时间是该车的限行日：2026-11-25（年检），不能预订'
 */
export function bookedTimeConflictText(time: BookedTime): string {
  if (time.restricted) return `所选时间是该车的${bookedTimeLabel(time)}，不能预订`;
  const reason = time.reason?.trim() || BOOKED_BY_ORDER;
  const span = `${time.fromTime} 至 ${time.toTime}`;
  return reason === BOOKED_BY_ORDER ? `所选时间${BOOKED_BY_ORDER}（${span}）` : `所选时间车辆${reason}（${span}），不能预订`;
}

const TRIP_TIME_FIELDS = ['fromTime', 'toTime', 'beforeAllow', 'afterAllow'] as const;

/** True when an edit changed the time the trip holds its car, so the car's availability is asked again. */
export function tripTimesChanged(before: TripTimes, after: TripTimes): boolean {
  return TRIP_TIME_FIELDS.some((key) => !jsonEqual(before[key], after[key]));
}

/**
 * The trip of an own-car order as stored or sent (D9 payload: `boardingTime`, `dropOffTime` and the
 * allowances, a missing allowance 0), in the form's terms.
 *
 * @example orderTrip({ boardingTime: '2026-11-23 09:00', dropOffTime: '2026-11-23 11:00', beforeAllow: 30 })
 * // { fromTime: '2026-11-23 09:00', toTime: '2026-11-23 11:00', beforeAllow: 30, afterAllow: 0 }
 */
export function orderTrip(order: { boardingTime: string; dropOffTime: string; beforeAllow?: number | undefined; afterAllow?: number | undefined }): TripTimes {
  return { fromTime: order.boardingTime, toTime: order.dropOffTime, beforeAllow: order.beforeAllow ?? 0, afterAllow: order.afterAllow ?? 0 };
}

/** The span, in epoch milliseconds, the trip holds its car; null while the times are not times. A negative allowance counts as 0. */
export function tripHold(trip: TripTimes): { from: number; to: number } | null {
  const from = parseBoardingTime(trip.fromTime);
  const to = parseBoardingTime(trip.toTime);
  if (!from.ok || !to.ok) return null;
  return {
    from: from.value - Math.max(0, trip.beforeAllow) * MS_PER_MINUTE,
    to: to.value + Math.max(0, trip.afterAllow) * MS_PER_MINUTE,
  };
}

/** A span in epoch milliseconds, or null when either end is not a boarding time. */
function spanOf(time: Pick<BookedTime, 'fromTime' | 'toTime'>): { from: number; to: number } | null {
  const from = parseBoardingTime(time.fromTime);
  const to = parseBoardingTime(time.toTime);
  return from.ok && to.ok ? { from: from.value, to: to.value } : null;
}

/** Whether two spans overlap: each starts before the other ends, so touching ends do not. */
const spansOverlap = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from < b.to && b.from < a.to;

/**
 * Whether two times overlap (touching ends do not: one trip may end when the next starts); false
 * when either is not a time.
 *
 * @example timesOverlap({ fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00' }, { fromTime: '2026-11-23 12:00', toTime: '2026-11-23 13:00' }) // false
 */
export function timesOverlap(a: Pick<BookedTime, 'fromTime' | 'toTime'>, b: Pick<BookedTime, 'fromTime' | 'toTime'>): boolean {
  const x = spanOf(a);
  const y = spanOf(b);
  return x !== null && y !== null && spansOverlap(x, y);
}

/** Whether an order in this status still holds its car: every status but 已取消 (a cancelled order frees it). */
export function orderHoldsCar(status: number): boolean {
  return status !== OrderStatus.CANCELLED.value;
}

/**
 * The time an order holds its car, as a booked time (`tripHold` of the order's times and
 * allowances, reason 已被预订); undefined for an order without readable times.
 *
 * @example orderBookedTime({ fromTime: '2026-11-23 09:00', toTime: '2026-11-23 11:00', beforeAllow: 30, afterAllow: 15 })
 * // { fromTime: '2026-11-23 08:30', toTime: '2026-11-23 11:15', reason: '已被预订' }
 */
export function orderBookedTime(trip: TripTimes): BookedTime | undefined {
  const hold = tripHold(trip);
  return hold ? { fromTime: formatBoardingTime(hold.from), toTime: formatBoardingTime(hold.to), reason: BOOKED_BY_ORDER } : undefined;
}

/** An own-car order as the car hold reads it: its id, status, car and times. */
export interface CarHoldingOrder {
  orderId: string;
  status: number;
  carLicense: string;
  trip: TripTimes;
}

/** A busy time of a car that is not an order of the portal (maintenance, a booking made elsewhere). */
export interface CarBusyTime extends BookedTime {
  carLicense: string;
}

/**
 * Every car of the fleet (in fleet order) with the times it is taken, soonest first: the busy
 * times, then each order that holds its car (`orderHoldsCar`) over its hold (`orderBookedTime`).
 * `except` leaves out one order by its id (the order being updated does not block itself);
 * `window` keeps only the times overlapping it. A time of a car outside the fleet is dropped.
 *
 * @example fleetBookedTimes({ cars: ['沪A·D1234'], busy: [], orders: [{ orderId: 'OC1', status: 2, carLicense: '沪A·D1234', trip }] }, { except: 'OC1' })
 * // [{ carLicense: '沪A·D1234', bookedTimes: [] }]
 */
export function fleetBookedTimes(
  sources: { cars: readonly string[]; busy: readonly CarBusyTime[]; orders: readonly CarHoldingOrder[] },
  options: { except?: string | undefined; window?: { fromTime: string; toTime: string } | undefined } = {},
): FleetCarTimes[] {
  const times = new Map<string, BookedTime[]>(sources.cars.map((car) => [car, []]));
  for (const { carLicense, ...busy } of sources.busy) times.get(carLicense)?.push(busy);
  for (const order of sources.orders) {
    if (order.orderId === options.except || !orderHoldsCar(order.status)) continue;
    const booked = orderBookedTime(order.trip);
    if (booked) times.get(order.carLicense)?.push(booked);
  }
  const window = options.window;
  return [...times].map(([carLicense, booked]) => ({
    carLicense,
    bookedTimes: booked.filter((t) => !window || timesOverlap(t, window)).sort((a, b) => a.fromTime.localeCompare(b.fromTime)),
  }));
}

/**
 * A car's restricted days as booked times (the whole China day, `00:00` to the next day's `00:00`,
 * reason `限行：…`, marked `restricted`), so a restricted car is taken on those days by the same
 * overlap as a booked car; a date that does not exist is none.
 *
 * @example restrictedBookedTimes([{ date: '2026-11-25', carLicense: '', reason: '单双号限行' }], '沪A·D1234')
 * // [{ fromTime: '2026-11-25 00:00', toTime: '2026-11-26 00:00', reason: '限行：单双号限行', restricted: { date: '2026-11-25', reason: '单双号限行' } }]
 */
export function restrictedBookedTimes(restricted: readonly RestrictedDate[], carLicense: string): (BookedTime & { reason: string })[] {
  return restricted
    .filter((r) => r.carLicense === '' || r.carLicense === carLicense)
    .flatMap((r) => {
      const start = parseBoardingTime(`${r.date} 00:00`);
      if (!start.ok) return [];
      return [{ fromTime: `${r.date} 00:00`, toTime: formatBoardingTime(start.value + MS_PER_DAY), reason: restrictedReason(r.reason), restricted: { date: r.date, reason: r.reason } }];
    });
}

/**
 * The fleet with each car's restricted days after its booked times: what a car choice is checked
 * against, on the server (`src/server/own-car-choice.ts`) and in the portal (the own-car form's fleet).
 */
export function withRestrictedDays(fleet: readonly FleetCarTimes[], restricted: readonly RestrictedDate[]): FleetCarTimes[] {
  return fleet.map((car) => ({ carLicense: car.carLicense, bookedTimes: [...car.bookedTimes, ...restrictedBookedTimes(restricted, car.carLicense)] }));
}

/**
 * The booked time of a car that the trip runs into (the first in the car's order: its bookings,
 * then its restricted days), or undefined when the car is free then (or the trip has no times yet:
 * nothing to run into). A booked time that is not a time is ignored.
 *
 * @example carConflict({ carLicense: '沪A12345', bookedTimes: [{ fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00' }] },
 *   { fromTime: '2026-11-23 11:00', toTime: '2026-11-23 13:00', beforeAllow: 0, afterAllow: 0 })
 * // { fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00' }
 */
export function carConflict(car: FleetCarTimes, trip: TripTimes): BookedTime | undefined {
  const hold = tripHold(trip);
  if (!hold) return undefined;
  return car.bookedTimes.find((booked) => {
    const span = spanOf(booked);
    return span !== null && spansOverlap(span, hold);
  });
}

/** The licences of the fleet the trip may take, in fleet order. */
export function availableCars(fleet: readonly FleetCarTimes[], trip: TripTimes): string[] {
  return fleet.filter((car) => carConflict(car, trip) === undefined).map((car) => car.carLicense);
}

/** `fleet.carRestricted` at `/carLicense`, naming the car, the day and the reason. */
function restrictedIssue(carLicense: string, day: { date: string; reason: string }): BookingError {
  const message = CAR_RESTRICTED.message.replace('{carLicense}', carLicense).replace('{date}', day.date).replace('{reason}', day.reason);
  return bookingError(CAR_RESTRICTED, 'carLicense', '/carLicense', message);
}

/**
 * Whether the chosen licence may take the trip: chosen, in the fleet and not taken over the time
 * the trip holds it; the issue at `/carLicense` otherwise: `ownCar.carMissing`,
 * `ownCar.carNotInFleet`, `ownCar.carBooked`, or `fleet.carRestricted` when what it runs into is a
 * restricted day of the car (the fleet as `withRestrictedDays` gives it).
 *
 * @example checkCarChoice([{ carLicense: 'A', bookedTimes: [] }], 'A', { fromTime: '2026-11-23 09:00', toTime: '2026-11-23 10:00', beforeAllow: 0, afterAllow: 0 }) // []
 */
export function checkCarChoice(fleet: readonly FleetCarTimes[], carLicense: string, trip: TripTimes): BookingError[] {
  if (carLicense.trim() === '') return [bookingError(CAR_NOT_CHOSEN, 'carLicense', '/carLicense')];
  const car = fleet.find((c) => c.carLicense === carLicense);
  if (!car) return [bookingError(CAR_NOT_IN_FLEET, 'carLicense', '/carLicense')];
  const conflict = carConflict(car, trip);
  if (!conflict) return [];
  return [conflict.restricted ? restrictedIssue(carLicense, conflict.restricted) : bookingError(CAR_ALREADY_BOOKED, 'carLicense', '/carLicense')];
}

/**
 * The restricted date a time of `carLicense` runs into, or undefined (`POST /own/car/checkRestrictedDate`,
 * which asks for a car and a time without allowances). The same overlap as a car choice; a time
 * of no length (`toTime` = `fromTime`) is asked as its minute, so a time at `00:00` of a restricted
 * day is on it.
 */
export function restrictionFor(restricted: readonly RestrictedDate[], carLicense: string, fromTime: string, toTime: string): RestrictedDate | undefined {
  const span = spanOf({ fromTime, toTime });
  if (!span || span.to < span.from) return undefined;
  const asked = { from: span.from, to: Math.max(span.to, span.from + MS_PER_MINUTE) };
  return restricted.find((r) => {
    const [day] = restrictedBookedTimes([r], carLicense);
    const daySpan = day ? spanOf(day) : null;
    return daySpan !== null && spansOverlap(daySpan, asked);
  });
}

/**
 * A car and time against the fleet's restricted dates: no issue, or `fleet.carRestricted` at
 * `/carLicense` with the car, the date and the reason in the message.
 *
 * @example checkRestrictedDate([{ date: '2026-11-25', carLicense: '', reason: '单双号限行' }], '沪A·D1234', '2026-11-25 09:00', '2026-11-25 10:00')
 * // [{ code: 'fleet.carRestricted', path: '/carLicense', message: '车辆 沪A·D1234 在 2026-11-25 限行（单双号限行），不能预订，请选择其他车辆或日期', field: 'carLicense' }]
 */
export function checkRestrictedDate(restricted: readonly RestrictedDate[], carLicense: string, fromTime: string, toTime: string): BookingError[] {
  const hit = restrictionFor(restricted, carLicense, fromTime, toTime);
  return hit ? [restrictedIssue(carLicense, hit)] : [];
}
