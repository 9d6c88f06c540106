import { describe, expect, it } from 'vitest';
import { checkBookingTimes } from './booking-time-check.ts';

describe('checkBookingTimes (D7, docs/rules.md "Booking times")', () => {
  it('accepts an end after the start', () => {
    expect(checkBookingTimes({ fromTime: '2026-11-22 09:00', toTime: '2026-11-22 15:00' })).toEqual([]);
  });
  it('refuses an end that is not after the start', () => {
    expect(checkBookingTimes({ fromTime: '2026-11-22 15:00', toTime: '2026-11-22 09:00' })).toEqual([
      { field: 'toTime', message: '结束时间必须晚于开始时间', code: 'time.endNotAfterStart', path: '/toTime' },
    ]);
    expect(checkBookingTimes({ fromTime: '2026-11-22 09:00', toTime: '2026-11-22 09:00' })).toHaveLength(1);
  });
  it('refuses a time that does not exist', () => {
    expect(checkBookingTimes({ fromTime: '2026-02-30 10:00', toTime: '2026-03-01 10:00' })).toEqual([
      { field: 'fromTime', message: '时间格式应为 YYYY-MM-DD HH:mm', code: 'time.invalid', path: '/fromTime' },
    ]);
  });
  it('checks nothing that is not chosen yet', () => {
    expect(checkBookingTimes({})).toEqual([]);
    expect(checkBookingTimes({ fromTime: '2026-11-22 09:00' })).toEqual([]);
  });
});
