import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  copiedOrderTravelTime,
  defaultTravelTime,
  durationHours,
  formatBoardingTime,
  parseBoardingTime,
  requestTimestamp,
} from './china-time.ts';

const china = (text: string) => new Date(`${text}+08:00`);


/** A successful parse. */
const ok = (value: number) => ({ ok: true, value, issues: [] });
describe('default travel time (D7)', () => {
  it('10:20 gives 14:00', () => {
    expect(defaultTravelTime(china('2026-11-22T10:20:00'))).toBe('2026-11-22 14:00');
  });
  it('10:00:00.000 exactly gives 13:00', () => {
    expect(defaultTravelTime(china('2026-11-22T10:00:00.000'))).toBe('2026-11-22 13:00');
  });
  it('one millisecond past the hour counts as past it', () => {
    expect(defaultTravelTime(china('2026-11-22T10:00:00.001'))).toBe('2026-11-22 14:00');
  });
  it('one second past the hour counts as past it', () => {
    expect(defaultTravelTime(china('2026-11-22T10:00:01'))).toBe('2026-11-22 14:00');
  });
  it('rolls over midnight and the year end in China time', () => {
    expect(defaultTravelTime(china('2026-12-31T22:30:00'))).toBe('2027-01-01 02:00');
  });
  it('accepts epoch milliseconds', () => {
    expect(defaultTravelTime(china('2026-11-22T10:20:00').getTime())).toBe('2026-11-22 14:00');
  });
  it('a copied order gets the same reset time (spec §4)', () => {
    const now = china('2026-11-22T23:30:00');
    expect(copiedOrderTravelTime(now)).toBe('2026-11-23 03:00');
    expect(copiedOrderTravelTime(now)).toBe(defaultTravelTime(now));
  });
});

describe('China time whatever the process zone', () => {
  const saved = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = saved;
  });
  it('is right on the night New York moves its clocks (2056-03-12 03:00 local)', () => {
    expect(defaultTravelTime(china('2056-03-11T22:00:00.001'))).toBe('2056-03-12 02:00');
  });
  it('formats and parses in UTC+8 while the process runs in New York', () => {
    expect(new Date(0).getTimezoneOffset()).not.toBe(0);
    expect(defaultTravelTime(china('2026-11-22T10:20:00'))).toBe('2026-11-22 14:00');
    expect(formatBoardingTime(Date.UTC(2026, 10, 22, 1, 0))).toBe('2026-11-22 09:00');
    expect(parseBoardingTime('2026-11-22 09:00')).toEqual(ok(Date.UTC(2026, 10, 22, 1, 0)));
  });
});

describe('request timestamp (spec §3 Other, §9)', () => {
  it('is YYYY/MM/DD HH:mm:ss in China time', () => {
    expect(requestTimestamp(Date.UTC(2026, 10, 22, 2, 5, 9))).toBe('2026/11/22 10:05:09');
  });
  it('crosses the date line into the next China day', () => {
    expect(requestTimestamp(Date.UTC(2026, 10, 22, 16, 0, 0))).toBe('2026/11/23 00:00:00');
  });
});

describe('boarding time', () => {
  it('formats an instant as YYYY-MM-DD HH:mm, dropping seconds', () => {
    expect(formatBoardingTime(Date.UTC(2026, 10, 22, 1, 0, 59, 999))).toBe('2026-11-22 09:00');
  });
  it('parses China time to epoch milliseconds', () => {
    expect(parseBoardingTime('2026-11-22 09:00')).toEqual(ok(Date.UTC(2026, 10, 22, 1, 0)));
  });
  it('ignores surrounding spaces', () => {
    expect(parseBoardingTime(' 2026-11-22 09:00 ')).toEqual(ok(Date.UTC(2026, 10, 22, 1, 0)));
  });
  it.each(['明天上午', '2026-11-22', '2026/11/22 09:00', '2026-02-30 10:00', '2026-11-22 24:00', '2026-11-22 9:00', ''])(
    'refuses %j with an issue',
    (text) => {
      expect(parseBoardingTime(text, '/fromTime')).toEqual({
        ok: false,
        issues: [
          {
            code: 'time.invalid',
            path: '/fromTime',
            message: '时间格式应为 YYYY-MM-DD HH:mm',
            messageEn: 'A time must read YYYY-MM-DD HH:mm (China time)',
          },
        ],
      });
    },
  );
});

describe('duration in hours (D4 own-car must condition)', () => {
  it('counts whole hours', () => {
    expect(durationHours('2026-11-22 09:00', '2026-11-22 13:00')).toEqual(ok(4));
  });
  it('counts fractions of an hour', () => {
    expect(durationHours('2026-11-22 09:00', '2026-11-22 10:30')).toEqual(ok(1.5));
  });
  it('spans days', () => {
    expect(durationHours('2026-11-22 20:00', '2026-11-23 08:00')).toEqual(ok(12));
  });
  it('is negative when the end is before the start', () => {
    expect(durationHours('2026-11-22 13:00', '2026-11-22 09:00')).toEqual(ok(-4));
  });
  it('gives the issue of the bad end', () => {
    expect(durationHours('2026-11-22 09:00', 'later')).toMatchObject({ ok: false, issues: [{ code: 'time.invalid', path: '/toTime' }] });
  });
  it('gives the issue of the bad start', () => {
    expect(durationHours('soon', '2026-11-22 09:00')).toMatchObject({ ok: false, issues: [{ code: 'time.invalid', path: '/fromTime' }] });
  });
});
