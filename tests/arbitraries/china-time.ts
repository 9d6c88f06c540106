/** Arbitraries for China time (D7). */
import { fc } from '@fast-check/vitest';

/** 2000-01-01 to 2100-01-01 UTC, the span a booking could fall in. */
const MIN_EPOCH = Date.UTC(2000, 0, 1);
const MAX_EPOCH = Date.UTC(2100, 0, 1);
const MS_PER_HOUR = 3_600_000;

/** Any instant, in epoch milliseconds, with every sub-hour part possible. */
export const instantArb = fc.integer({ min: MIN_EPOCH, max: MAX_EPOCH });

/** Instants exactly on a whole hour, the edge of the rounding rule. */
export const wholeHourArb = fc
  .integer({ min: MIN_EPOCH / MS_PER_HOUR, max: MAX_EPOCH / MS_PER_HOUR })
  .map((hours) => hours * MS_PER_HOUR);

/** Instants on a whole minute: what a boarding time can say exactly. */
export const wholeMinuteArb = fc
  .integer({ min: MIN_EPOCH / 60_000, max: MAX_EPOCH / 60_000 })
  .map((minutes) => minutes * 60_000);

/** Process time zones the rules must not notice, with their UTC offset on 2026-01-01 as getTimezoneOffset gives it. */
export const PROCESS_TIME_ZONES = [
  { zone: 'America/New_York', januaryOffset: 300 },
  { zone: 'Asia/Kolkata', januaryOffset: -330 },
  { zone: 'UTC', januaryOffset: 0 },
  { zone: 'Asia/Shanghai', januaryOffset: -480 },
  { zone: 'Pacific/Chatham', januaryOffset: -825 },
] as const;
