import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTravelTime, durationHours, formatBoardingTime, parseBoardingTime } from '../../rules/model/china-time.ts';
import { instantArb, PROCESS_TIME_ZONES, wholeHourArb, wholeMinuteArb } from '../arbitraries/china-time.ts';

const MS_PER_HOUR = 3_600_000;

/** Reads `YYYY-MM-DD HH:mm` as UTC+8 with plain UTC arithmetic, independent of the code under test. */
function chinaTextToEpoch(text: string): number {
  const [date = '', time = ''] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!) - 8 * MS_PER_HOUR;
}

describe.each(PROCESS_TIME_ZONES)('with the process in $zone', ({ zone, januaryOffset }) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('the process zone is really in effect', () => {
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(januaryOffset);
  });

  test.prop([instantArb])('the default travel time is on the hour, at least 3 and under 4 hours ahead', (now) => {
    const travel = chinaTextToEpoch(defaultTravelTime(now));
    expect(travel % MS_PER_HOUR).toBe(0);
    expect(travel - now).toBeGreaterThanOrEqual(3 * MS_PER_HOUR);
    expect(travel - now).toBeLessThan(4 * MS_PER_HOUR);
  });

  test.prop([wholeHourArb])('an instant on the hour gets exactly 3 hours ahead', (now) => {
    expect(chinaTextToEpoch(defaultTravelTime(now)) - now).toBe(3 * MS_PER_HOUR);
  });

  test.prop([wholeMinuteArb])('boarding time parsing inverts formatting', (instant) => {
    expect(parseBoardingTime(formatBoardingTime(instant))).toEqual({ ok: true, value: instant, issues: [] });
  });

  test.prop([instantArb])('formatting reads the instant in UTC+8', (instant) => {
    expect(chinaTextToEpoch(formatBoardingTime(instant))).toBe(instant - (instant % 60_000));
  });
});

test.prop([wholeMinuteArb, wholeMinuteArb])('the duration is the hours between the two instants', (from, to) => {
  const hours = durationHours(formatBoardingTime(from), formatBoardingTime(to));
  expect(hours.ok).toBe(true);
  if (hours.ok) expect(hours.value).toBeCloseTo((to - from) / MS_PER_HOUR, 9);
});

test.prop([fc.string()])('parsing any text gives a boarding time that formats back, or an issue', (text) => {
  const parsed = parseBoardingTime(text);
  if (parsed.ok) expect(formatBoardingTime(parsed.value)).toBe(text.trim());
  else expect(parsed.issues.map((i) => i.code)).toEqual(['time.invalid']);
});
