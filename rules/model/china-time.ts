/**
 * China time (spec §9, D7): every product time is UTC+8 whatever the process or browser zone.
 * Times travel as text: boarding times `YYYY-MM-DD HH:mm`, request timestamps
 * `YYYY/MM/DD HH:mm:ss`, both read as China wall-clock time, by the one parser of this file
 * (`parseChinaTime`) on dayjs: the portal, the server's request-time window and the rules read a
 * time the same way.
 *
 * dayjs is pure (no I/O) and runs in the browser and in Node, so the rules core may use it. Its
 * plugins are registered on the one dayjs instance the portal also uses (src/app/dayjs.ts sets
 * the zh-cn locale on it): `utc` for the zone-free wall clock, `customParseFormat` for strict
 * parsing by format. Neither changes how a time is read elsewhere: both only add methods.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import {
  BOARDING_TIME_FORMAT,
  CHINA_UTC_OFFSET_MINUTES,
  DEFAULT_TRAVEL_LEAD_HOURS,
  REQUEST_TIMESTAMP_FORMAT,
} from './constants.ts';
import { failure, success, type CheckResult, type ErrorDefinition } from './issue.ts';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const CHINA_OFFSET_MS = CHINA_UTC_OFFSET_MINUTES * MS_PER_MINUTE;

/**
 * An instant as a dayjs value showing China wall-clock time, independent of the process zone.
 * The instant is shifted by +8 h and shown in pure UTC mode: `dayjs(instant).utcOffset(480)`
 * goes through the process zone's offset and gives wrong hours near that zone's DST changes
 * (America/New_York, Pacific/Chatham), which the property tests caught.
 */
function inChina(instant: Date | number) {
  return dayjs.utc(+instant + CHINA_OFFSET_MS);
}

/**
 * The default travel time of a new booking (spec §3, §9, D7): the next whole hour after `now`,
 * plus 3 hours, as a China-time boarding time. An instant exactly on the hour is its own next
 * whole hour; any second or millisecond past it counts as past it.
 *
 * UTC+8 is a whole number of hours from UTC, so China hour boundaries are UTC hour boundaries
 * and the rounding is done on the epoch, with no zone in play.
 *
 * @example defaultTravelTime(new Date('2026-11-22T10:20:00+08:00')) // '2026-11-22 14:00'
 * @example defaultTravelTime(new Date('2026-11-22T10:00:00+08:00')) // '2026-11-22 13:00'
 */
export function defaultTravelTime(now: Date | number): string {
  const nextWholeHour = Math.ceil(+now / MS_PER_HOUR) * MS_PER_HOUR;
  return formatBoardingTime(nextWholeHour + DEFAULT_TRAVEL_LEAD_HOURS * MS_PER_HOUR);
}

/**
 * The travel time of a copied order (spec §4 "Copying an order resets travel time to the next
 * hour plus 3 hours", D7): the same rule as a new booking.
 *
 * @example copiedOrderTravelTime(new Date('2026-11-22T23:30:00+08:00')) // '2026-11-23 03:00'
 */
export function copiedOrderTravelTime(now: Date | number): string {
  return defaultTravelTime(now);
}

/**
 * The timestamp every request's query carries (spec §3 Other, §9, D7): `YYYY/MM/DD HH:mm:ss`, China time.
 *
 * @example requestTimestamp(Date.UTC(2026, 10, 22, 2, 5, 9)) // '2026/11/22 10:05:09'
 */
export function requestTimestamp(now: Date | number): string {
  return inChina(now).format(REQUEST_TIMESTAMP_FORMAT);
}

/**
 * An instant as a boarding time `YYYY-MM-DD HH:mm` in China time (spec §9, D7); seconds are dropped.
 *
 * @example formatBoardingTime(Date.UTC(2026, 10, 22, 1, 0)) // '2026-11-22 09:00'
 */
export function formatBoardingTime(instant: Date | number): string {
  return inChina(instant).format(BOARDING_TIME_FORMAT);
}

/** A time that is not a boarding time `YYYY-MM-DD HH:mm`, or one that does not exist (D7). */
export const INVALID_TIME = {
  code: 'time.invalid',
  message: `时间格式应为 ${BOARDING_TIME_FORMAT}`,
  messageEn: `A time must read ${BOARDING_TIME_FORMAT} (China time)`,
} as const satisfies ErrorDefinition;

/**
 * Reads a boarding time `YYYY-MM-DD HH:mm` as China time and gives its epoch milliseconds, or the
 * issue `time.invalid` at `path` (a JSON Pointer) when the text is not such a time (wrong shape, or
 * a date or hour that does not exist, like `2026-02-30 10:00` or `2026-11-22 24:00`). Surrounding
 * spaces are ignored. spec §9, D7.
 *
 * @example parseBoardingTime('2026-11-22 09:00') // { ok: true, value: 1795309200000, issues: [] } (2026-11-22T01:00:00Z)
 * @example parseBoardingTime('明天上午', '/fromTime')
 * // { ok: false, issues: [{ code: 'time.invalid', path: '/fromTime', message: '时间格式应为 YYYY-MM-DD HH:mm', messageEn: '…' }] }
 */
export function parseBoardingTime(text: string, path = ''): CheckResult<number> {
  const epoch = parseChinaTime(text.trim(), BOARDING_TIME_FORMAT);
  return epoch === undefined ? failure({ ...INVALID_TIME, path }) : success(epoch);
}

/**
 * Reads a request timestamp `YYYY/MM/DD HH:mm:ss` (spec §7 Other, §9, D7) as China time: its
 * epoch milliseconds, or undefined when the text is not such a time (nothing around it is
 * ignored: the transport writes it exactly). The server's request-time window reads it
 * (src/server/protocol/request-time.ts); `requestTimestamp` writes it.
 *
 * @example parseRequestTimestamp('2026/11/22 10:05:09') // Date.UTC(2026, 10, 22, 2, 5, 9)
 * @example parseRequestTimestamp('2026/02/31 10:05:09') // undefined
 */
export function parseRequestTimestamp(text: string): number | undefined {
  return parseChinaTime(text, REQUEST_TIMESTAMP_FORMAT);
}

/**
 * The one parser of China wall-clock text: `text` read strictly in `format` (every part present
 * with its digits, nothing around it, a date and hour that exist: `02-30`, `24:00` and a month
 * written `2` for `02` are not times), as epoch milliseconds; undefined otherwise. The wall clock
 * is read as UTC (no process zone in play) and moved back by China's fixed +8 h (no daylight
 * saving). A year below 100 is not read: dayjs's strict check gives those up, as
 * `parseBoardingTime` always did (`Date.UTC` reads year 99 as 1999).
 */
function parseChinaTime(text: string, format: string): number | undefined {
  const wall = dayjs.utc(text, format, true);
  return wall.isValid() ? wall.valueOf() - CHINA_OFFSET_MS : undefined;
}

/**
 * The hours from one China boarding time to another (D4 must condition kind 1: own-car
 * duration), fractional (90 minutes is 1.5) and negative when `toTime` is earlier; the issue of
 * the first bad text otherwise, at `/fromTime` or `/toTime`.
 *
 * @example durationHours('2026-11-22 09:00', '2026-11-22 13:30') // { ok: true, value: 4.5, issues: [] }
 */
export function durationHours(fromTime: string, toTime: string): CheckResult<number> {
  const from = parseBoardingTime(fromTime, '/fromTime');
  if (!from.ok) return from;
  const to = parseBoardingTime(toTime, '/toTime');
  if (!to.ok) return to;
  return success((to.value - from.value) / MS_PER_HOUR);
}
