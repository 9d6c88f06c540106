/**
 * Opening a booking form on an existing order (spec §2 modes, §4 "Copying an order resets travel
 * time to the next hour plus 3 hours", D7): a copy is a new order, so it gets a fresh travel time
 * and no order id; an update keeps both; a plain new order has no order id.
 *
 * A copy keeps what the booker chose but nothing tied to the old trip's time or price (decisions
 * in docs/rules.md "Orders"): stop arrival times are cleared and the estimate's figures too (a
 * copy is priced again); an own-car copy keeps the booked length (the end moves with the start;
 * an end that is not after the start becomes "not chosen yet") and is not on fixed days, whose
 * end date would lie in the past.
 *
 * Both functions take the booking data (`SpecialCarBookingData`, `OwnCarBookingData`) as well as
 * the order forms (`SpecialCarForm`, `OwnCarForm`): they touch only fields the two share.
 */
import { copiedOrderTravelTime, formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { BookingModeParam } from '../model/constants.ts';
import type { OwnCarForm } from './own-car-order.ts';
import type { SpecialCarForm } from './special-car-order.ts';

/** What a special-car copy resets. */
export type SpecialCarCopied = Pick<
  SpecialCarForm,
  'travelDateTime' | 'additionStopsList' | 'mileage' | 'time' | 'priceRemark' | 'priceEnglishRemark'
>;
/** What an own-car copy resets. */
export type OwnCarCopied = Pick<OwnCarForm, 'fromTime' | 'toTime' | 'additionStopsList' | 'isFixedTime' | 'fixedEndTime' | 'weekdays'>;

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
 * (China time), without stop times or the old estimate, and has no order id; an update keeps
 * everything; a new order has no id.
 *
 * @example specialCarBookingFor('copy', data, 'CS1', new Date('2026-11-22T10:20:00+08:00'))
 * // { data: { ...data, travelDateTime: '2026-11-22 14:00', mileage: 0, … }, orderId: null }
 */
export function specialCarBookingFor<T extends SpecialCarCopied>(
  mode: OrderMode,
  data: T,
  orderId: string | null,
  now: Date | number,
): OpenedBooking<T> {
  if (mode === 'update') return { data, orderId };
  if (mode === 'new') return { data, orderId: null };
  return {
    data: {
      ...data,
      travelDateTime: copiedOrderTravelTime(now),
      additionStopsList: data.additionStopsList.map((stop) => ({ ...stop, arrivalTime: '' })),
      mileage: 0,
      time: 0,
      priceRemark: '',
      priceEnglishRemark: '',
    },
    orderId: null,
  };
}

/**
 * An own-car order's form opened in a mode, like `specialCarBookingFor` for `fromTime`. A copy
 * keeps the booked length (`toTime` moves by as much as `fromTime`; an end that is not a time
 * after the start becomes '', not chosen yet), clears stop times and is not on fixed days.
 *
 * @example ownCarBookingFor('copy', { ...data, fromTime: '2026-01-05 09:00', toTime: '2026-01-05 11:30' }, 'OC1', new Date('2026-11-22T10:00:00+08:00')).data
 * // { ...data, fromTime: '2026-11-22 13:00', toTime: '2026-11-22 15:30', isFixedTime: false, fixedEndTime: '', weekdays: [] }
 */
export function ownCarBookingFor<T extends OwnCarCopied>(
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
    oldFrom.ok && oldTo.ok && newFrom.ok && oldTo.value > oldFrom.value
      ? formatBoardingTime(newFrom.value + (oldTo.value - oldFrom.value))
      : '';
  return {
    data: {
      ...data,
      fromTime,
      toTime,
      additionStopsList: data.additionStopsList.map((stop) => ({ ...stop, stopTime: '' })),
      isFixedTime: false,
      fixedEndTime: '',
      weekdays: [],
    },
    orderId: null,
  };
}
