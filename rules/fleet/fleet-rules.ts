/**
 * The own fleet's rules (issue 11 §4, spec §7 "Own fleet"), shared by the reference server and the
 * fleet pages: a driver busy over a trip cannot be assigned to it (docs/fleet.md). Whether a car may
 * take a trip, its restricted dates (限行日) included, is the car hold's rule
 * (rules/trip/car-availability.ts); ending a trip is end-trip.ts.
 */
import { parseBoardingTime } from '../model/china-time.ts';
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
