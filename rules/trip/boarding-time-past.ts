/**
 * A booking for a time that has already passed is refused (issue 7 point 6; beyond the
 * specification, see docs/rules.md "Booking times"). `evaluate` has no clock (the same scenario
 * always gives the same answer, for the CLI and the properties), so this check takes the current
 * instant as a parameter and whoever stores an order calls it with its clock.
 */
import { parseBoardingTime } from '../model/china-time.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';

/** A boarding time before the current minute. */
export const BOARDING_TIME_PAST = {
  code: 'time.boardingInPast',
  message: '用车时间不能早于当前时间',
  messageEn: 'The boarding time must not be earlier than the current time',
} as const satisfies ErrorDefinition;

const MS_PER_MINUTE = 60_000;

/**
 * The boarding time (China time, `YYYY-MM-DD HH:mm`) against `now` (epoch ms): a time within the
 * current minute or later is accepted (boarding times have whole minutes); an earlier one is an
 * error at `path`. A text that is not a time is left to the time check (`checkBookingTimes`, the
 * order schemas) and gives nothing here.
 *
 * @example checkBoardingNotPast('2026-11-22 09:00', Date.parse('2026-11-22T01:00:30Z')) // [] (09:00 China time is the current minute)
 * @example checkBoardingNotPast('2026-11-22 08:59', Date.parse('2026-11-22T01:00:00Z'))
 * // [{ field: 'fromTime', message: '用车时间不能早于当前时间', code: 'time.boardingInPast', path: '/fromTime' }]
 */
export function checkBoardingNotPast(boardingTime: string, now: number, field = 'fromTime', path = '/fromTime'): BookingError[] {
  const boarding = parseBoardingTime(boardingTime, path);
  if (!boarding.ok) return [];
  const currentMinute = Math.floor(now / MS_PER_MINUTE) * MS_PER_MINUTE;
  return boarding.value < currentMinute ? [bookingError(BOARDING_TIME_PAST, field, path)] : [];
}
