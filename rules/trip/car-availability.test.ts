import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { formatBoardingTime } from '../model/china-time.ts';
import { wholeMinuteArb } from '../../tests/arbitraries/china-time.ts';
import {
  availableCars,
  CAR_ALREADY_BOOKED,
  CAR_NOT_CHOSEN,
  CAR_NOT_IN_FLEET,
  carConflict,
  checkCarChoice,
  tripHold,
  tripTimesChanged,
  type FleetCarTimes,
} from './car-availability.ts';

const morning = { fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00', reason: '已被预订' };
const fleet: FleetCarTimes[] = [
  { carLicense: '沪A10001', bookedTimes: [morning] },
  { carLicense: '沪A10002', bookedTimes: [] },
];
const trip = (fromTime: string, toTime: string, beforeAllow = 0, afterAllow = 0) => ({ fromTime, toTime, beforeAllow, afterAllow });

describe('car availability (issue 8 §3, spec §3 own-car flow)', () => {
  it('a car booked over part of the trip cannot take it', () => {
    expect(carConflict(fleet[0]!, trip('2026-11-23 11:00', '2026-11-23 13:00'))).toEqual(morning);
    expect(carConflict(fleet[0]!, trip('2026-11-23 08:00', '2026-11-23 09:30'))).toEqual(morning);
    expect(carConflict(fleet[0]!, trip('2026-11-23 10:00', '2026-11-23 11:00'))).toEqual(morning);
  });

  it('touching ends do not overlap: a trip may start when the booking ends', () => {
    expect(carConflict(fleet[0]!, trip('2026-11-23 12:00', '2026-11-23 14:00'))).toBeUndefined();
    expect(carConflict(fleet[0]!, trip('2026-11-23 07:00', '2026-11-23 09:00'))).toBeUndefined();
  });

  it('the allowances widen the time the trip holds the car', () => {
    expect(carConflict(fleet[0]!, trip('2026-11-23 12:30', '2026-11-23 14:00', 30))).toBeUndefined();
    expect(carConflict(fleet[0]!, trip('2026-11-23 12:30', '2026-11-23 14:00', 31))).toEqual(morning);
    expect(carConflict(fleet[0]!, trip('2026-11-23 07:00', '2026-11-23 08:30', 0, 45))).toEqual(morning);
    expect(tripHold(trip('2026-11-23 12:30', '2026-11-23 14:00', -10, -10))).toEqual(tripHold(trip('2026-11-23 12:30', '2026-11-23 14:00')));
  });

  it('a trip without times yet runs into nothing; a booked time that is not a time is ignored', () => {
    expect(carConflict(fleet[0]!, trip('', ''))).toBeUndefined();
    expect(carConflict({ carLicense: 'x', bookedTimes: [{ fromTime: '明天', toTime: '后天' }] }, trip('2026-11-23 10:00', '2026-11-23 11:00'))).toBeUndefined();
  });

  it('availableCars lists the free cars in fleet order', () => {
    expect(availableCars(fleet, trip('2026-11-23 10:00', '2026-11-23 11:00'))).toEqual(['沪A10002']);
    expect(availableCars(fleet, trip('2026-11-23 13:00', '2026-11-23 15:00'))).toEqual(['沪A10001', '沪A10002']);
  });

  it('checkCarChoice refuses no car, a booked car or one outside the fleet, at /carLicense', () => {
    const busy = trip('2026-11-23 10:00', '2026-11-23 11:00');
    expect(checkCarChoice(fleet, '沪A10001', busy)).toEqual([
      { field: 'carLicense', path: '/carLicense', code: CAR_ALREADY_BOOKED.code, message: CAR_ALREADY_BOOKED.message },
    ]);
    expect(checkCarChoice(fleet, '京B00000', busy).map((e) => e.code)).toEqual([CAR_NOT_IN_FLEET.code]);
    expect(checkCarChoice(fleet, '沪A10002', busy)).toEqual([]);
    expect(checkCarChoice(fleet, '', busy).map((e) => [e.code, e.message])).toEqual([[CAR_NOT_CHOSEN.code, '请选择车辆']]);
  });

  it('a change of the times or the allowances asks the availability again; other edits do not', () => {
    const t = trip('2026-11-23 10:00', '2026-11-23 11:00');
    expect(tripTimesChanged(t, { ...t })).toBe(false);
    expect(tripTimesChanged(t, { ...t, toTime: '2026-11-23 12:00' })).toBe(true);
    expect(tripTimesChanged(t, { ...t, beforeAllow: 15 })).toBe(true);
  });

  test.prop([wholeMinuteArb, fc.integer({ min: 1, max: 600 }), wholeMinuteArb, fc.integer({ min: 1, max: 600 }), fc.nat(120), fc.nat(120)])(
    'a car is free for a trip exactly when the held span and the booked span share no minute',
    (bookedFrom, bookedMinutes, tripFrom, tripMinutes, before, after) => {
      const booked = { fromTime: formatBoardingTime(bookedFrom), toTime: formatBoardingTime(bookedFrom + bookedMinutes * 60_000) };
      const t = trip(formatBoardingTime(tripFrom), formatBoardingTime(tripFrom + tripMinutes * 60_000), before, after);
      const holdFrom = tripFrom - before * 60_000;
      const holdTo = tripFrom + (tripMinutes + after) * 60_000;
      const disjoint = holdTo <= bookedFrom || bookedFrom + bookedMinutes * 60_000 <= holdFrom;
      expect(carConflict({ carLicense: 'c', bookedTimes: [booked] }, t) === undefined).toBe(disjoint);
    },
  );
});
