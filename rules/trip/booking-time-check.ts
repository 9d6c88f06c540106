/**
 * The booking's times as a booker expects them checked (D7; beyond the specification, see
 * docs/rules.md "Booking times"): a time that does not exist is an error, and an end that is not
 * after the start is an error.
 */
import { durationHours, parseBoardingTime } from '../model/china-time.ts';
import type { Scenario } from '../model/scenario.ts';
import { bookingError, pointer, type BookingError, type ErrorDefinition } from '../model/issue.ts';

/** An own-car booking that ends before or when it starts (docs/rules.md "Booking times"). */
export const END_NOT_AFTER_START = {
  code: 'time.endNotAfterStart',
  message: '结束时间必须晚于开始时间',
} as const satisfies ErrorDefinition;

/**
 * @example checkBookingTimes({ fromTime: '2026-11-22 15:00', toTime: '2026-11-22 09:00' })
 * // [{ field: 'toTime', message: '结束时间必须晚于开始时间', code: 'time.endNotAfterStart', path: '/toTime' }]
 * @example checkBookingTimes({ fromTime: '2026-02-30 10:00' })
 * // [{ field: 'fromTime', message: '时间格式应为 YYYY-MM-DD HH:mm', code: 'time.invalid', path: '/fromTime' }]
 */
export function checkBookingTimes(scenario: Scenario): BookingError[] {
  const errors: BookingError[] = [];
  for (const field of ['fromTime', 'toTime'] as const) {
    const text = scenario[field];
    if (text === undefined) continue;
    const parsed = parseBoardingTime(text, pointer(field));
    for (const issue of parsed.issues) errors.push(bookingError(issue, field, issue.path, issue.message));
  }
  if (errors.length === 0 && scenario.fromTime && scenario.toTime) {
    const hours = durationHours(scenario.fromTime, scenario.toTime);
    if (hours.ok && hours.value <= 0) errors.push(bookingError(END_NOT_AFTER_START, 'toTime', pointer('toTime')));
  }
  return errors;
}
