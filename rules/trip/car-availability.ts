/**
 * Which cars of the enterprise's fleet an own-car trip may take (spec §3 "Own-car flow state",
 * issue 8 §3 "car and licence choice from the enterprise's fleet with booked times respected"): a
 * car already booked over the time the trip holds it cannot be chosen.
 *
 * The trip holds its car from `fromTime` less `beforeAllow` minutes to `toTime` plus `afterAllow`
 * minutes (the car leaves early and comes back late), the same widening the reference server
 * gives the booked times of existing orders (`POST /own/car/ServiceTimes`). Two times overlap when
 * each starts before the other ends: touching ends do not (one trip may end when the next starts).
 */
import { parseBoardingTime } from '../model/china-time.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import { jsonEqual } from '../model/json-equal.ts';

const MS_PER_MINUTE = 60_000;

/** A time a car is taken, `YYYY-MM-DD HH:mm` China time (D7). */
export interface BookedTime {
  fromTime: string;
  toTime: string;
  /** Why (已被预订, 保养, …), shown to the booker. */
  reason?: string;
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

const TRIP_TIME_FIELDS = ['fromTime', 'toTime', 'beforeAllow', 'afterAllow'] as const;

/** True when an edit changed the time the trip holds its car, so the car's availability is asked again. */
export function tripTimesChanged(before: TripTimes, after: TripTimes): boolean {
  return TRIP_TIME_FIELDS.some((key) => !jsonEqual(before[key], after[key]));
}

/** The span, in epoch milliseconds, the trip holds its car; null while the times are not times. */
export function tripHold(trip: TripTimes): { from: number; to: number } | null {
  const from = parseBoardingTime(trip.fromTime);
  const to = parseBoardingTime(trip.toTime);
  if (!from.ok || !to.ok) return null;
  return {
    from: from.value - Math.max(0, trip.beforeAllow) * MS_PER_MINUTE,
    to: to.value + Math.max(0, trip.afterAllow) * MS_PER_MINUTE,
  };
}

/**
 * The booked time of a car that the trip runs into, or undefined when the car is free then (or
 * the trip has no times yet: nothing to run into). A booked time that is not a time is ignored.
 *
 * @example carConflict({ carLicense: '沪A12345', bookedTimes: [{ fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00' }] },
 *   { fromTime: '2026-11-23 11:00', toTime: '2026-11-23 13:00', beforeAllow: 0, afterAllow: 0 })
 * // { fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00' }
 */
export function carConflict(car: FleetCarTimes, trip: TripTimes): BookedTime | undefined {
  const hold = tripHold(trip);
  if (!hold) return undefined;
  return car.bookedTimes.find((booked) => {
    const from = parseBoardingTime(booked.fromTime);
    const to = parseBoardingTime(booked.toTime);
    return from.ok && to.ok && from.value < hold.to && hold.from < to.value;
  });
}

/** The licences of the fleet the trip may take, in fleet order. */
export function availableCars(fleet: readonly FleetCarTimes[], trip: TripTimes): string[] {
  return fleet.filter((car) => carConflict(car, trip) === undefined).map((car) => car.carLicense);
}

/**
 * Whether the chosen licence may take the trip: chosen, in the fleet and not booked over the
 * trip's time; the issue at `/carLicense` otherwise.
 */
export function checkCarChoice(fleet: readonly FleetCarTimes[], carLicense: string, trip: TripTimes): BookingError[] {
  if (carLicense.trim() === '') return [bookingError(CAR_NOT_CHOSEN, 'carLicense', '/carLicense')];
  const car = fleet.find((c) => c.carLicense === carLicense);
  if (!car) return [bookingError(CAR_NOT_IN_FLEET, 'carLicense', '/carLicense')];
  return carConflict(car, trip) ? [bookingError(CAR_ALREADY_BOOKED, 'carLicense', '/carLicense')] : [];
}
