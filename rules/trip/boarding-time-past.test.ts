import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoardingTime } from '../model/china-time.ts';
import { BOARDING_TIME_PAST, checkBoardingNotPast } from './boarding-time-past.ts';

const NOW = Date.parse('2026-11-22T01:00:30Z'); // 2026-11-22 09:00:30 China time

describe('checkBoardingNotPast (issue 7 point 6, docs/rules.md "Booking times")', () => {
  it('refuses a boarding time before the current minute with the exact message', () => {
    expect(checkBoardingNotPast('2026-11-22 08:59', NOW)).toEqual([
      { field: 'fromTime', message: '用车时间不能早于当前时间', code: 'time.boardingInPast', path: '/fromTime' },
    ]);
    expect(checkBoardingNotPast('2025-01-01 00:00', NOW, 'travelDateTime', '/travelDateTime')).toEqual([
      { field: 'travelDateTime', message: BOARDING_TIME_PAST.message, code: BOARDING_TIME_PAST.code, path: '/travelDateTime' },
    ]);
  });
  it('accepts the current minute and later', () => {
    expect(checkBoardingNotPast('2026-11-22 09:00', NOW)).toEqual([]);
    expect(checkBoardingNotPast('2026-11-22 09:01', NOW)).toEqual([]);
    expect(checkBoardingNotPast('2027-01-01 00:00', NOW)).toEqual([]);
  });
  it('leaves a text that is not a time to the time check', () => {
    expect(checkBoardingNotPast('明天上午', NOW)).toEqual([]);
  });
  it('law: a boarding time is refused exactly when it lies before the minute of now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -100_000, max: 100_000 }), (now, minutes) => {
        const boarding = formatBoardingTime(now + minutes * 60_000);
        expect(checkBoardingNotPast(boarding, now).length === 1).toBe(minutes < 0);
      }),
    );
  });
});
