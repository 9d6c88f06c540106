import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { formatBoardingTime } from '../model/china-time.ts';
import { wholeMinuteArb } from '../../tests/arbitraries/china-time.ts';
import {
  availableCars,
  bookedTimeConflictText,
  bookedTimeLabel,
  CAR_ALREADY_BOOKED,
  CAR_NOT_CHOSEN,
  CAR_NOT_IN_FLEET,
  carConflict,
  checkCarChoice,
  checkRestrictedDate,
  fleetBookedTimes,
  orderBookedTime,
  orderHoldsCar,
  restrictedBookedTimes,
  timesOverlap,
  tripHold,
  tripTimesChanged,
  withRestrictedDays,
  type CarHoldingOrder,
  type FleetCarTimes,
} from './car-availability.ts';
import { OrderStatus } from '../orders/order-status.ts';

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

describe('the times a car is taken (fleetBookedTimes: the server’s ServiceTimes and its create/update check)', () => {
  const order = (orderId: string, status: number, fromTime: string, toTime: string, beforeAllow = 0, afterAllow = 0): CarHoldingOrder => ({
    orderId, status, carLicense: '沪A·D1234', trip: trip(fromTime, toTime, beforeAllow, afterAllow),
  });
  const sources = {
    cars: ['沪A·D1234', '沪A·D5678'],
    busy: [{ carLicense: '沪A·D5678', fromTime: '2026-11-23 14:00', toTime: '2026-11-23 18:00', reason: '保养' }, { carLicense: '京A·OTHER', fromTime: '2026-11-23 14:00', toTime: '2026-11-23 18:00', reason: '保养' }],
    orders: [
      order('OC2', OrderStatus.BOOKED.value, '2026-11-23 13:00', '2026-11-23 14:00', 30, 15),
      order('OC1', OrderStatus.PENDING_AUDIT.value, '2026-11-23 09:00', '2026-11-23 11:00'),
      order('OC3', OrderStatus.CANCELLED.value, '2026-11-23 16:00', '2026-11-23 17:00'),
      order('OC4', OrderStatus.BOOKED.value, '明天', '后天'),
    ],
  };

  it('an order holds its car over its allowances (已被预订); a cancelled order and one without times hold nothing; soonest first', () => {
    expect(fleetBookedTimes(sources)).toEqual([
      { carLicense: '沪A·D1234', bookedTimes: [
        { fromTime: '2026-11-23 09:00', toTime: '2026-11-23 11:00', reason: '已被预订' },
        { fromTime: '2026-11-23 12:30', toTime: '2026-11-23 14:15', reason: '已被预订' },
      ] },
      { carLicense: '沪A·D5678', bookedTimes: [{ fromTime: '2026-11-23 14:00', toTime: '2026-11-23 18:00', reason: '保养' }] },
    ]);
    expect(orderHoldsCar(OrderStatus.CANCELLED.value)).toBe(false);
    expect(Object.values(OrderStatus).filter((s) => orderHoldsCar(s.value)).map((s) => s.label)).toEqual(['待审批', '已预订', '已派司机', '已完成', '审批未通过']);
  });

  it('the order being updated is left out by its id, not by its time', () => {
    const twin = { ...sources, orders: [...sources.orders, { ...order('OC5', OrderStatus.BOOKED.value, '2026-11-23 09:00', '2026-11-23 11:00') }] };
    expect(fleetBookedTimes(twin, { except: 'OC1' })[0]!.bookedTimes).toEqual([
      { fromTime: '2026-11-23 09:00', toTime: '2026-11-23 11:00', reason: '已被预订' },
      { fromTime: '2026-11-23 12:30', toTime: '2026-11-23 14:15', reason: '已被预订' },
    ]);
    expect(fleetBookedTimes(twin, { except: 'OC1' })[0]!.bookedTimes).toHaveLength(2);
    expect(fleetBookedTimes(twin)[0]!.bookedTimes).toHaveLength(3);
  });

  it('a window keeps the times overlapping it (touching ends do not)', () => {
    expect(fleetBookedTimes(sources, { window: { fromTime: '2026-11-23 11:00', toTime: '2026-11-23 12:30' } }).map((c) => c.bookedTimes)).toEqual([[], []]);
    expect(fleetBookedTimes(sources, { window: { fromTime: '2026-11-23 10:59', toTime: '2026-11-23 12:31' } })[0]!.bookedTimes).toHaveLength(2);
    expect(timesOverlap({ fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00' }, { fromTime: '2026-11-23 12:00', toTime: '2026-11-23 13:00' })).toBe(false);
    expect(orderBookedTime(trip('2026-11-23 09:00', '2026-11-23 11:00', 30, 15))).toEqual({ fromTime: '2026-11-23 08:30', toTime: '2026-11-23 11:15', reason: '已被预订' });
  });
});

describe('restricted days (限行日) take the car the whole day, by the same overlap', () => {
  const restricted = [
    { date: '2026-11-25', carLicense: '', reason: '单双号限行' },
    { date: '2026-11-27', carLicense: '沪A·D5678', reason: '年检' },
  ];
  const cars = withRestrictedDays([{ carLicense: '沪A·D1234', bookedTimes: [] }, { carLicense: '沪A·D5678', bookedTimes: [] }], restricted);
  const issue = (carLicense: string, date: string, reason: string) => [
    { code: 'fleet.carRestricted', field: 'carLicense', path: '/carLicense', message: `车辆 ${carLicense} 在 ${date} 限行（${reason}），不能预订，请选择其他车辆或日期` },
  ];

  it('a restricted day is a booked time of the cars it restricts, 00:00 to 00:00, reason 限行：…', () => {
    expect(restrictedBookedTimes(restricted, '沪A·D1234')).toEqual([
      { fromTime: '2026-11-25 00:00', toTime: '2026-11-26 00:00', reason: '限行：单双号限行', restricted: { date: '2026-11-25', reason: '单双号限行' } },
    ]);
    expect(restrictedBookedTimes([{ date: '2026-02-30', carLicense: '', reason: 'x' }], 'A')).toEqual([]);
  });

  it('refuses a trip on the day, naming car, date and reason; a car-specific day restricts only that car', () => {
    expect(checkCarChoice(cars, '沪A·D1234', trip('2026-11-24 22:00', '2026-11-25 01:00'))).toEqual(issue('沪A·D1234', '2026-11-25', '单双号限行'));
    expect(checkCarChoice(cars, '沪A·D1234', trip('2026-11-27 09:00', '2026-11-27 10:00'))).toEqual([]);
    expect(checkCarChoice(cars, '沪A·D5678', trip('2026-11-27 09:00', '2026-11-27 10:00'))).toEqual(issue('沪A·D5678', '2026-11-27', '年检'));
  });

  it('the allowances hold the car into the day: coming back after midnight is refused', () => {
    expect(checkCarChoice(cars, '沪A·D1234', trip('2026-11-24 22:00', '2026-11-24 23:30', 0, 60))).toEqual(issue('沪A·D1234', '2026-11-25', '单双号限行'));
    expect(checkCarChoice(cars, '沪A·D1234', trip('2026-11-26 00:30', '2026-11-26 02:00', 31, 0))).toEqual(issue('沪A·D1234', '2026-11-25', '单双号限行'));
    expect(checkCarChoice(cars, '沪A·D1234', trip('2026-11-26 00:30', '2026-11-26 02:00', 30, 0))).toEqual([]);
  });

  it('a trip back at 00:00 of the day, or leaving at 00:00 the day after, touches it and is not on it', () => {
    expect(checkCarChoice(cars, '沪A·D1234', trip('2026-11-24 22:00', '2026-11-25 00:00'))).toEqual([]);
    expect(checkCarChoice(cars, '沪A·D1234', trip('2026-11-26 00:00', '2026-11-26 02:00'))).toEqual([]);
  });

  it('a car booked and restricted over the trip is refused as booked (its bookings come first)', () => {
    const both = withRestrictedDays([{ carLicense: 'A', bookedTimes: [{ fromTime: '2026-11-25 09:00', toTime: '2026-11-25 12:00', reason: '已被预订' }] }], restricted);
    expect(checkCarChoice(both, 'A', trip('2026-11-25 10:00', '2026-11-25 11:00')).map((e) => e.code)).toEqual([CAR_ALREADY_BOOKED.code]);
  });

  it('checkRestrictedDate (a car and a time, no allowances) answers by the same rule; one instant is asked as its minute', () => {
    expect(checkRestrictedDate(restricted, '沪A·D1234', '2026-11-24 22:00', '2026-11-25 01:00')).toEqual(issue('沪A·D1234', '2026-11-25', '单双号限行'));
    expect(checkRestrictedDate(restricted, '沪A·D1234', '2026-11-24 22:00', '2026-11-25 00:00')).toEqual([]);
    expect(checkRestrictedDate(restricted, '沪A·D1234', '2026-11-25 00:00', '2026-11-25 00:00')).toEqual(issue('沪A·D1234', '2026-11-25', '单双号限行'));
    expect(checkRestrictedDate(restricted, '沪A·D1234', '2026-11-24 23:59', '2026-11-24 23:59')).toEqual([]);
  });

  test.prop([wholeMinuteArb, fc.integer({ min: 0, max: 3000 }), fc.nat(180), fc.nat(180), fc.integer({ min: -3, max: 3 })])(
    'a trip is refused exactly when the span it holds the car shares a minute with the restricted day',
    (start, minutes, before, after, dayOffset) => {
      const t = trip(formatBoardingTime(start), formatBoardingTime(start + minutes * 60_000), before, after);
      const hold = tripHold(t)!;
      const date = formatBoardingTime(start + dayOffset * 86_400_000).slice(0, 10);
      const dayStart = Date.parse(`${date}T00:00:00+08:00`);
      const onDay = hold.from < dayStart + 86_400_000 && dayStart < hold.to;
      const fleet = withRestrictedDays([{ carLicense: 'X', bookedTimes: [] }], [{ date, carLicense: '', reason: 'r' }]);
      expect(checkCarChoice(fleet, 'X', t).length > 0).toBe(onDay);
    },
  );
});

describe('how the car step names a taken time (issue 22 §2: a restricted day and an annual inspection are not 已预订)', () => {
  const [inspection] = restrictedBookedTimes([{ date: '2026-11-26', carLicense: '沪A·D5678', reason: '年检' }], '沪A·D5678');
  const [smog] = restrictedBookedTimes([{ date: '2026-11-25', carLicense: '', reason: '重污染天气限行' }], '沪A·D1234');

  it('a restricted day is a 限行日 with its date and the fleet’s reason, an annual inspection included', () => {
    expect(bookedTimeLabel(inspection!)).toBe('限行日：2026-11-26（年检）');
    expect(bookedTimeLabel(smog!)).toBe('限行日：2026-11-25（重污染天气限行）');
    expect(bookedTimeConflictText(inspection!)).toBe('所选时间是该车的限行日：2026-11-26（年检），不能预订');
  });

  it('an order holding the car is 已被预订, another busy time says its reason', () => {
    expect(bookedTimeLabel(morning)).toBe('已被预订：2026-11-23 09:00 至 2026-11-23 12:00');
    expect(bookedTimeLabel({ fromTime: '2026-11-23 14:00', toTime: '2026-11-23 18:00', reason: '保养' })).toBe('保养：2026-11-23 14:00 至 2026-11-23 18:00');
    expect(bookedTimeLabel({ fromTime: '2026-11-23 14:00', toTime: '2026-11-23 18:00' })).toBe('已被预订：2026-11-23 14:00 至 2026-11-23 18:00');
    expect(bookedTimeConflictText(morning)).toBe('所选时间已被预订（2026-11-23 09:00 至 2026-11-23 12:00）');
    expect(bookedTimeConflictText({ fromTime: '2026-11-23 14:00', toTime: '2026-11-23 18:00', reason: '保养' })).toBe('所选时间车辆保养（2026-11-23 14:00 至 2026-11-23 18:00），不能预订');
  });

  test.prop([
    fc.integer({ min: 0, max: 3000 }).map((days) => formatBoardingTime(Date.UTC(2026, 0, 1) - 8 * 3_600_000 + days * 86_400_000).slice(0, 10)),
    fc.string({ minLength: 1, maxLength: 12 }).filter((reason) => reason.trim() !== ''),
  ])('every restricted day is named with its date and the fleet’s reason, never as 已预订', (date, reason) => {
    for (const time of restrictedBookedTimes([{ date, carLicense: '', reason }], '沪A·D1234')) {
      expect(bookedTimeLabel(time)).toBe(`限行日：${date}（${reason}）`);
      expect(bookedTimeConflictText(time)).toContain(`限行日：${date}（${reason}）`);
      if (!reason.includes('预订')) {
        expect(bookedTimeLabel(time)).not.toContain('预订');
        expect(bookedTimeConflictText(time)).not.toContain('已被预订');
      }
    }
  });
});
