import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { checkCarsDeletable, checkOwnerAddable, clipToDay, MAX_CAR_OWNERS, serviceDates, serviceDays } from './car-upkeep.ts';
import { checkCarOwnerBody, checkMultiDayServiceTimesBody, checkOwnCarBatchBody } from './fleet-bodies.ts';

const START = parseBoardingTime('2026-11-23 00:00');
const start = START.ok ? START.value : 0;

describe('deleting cars', () => {
  it('refuses a car an order still needs, with the exact message, and lets a car of ended or cancelled orders go', () => {
    const orders = [{ carLicense: '沪A·D1234', status: 3 }, { carLicense: '沪A·D5678', status: 5 }, { carLicense: '浙A·F9001', status: 9 }];
    expect(checkCarsDeletable(['沪A·D5678', '沪A·D1234'], orders)).toEqual([
      { code: 'fleet.carInUse', field: 'carLicenses', path: '/carLicenses/1', message: '车辆 沪A·D1234 还有未完成的订单（待审批、已预订或已派司机），不能删除' },
    ]);
    expect(checkCarsDeletable(['沪A·D5678', '浙A·F9001'], orders)).toEqual([]);
  });
  it('property: a car is refused exactly when one of its orders is 待审批, 已预订 or 已派司机', () => {
    const status = fc.constantFrom(1, 2, 3, 5, 8, 9);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 6 }), (statuses) => {
        const refused = checkCarsDeletable(['沪A·D1234'], statuses.map((s) => ({ carLicense: '沪A·D1234', status: s }))).length > 0;
        expect(refused).toBe(statuses.some((s) => s === 1 || s === 2 || s === 3));
      }),
    );
  });
  it('the batch body needs one to 200 distinct licences', () => {
    expect(checkOwnCarBatchBody({ carLicenses: [] }).ok).toBe(false);
    expect(checkOwnCarBatchBody({ carLicenses: ['沪A·D1234', '沪A·D1234'] }).ok).toBe(false);
    expect(checkOwnCarBatchBody({ carLicenses: ['沪A·D1234'] }).ok).toBe(true);
  });
});

describe('car owners', () => {
  it('a user owns a car once, and a car has at most five owners', () => {
    expect(checkOwnerAddable(['u1'], 'u1').map((i) => i.message)).toEqual(['该用户已是此车辆的负责人']);
    expect(checkOwnerAddable(['u1', 'u2', 'u3', 'u4', 'u5'], 'u6').map((i) => i.message)).toEqual([`每辆车最多 ${MAX_CAR_OWNERS} 位负责人`]);
    expect(checkOwnerAddable(['u1'], 'u2')).toEqual([]);
  });
  it('the owner body names a car and a mobile number', () => {
    expect(checkCarOwnerBody({ carLicense: '沪A·D1234', phoneNumber: '13800000009' }).ok).toBe(true);
    expect(checkCarOwnerBody({ carLicense: '沪A·D1234', phoneNumber: '12345' }).ok).toBe(false);
  });
});

describe('service days (排班)', () => {
  it('a time over midnight shows on both days, cut to each; a restricted date fills its day', () => {
    const booked = [{ fromTime: '2026-11-23 22:00', toTime: '2026-11-24 02:00', reason: '已被预订' }];
    const restricted = [{ date: '2026-11-24', carLicense: '', reason: '单双号限行' }];
    expect(serviceDays(booked, restricted, '沪A·D1234', ['2026-11-23', '2026-11-24', '2026-11-25'])).toEqual([
      { date: '2026-11-23', bookedTimes: [{ fromTime: '2026-11-23 22:00', toTime: '2026-11-24 00:00', reason: '已被预订' }], restrictedTimes: [] },
      {
        date: '2026-11-24',
        bookedTimes: [{ fromTime: '2026-11-24 00:00', toTime: '2026-11-24 02:00', reason: '已被预订' }],
        restrictedTimes: [{ fromTime: '2026-11-24 00:00', toTime: '2026-11-25 00:00', reason: '限行：单双号限行' }],
      },
      { date: '2026-11-25', bookedTimes: [], restrictedTimes: [] },
    ]);
  });
  it('another car\'s restricted date is not this car\'s', () => {
    const [day] = serviceDays([], [{ date: '2026-11-24', carLicense: '沪A·D5678', reason: '年检' }], '沪A·D1234', ['2026-11-24']);
    expect(day?.restrictedTimes).toEqual([]);
  });
  it('serviceDates counts consecutive days across a month end and refuses a date that does not exist', () => {
    expect(serviceDates('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(serviceDates('2026-02-30', 3)).toEqual([]);
    expect(checkMultiDayServiceTimesBody({ fromDate: '2026-02-30', days: 7 }).ok).toBe(false);
    expect(checkMultiDayServiceTimesBody({ fromDate: '2026-11-23', days: 32 }).ok).toBe(false);
  });
  it('property: a clipped time lies inside its day and inside the time, and a time reaching into the day is never lost', () => {
    const slot = fc.integer({ min: 0, max: 96 }).map((h) => formatBoardingTime(start + h * 1_800_000));
    const day = fc.integer({ min: 0, max: 2 }).map((d) => formatBoardingTime(start + (d + 0.5) * 86_400_000).slice(0, 10));
    fc.assert(
      fc.property(slot, slot, day, (a, b, date) => {
        fc.pre(a !== b);
        const [fromTime, toTime] = a < b ? [a, b] : [b, a];
        const clipped = clipToDay({ fromTime, toTime, reason: 'x' }, date);
        const dayFrom = `${date} 00:00`;
        const dayTo = `${serviceDates(date, 2)[1]} 00:00`;
        const reaches = fromTime < dayTo && dayFrom < toTime;
        expect(clipped !== undefined).toBe(reaches);
        if (clipped) {
          expect(clipped.fromTime >= dayFrom && clipped.toTime <= dayTo && clipped.fromTime < clipped.toTime).toBe(true);
          expect(clipped.fromTime >= fromTime && clipped.toTime <= toTime).toBe(true);
        }
      }),
    );
  });
});
