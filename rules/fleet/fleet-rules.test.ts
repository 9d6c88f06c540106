import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { checkEndTrip, endTripTotals, isAmount, type EndTripFigures } from './end-trip.ts';
import { checkOwnCarBody, checkOwnDriverBody } from './fleet-bodies.ts';
import { checkDriverAssignable, driverConflict } from './fleet-rules.ts';

const NOW = parseBoardingTime('2026-11-23 18:00');
const now = NOW.ok ? NOW.value : 0;
const figures = (over: Partial<EndTripFigures> = {}): EndTripFigures => ({
  startMileage: 1200, endMileage: 1235.5, endTime: '2026-11-23 12:00', tollFee: 25, parkingFee: 10.5, fuelFee: 0, otherFee: 0, ...over,
});

describe('assigning a driver', () => {
  const tasks = [{ orderId: 'OC1', fromTime: '2026-11-23 09:00', toTime: '2026-11-23 12:00' }];
  it('refuses a driver busy over the trip with the exact message', () => {
    expect(checkDriverAssignable(tasks, 'OC2', '2026-11-23 11:00', '2026-11-23 13:00')).toEqual([
      { code: 'fleet.driverBusy', field: 'driverId', path: '/driverId', message: '该司机在此时间段已有其他用车任务，不能派单' },
    ]);
  });
  it('lets touching ends and the same order pass', () => {
    expect(checkDriverAssignable(tasks, 'OC2', '2026-11-23 12:00', '2026-11-23 13:00')).toEqual([]);
    expect(checkDriverAssignable(tasks, 'OC1', '2026-11-23 10:00', '2026-11-23 11:00')).toEqual([]);
  });
  it('property: a conflict is symmetric in the two spans', () => {
    const slot = fc.integer({ min: 0, max: 48 }).map((h) => formatBoardingTime(now + h * 1_800_000));
    fc.assert(
      fc.property(slot, slot, slot, slot, (a, b, c, d) => {
        const [f1, t1] = a < b ? [a, b] : [b, a];
        const [f2, t2] = c < d ? [c, d] : [d, c];
        const one = driverConflict([{ orderId: 'X', fromTime: f1, toTime: t1 }], 'Y', f2, t2) !== undefined;
        const two = driverConflict([{ orderId: 'Y', fromTime: f2, toTime: t2 }], 'X', f1, t1) !== undefined;
        expect(one).toBe(two);
      }),
    );
  });
});

describe('ending a trip', () => {
  it('accepts sound figures and totals them in fen', () => {
    expect(checkEndTrip(figures(), '2026-11-23 09:00', now)).toEqual([]);
    expect(endTripTotals(figures({ tollFee: 0.1, parkingFee: 0.2 }))).toEqual({ distance: 35.5, totalFee: 0.3 });
  });
  it('puts each exact message under its field', () => {
    const errors = checkEndTrip(figures({ endMileage: 1100, endTime: '2026-11-23 08:00', tollFee: -1, parkingFee: 1.005 }), '2026-11-23 09:00', now);
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['/endMileage', '结束里程不能小于开始里程'],
      ['/endTime', '结束时间须晚于行程开始时间'],
      ['/tollFee', '费用须为不小于 0 的金额，最多两位小数'],
      ['/parkingFee', '费用须为不小于 0 的金额，最多两位小数'],
    ]);
    expect(checkEndTrip(figures({ endTime: '2026-11-23 19:00' }), '2026-11-23 09:00', now).map((e) => e.message)).toEqual(['结束时间不能晚于当前时间']);
    expect(checkEndTrip(figures({ endTime: '明天' }), '2026-11-23 09:00', now).map((e) => e.message)).toEqual(['结束时间格式应为 YYYY-MM-DD HH:mm']);
    expect(checkEndTrip(figures({ startMileage: 1.25 }), '2026-11-23 09:00', now).map((e) => e.message)).toEqual(['里程须为不小于 0 的数，最多一位小数']);
  });
  it('property: whole fen amounts ≥ 0 pass, negative ones fail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (fen) => {
        expect(isAmount(fen / 100, 2)).toBe(true);
        expect(isAmount(-(fen + 1) / 100, 2)).toBe(false);
      }),
    );
  });
  it('property: the end mileage below the start is always refused at /endMileage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 1000 }), (start, less) => {
        const errors = checkEndTrip(figures({ startMileage: start, endMileage: Math.max(0, start - less) }), '2026-11-23 09:00', now);
        expect(errors.some((e) => e.path === '/endMileage')).toBe(true);
      }),
    );
  });
});

describe('the fleet bodies against their schemas', () => {
  it('takes a car and refuses a bad licence, an unknown key and a date that does not exist', () => {
    const car = { carLicense: '沪A·N2026', carType: 2, carTypeDesc: '丰田凯美瑞', colorId: 1, purchaseDate: '2026-01-15', carOwnership: 1 };
    expect(checkOwnCarBody(car).ok).toBe(true);
    expect(checkOwnCarBody({ ...car, carLicense: 'ABC' }).ok).toBe(false);
    expect(checkOwnCarBody({ ...car, enterpriseId: 2002 }).ok).toBe(false);
    expect(checkOwnCarBody({ ...car, purchaseDate: '2026-02-30' }).issues[0]?.path).toBe('/purchaseDate');
  });
  it('takes a driver and refuses a bad phone number', () => {
    const driver = { name: '张师傅', phoneNumber: '13900001111', licenseNumber: '310101198001011234', licenseExpiry: '2030-06-30' };
    expect(checkOwnDriverBody(driver).ok).toBe(true);
    expect(checkOwnDriverBody({ ...driver, phoneNumber: '12345' }).ok).toBe(false);
  });
});
