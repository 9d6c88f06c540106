/**
 * Keeping the fleet's cars (issue 11 §4; docs/fleet.md "Car upkeep"): which cars may be deleted,
 * who a car's owners (负责人) are, and a car's days of service (排班) drawn from its booked times
 * and restricted dates, by the same rules as the own-car booking form. Pure.
 */
import { formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import { OrderStatus } from '../orders/order-status.ts';
import { restrictedBookedTimes, type RestrictedDate } from '../trip/car-availability.ts';

/** A car still to be driven by an order (待审批, 已预订 or 已派司机) cannot leave the fleet. `{carLicense}` is filled in. */
export const CAR_IN_USE = {
  code: 'fleet.carInUse',
  message: '车辆 {carLicense} 还有未完成的订单（待审批、已预订或已派司机），不能删除',
  messageEn: 'The car still has orders ahead',
} as const satisfies ErrorDefinition;

/** The user is already an owner of the car. */
export const OWNER_EXISTS = {
  code: 'fleet.ownerExists',
  message: '该用户已是此车辆的负责人',
  messageEn: 'The user already owns the car',
} as const satisfies ErrorDefinition;

/** A car has at most this many owners. */
export const MAX_CAR_OWNERS = 5;
export const TOO_MANY_OWNERS = {
  code: 'fleet.tooManyOwners',
  message: `每辆车最多 ${MAX_CAR_OWNERS} 位负责人`,
  messageEn: 'Too many owners for one car',
} as const satisfies ErrorDefinition;

/** The statuses in which an order still needs its car. */
export const CAR_HOLDING_STATUSES: readonly number[] = [OrderStatus.PENDING_AUDIT.value, OrderStatus.BOOKED.value, OrderStatus.DRIVER_ASSIGNED.value];

/** An order as the deletion check reads it. */
export interface CarOrder {
  carLicense: string;
  status: number;
}

/**
 * The cars may leave the fleet: no issue, or `fleet.carInUse` at `/carLicenses/{i}` for each car an
 * order still needs. A batch is refused whole when one of its cars is in use (nothing is deleted).
 *
 * @example checkCarsDeletable(['沪A·D1234'], [{ carLicense: '沪A·D1234', status: 3 }])
 * // [{ code: 'fleet.carInUse', path: '/carLicenses/0', field: 'carLicenses', message: '车辆 沪A·D1234 还有未完成的订单（待审批、已预订或已派司机），不能删除' }]
 */
export function checkCarsDeletable(carLicenses: readonly string[], orders: readonly CarOrder[]): BookingError[] {
  const inUse = new Set(orders.filter((o) => CAR_HOLDING_STATUSES.includes(o.status)).map((o) => o.carLicense));
  return carLicenses.flatMap((license, i) =>
    inUse.has(license) ? [bookingError(CAR_IN_USE, 'carLicenses', `/carLicenses/${i}`, CAR_IN_USE.message.replace('{carLicense}', license))] : [],
  );
}

/** A user may become an owner of a car: not twice, and not beyond `MAX_CAR_OWNERS`. */
export function checkOwnerAddable(ownerIds: readonly string[], userId: string): BookingError[] {
  if (ownerIds.includes(userId)) return [bookingError(OWNER_EXISTS, 'phoneNumber', '/phoneNumber')];
  if (ownerIds.length >= MAX_CAR_OWNERS) return [bookingError(TOO_MANY_OWNERS, 'phoneNumber', '/phoneNumber')];
  return [];
}

/** A time a car is taken (booked) or kept off the road (restricted), `YYYY-MM-DD HH:mm` China time. */
export interface ServiceTime {
  fromTime: string;
  toTime: string;
  reason: string;
}

/** One car's one China day: the times it is booked and the times it is restricted, each cut to the day. */
export interface ServiceDay {
  date: string;
  bookedTimes: ServiceTime[];
  restrictedTimes: ServiceTime[];
}

/** The days do not exceed this (a month and a bit): a week view asks 7. */
export const MAX_SERVICE_DAYS = 31;

/** `days` consecutive China dates from `fromDate` (`YYYY-MM-DD`); [] for a date that does not exist. */
export function serviceDates(fromDate: string, days: number): string[] {
  const start = parseBoardingTime(`${fromDate} 00:00`);
  if (!start.ok) return [];
  const count = Math.max(0, Math.min(MAX_SERVICE_DAYS, Math.floor(days)));
  // Noon of each day, so a day is always reached whatever the clock does at midnight.
  return Array.from({ length: count }, (_, i) => formatBoardingTime(start.value + (i + 0.5) * 86_400_000).slice(0, 10));
}

/** The part of `time` inside `date` (`00:00` to the next day's `00:00`), or undefined when it does not reach into the day. */
export function clipToDay(time: ServiceTime, date: string): ServiceTime | undefined {
  const start = parseBoardingTime(`${date} 00:00`);
  if (!start.ok) return undefined;
  const dayFrom = `${date} 00:00`;
  const dayTo = formatBoardingTime(start.value + 86_400_000);
  if (!(time.fromTime < dayTo && dayFrom < time.toTime)) return undefined;
  return { fromTime: time.fromTime < dayFrom ? dayFrom : time.fromTime, toTime: time.toTime > dayTo ? dayTo : time.toTime, reason: time.reason };
}

/**
 * A car's days of service (排班): for each date, its booked times (orders with their allowances,
 * other busy times) and its restricted dates as the booking form reads them (`restrictedBookedTimes`),
 * each cut to the day and soonest first. A time over midnight shows on both days.
 *
 * @example serviceDays([{ fromTime: '2026-11-23 22:00', toTime: '2026-11-24 02:00', reason: '已被预订' }], [], '沪A·D1234', ['2026-11-24'])
 * // [{ date: '2026-11-24', bookedTimes: [{ fromTime: '2026-11-24 00:00', toTime: '2026-11-24 02:00', reason: '已被预订' }], restrictedTimes: [] }]
 */
export function serviceDays(booked: readonly ServiceTime[], restricted: readonly RestrictedDate[], carLicense: string, dates: readonly string[]): ServiceDay[] {
  const restrictedTimes = restrictedBookedTimes(restricted, carLicense);
  const cut = (times: readonly ServiceTime[], date: string) =>
    times.flatMap((t) => clipToDay(t, date) ?? []).sort((a, b) => a.fromTime.localeCompare(b.fromTime));
  return dates.map((date) => ({ date, bookedTimes: cut(booked, date), restrictedTimes: cut(restrictedTimes, date) }));
}
