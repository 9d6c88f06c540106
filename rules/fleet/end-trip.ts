/**
 * Ending an own-car trip (issue 11 §3, `/endtravel`, `POST /own/order/endTheTrip/web`): the figures
 * the fleet manager enters, checked with exact Chinese messages at their fields (docs/fleet.md
 * "Ending a trip"). Money is yuan with at most two decimals; mileage is kilometres with at most one.
 */
import { parseBoardingTime } from '../model/china-time.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';

/** The end-trip form's data (schemas/end-trip.schema.json). */
export interface EndTripFigures {
  startMileage: number;
  endMileage: number;
  endTime: string;
  tollFee: number;
  parkingFee: number;
  fuelFee: number;
  otherFee: number;
  remark?: string;
}

export const END_TRIP_FEES = ['tollFee', 'parkingFee', 'fuelFee', 'otherFee'] as const;
export const END_TRIP_FEE_LABELS: Readonly<Record<(typeof END_TRIP_FEES)[number], string>> = {
  tollFee: '路桥费',
  parkingFee: '停车费',
  fuelFee: '油费',
  otherFee: '其他费用',
};

export const END_MILEAGE_BELOW_START = { code: 'endTrip.endMileageBelowStart', message: '结束里程不能小于开始里程' } as const satisfies ErrorDefinition;
export const MILEAGE_INVALID = { code: 'endTrip.mileageInvalid', message: '里程须为不小于 0 的数，最多一位小数' } as const satisfies ErrorDefinition;
export const END_TIME_INVALID = { code: 'endTrip.endTimeInvalid', message: '结束时间格式应为 YYYY-MM-DD HH:mm' } as const satisfies ErrorDefinition;
export const END_TIME_BEFORE_START = { code: 'endTrip.endTimeBeforeStart', message: '结束时间须晚于行程开始时间' } as const satisfies ErrorDefinition;
export const END_TIME_IN_FUTURE = { code: 'endTrip.endTimeInFuture', message: '结束时间不能晚于当前时间' } as const satisfies ErrorDefinition;
export const FEE_INVALID = { code: 'endTrip.feeInvalid', message: '费用须为不小于 0 的金额，最多两位小数' } as const satisfies ErrorDefinition;

/** Whether `value` is a finite number ≥ 0 with at most `decimals` decimals (1.005 has three). */
export function isAmount(value: unknown, decimals: number): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * The figures' issues, each at its field: mileages ≥ 0 with one decimal at most and the end not
 * below the start; the end time a time, after the trip's start (`startTime`, its boarding time)
 * and not after `now`; each fee ≥ 0 with two decimals at most. Empty when the trip may end so.
 *
 * @example checkEndTrip({ startMileage: 100, endMileage: 90, endTime: '2026-11-23 10:00', tollFee: 0, parkingFee: 0, fuelFee: 0, otherFee: 0 }, '2026-11-23 09:00', now)
 * // [{ code: 'endTrip.endMileageBelowStart', path: '/endMileage', message: '结束里程不能小于开始里程', field: 'endMileage' }]
 */
export function checkEndTrip(figures: EndTripFigures, startTime: string, now: number): BookingError[] {
  const errors: BookingError[] = [];
  const startOk = isAmount(figures.startMileage, 1);
  const endOk = isAmount(figures.endMileage, 1);
  if (!startOk) errors.push(bookingError(MILEAGE_INVALID, 'startMileage', '/startMileage'));
  if (!endOk) errors.push(bookingError(MILEAGE_INVALID, 'endMileage', '/endMileage'));
  if (startOk && endOk && figures.endMileage < figures.startMileage) errors.push(bookingError(END_MILEAGE_BELOW_START, 'endMileage', '/endMileage'));
  const end = parseBoardingTime(figures.endTime);
  const start = parseBoardingTime(startTime);
  if (!end.ok) errors.push(bookingError(END_TIME_INVALID, 'endTime', '/endTime'));
  else if (start.ok && end.value <= start.value) errors.push(bookingError(END_TIME_BEFORE_START, 'endTime', '/endTime'));
  else if (end.value > now) errors.push(bookingError(END_TIME_IN_FUTURE, 'endTime', '/endTime'));
  for (const fee of END_TRIP_FEES) {
    if (!isAmount(figures[fee], 2)) errors.push(bookingError(FEE_INVALID, fee, `/${fee}`));
  }
  return errors;
}

/** The trip's distance in km (one decimal) and its fees' total in yuan (two decimals), computed in tenths and fen. */
export function endTripTotals(figures: EndTripFigures): { distance: number; totalFee: number } {
  const distance = (Math.round(figures.endMileage * 10) - Math.round(figures.startMileage * 10)) / 10;
  const fen = END_TRIP_FEES.reduce((sum, fee) => sum + Math.round(figures[fee] * 100), 0);
  return { distance, totalFee: fen / 100 };
}
