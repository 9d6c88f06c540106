/**
 * Opening a booking form on an existing order (spec §2 modes, §4 "Copying an order resets travel
 * time to the next hour plus 3 hours", D7): a copy is a new order, so it gets a fresh travel time
 * and no order id; an update keeps both; a plain new order has no order id.
 */
import { copiedOrderTravelTime, formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { BookingModeParam } from '../model/constants.ts';

/** How a booking page opened. */
export type OrderMode = 'new' | 'copy' | 'update';

/**
 * The mode of the page's `mode` query parameter (spec §2): `a` copy, `u` update, else new.
 *
 * @example orderModeOf('a') // 'copy'
 * @example orderModeOf('x') // 'new'
 */
export function orderModeOf(param: string | null | undefined): OrderMode {
  if (param === BookingModeParam.COPY) return 'copy';
  if (param === BookingModeParam.UPDATE) return 'update';
  return 'new';
}

/** Booking data with the order id it is saved under (null: not saved yet). */
export interface OpenedBooking<T> {
  data: T;
  orderId: string | null;
}

/**
 * A special-car order's form opened in a mode: a copy travels at the next whole hour plus 3 h
 * (China time) and has no order id; an update keeps the time and the id; a new order has no id.
 *
 * @example specialCarBookingFor('copy', { travelDateTime: '2026-01-05 09:00' }, 'CS1', new Date('2026-11-22T10:20:00+08:00'))
 * // { data: { travelDateTime: '2026-11-22 14:00' }, orderId: null }
 */
export function specialCarBookingFor<T extends { travelDateTime: string }>(
  mode: OrderMode,
  data: T,
  orderId: string | null,
  now: Date | number,
): OpenedBooking<T> {
  if (mode === 'update') return { data, orderId };
  if (mode === 'new') return { data, orderId: null };
  return { data: { ...data, travelDateTime: copiedOrderTravelTime(now) }, orderId: null };
}

/**
 * An own-car order's form opened in a mode, like `specialCarBookingFor` for `fromTime`. A copy
 * keeps the booked length: `toTime` moves by as much as `fromTime` (when both are times; else
 * `toTime` stays for the booker to correct).
 *
 * @example ownCarBookingFor('copy', { fromTime: '2026-01-05 09:00', toTime: '2026-01-05 11:30' }, 'OC1', new Date('2026-11-22T10:00:00+08:00'))
 * // { data: { fromTime: '2026-11-22 13:00', toTime: '2026-11-22 15:30' }, orderId: null }
 */
export function ownCarBookingFor<T extends { fromTime: string; toTime: string }>(
  mode: OrderMode,
  data: T,
  orderId: string | null,
  now: Date | number,
): OpenedBooking<T> {
  if (mode === 'update') return { data, orderId };
  if (mode === 'new') return { data, orderId: null };
  const fromTime = copiedOrderTravelTime(now);
  const oldFrom = parseBoardingTime(data.fromTime);
  const oldTo = parseBoardingTime(data.toTime);
  const newFrom = parseBoardingTime(fromTime);
  const toTime =
    oldFrom.ok && oldTo.ok && newFrom.ok ? formatBoardingTime(newFrom.value + (oldTo.value - oldFrom.value)) : data.toTime;
  return { data: { ...data, fromTime, toTime }, orderId: null };
}
