/**
 * The own fleet's rules (issue 11 §4, spec §7 "Own fleet"), shared by the reference server and the
 * fleet pages: a driver busy over a trip cannot be assigned to it; a car cannot be booked on one of
 * its restricted dates (限行日); a trip is ended with figures that add up (docs/fleet.md).
 */
import { formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';

/** A span a driver already works, `YYYY-MM-DD HH:mm` China time, and the order that holds it. */
export interface DriverTask {
  orderId: string;
  fromTime: string;
  toTime: string;
}

/** The driver already works another order over the trip's time. */
export const DRIVER_BUSY = {
  code: 'fleet.driverBusy',
  message: '该司机在此时间段已有其他用车任务，不能派单',
  messageEn: 'The driver already has a trip over this time',
} as const satisfies ErrorDefinition;

/** The car is restricted (限行) on a day the trip takes it. `{carLicense}`, `{date}`, `{reason}` are filled in. */
export const CAR_RESTRICTED = {
  code: 'fleet.carRestricted',
  message: '车辆 {carLicense} 在 {date} 限行（{reason}），不能预订，请选择其他车辆或日期',
  messageEn: 'The car is restricted on that day',
} as const satisfies ErrorDefinition;

/**
 * The task of `tasks` (another order than `orderId`) that overlaps `fromTime`–`toTime`, or
 * undefined when the driver is free. Touching ends do not overlap (as for cars, car-availability.ts).
 *
 * @example driverConflict([{ orderId: 'OC1', fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00' }], 'OC2', '2026-11-23 11:00', '2026-11-23 13:00')
 * // { orderId: 'OC1', … }
 */
export function driverConflict(tasks: readonly DriverTask[], orderId: string, fromTime: string, toTime: string): DriverTask | undefined {
  const from = parseBoardingTime(fromTime);
  const to = parseBoardingTime(toTime);
  if (!from.ok || !to.ok) return undefined;
  return tasks.find((task) => {
    if (task.orderId === orderId) return false;
    const a = parseBoardingTime(task.fromTime);
    const b = parseBoardingTime(task.toTime);
    return a.ok && b.ok && a.value < to.value && from.value < b.value;
  });
}

/** The driver may take the trip: no issue, else `fleet.driverBusy` at `/driverId`. */
export function checkDriverAssignable(tasks: readonly DriverTask[], orderId: string, fromTime: string, toTime: string): BookingError[] {
  return driverConflict(tasks, orderId, fromTime, toTime) ? [bookingError(DRIVER_BUSY, 'driverId', '/driverId')] : [];
}

/** A restricted date of the fleet: the whole day `YYYY-MM-DD`; `carLicense` '' restricts every car. */
export interface RestrictedDate {
  date: string;
  carLicense: string;
  reason: string;
}

/** The China dates `YYYY-MM-DD` a trip from `fromTime` to `toTime` touches, in order (at most 366). */
export function tripDates(fromTime: string, toTime: string): string[] {
  const from = parseBoardingTime(fromTime);
  const to = parseBoardingTime(toTime);
  if (!from.ok || !to.ok || to.value < from.value) return [];
  const dates: string[] = [];
  const last = formatBoardingTime(to.value).slice(0, 10);
  for (let t = from.value; dates.length < 366; t += 86_400_000) {
    const date = formatBoardingTime(t).slice(0, 10);
    dates.push(date);
    if (date >= last) break;
  }
  return dates;
}

/**
 * The restricted date the trip of `carLicense` runs into, or undefined. A trip is refused on every
 * day it touches: a car restricted on a day may not be on the road any part of it.
 */
export function restrictionFor(restricted: readonly RestrictedDate[], carLicense: string, fromTime: string, toTime: string): RestrictedDate | undefined {
  const dates = new Set(tripDates(fromTime, toTime));
  return restricted.find((r) => dates.has(r.date) && (r.carLicense === '' || r.carLicense === carLicense));
}

/**
 * The own-car booking against the fleet's restricted dates: no issue, or `fleet.carRestricted` at
 * `/carLicense` with the car, the date and the reason in the message.
 *
 * @example checkRestrictedDate([{ date: '2026-11-25', carLicense: '', reason: '单双号限行' }], '沪A·D1234', '2026-11-25 09:00', '2026-11-25 10:00')
 * // [{ code: 'fleet.carRestricted', path: '/carLicense', message: '车辆 沪A·D1234 在 2026-11-25 限行（单双号限行），不能预订，请选择其他车辆或日期', field: 'carLicense' }]
 */
export function checkRestrictedDate(restricted: readonly RestrictedDate[], carLicense: string, fromTime: string, toTime: string): BookingError[] {
  const hit = restrictionFor(restricted, carLicense, fromTime, toTime);
  if (!hit) return [];
  const message = CAR_RESTRICTED.message.replace('{carLicense}', carLicense).replace('{date}', hit.date).replace('{reason}', hit.reason);
  return [bookingError(CAR_RESTRICTED, 'carLicense', '/carLicense', message)];
}

/** The reason a restricted day shows on the booking form's car list. @example restrictedReason('年检') // '限行：年检' */
export const restrictedReason = (reason: string) => `限行：${reason}`;

/**
 * A car's restricted days as booked times (the whole China day, `00:00` to the next day's `00:00`),
 * so the booking form's car list shows a restricted car taken on those days with the reason, by the
 * same rule as a booked car (`checkCarChoice`); the server refuses such an order with `fleet.carRestricted`.
 *
 * @example restrictedBookedTimes([{ date: '2026-11-25', carLicense: '', reason: '单双号限行' }], '沪A·D1234')
 * // [{ fromTime: '2026-11-25 00:00', toTime: '2026-11-26 00:00', reason: '限行：单双号限行' }]
 */
export function restrictedBookedTimes(restricted: readonly RestrictedDate[], carLicense: string): { fromTime: string; toTime: string; reason: string }[] {
  return restricted
    .filter((r) => r.carLicense === '' || r.carLicense === carLicense)
    .flatMap((r) => {
      const start = parseBoardingTime(`${r.date} 00:00`);
      if (!start.ok) return [];
      return [{ fromTime: `${r.date} 00:00`, toTime: formatBoardingTime(start.value + 86_400_000), reason: restrictedReason(r.reason) }];
    });
}
