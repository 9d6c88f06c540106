/**
 * The booking's times as a booker expects them checked (D7; beyond the specification, see
 * docs/rules.md "Booking times"): a time that does not exist is an error, and an end that is not
 * after the start is an error.
 */
import { durationHours, parseBoardingTime } from '../model/china-time.ts';
import type { Scenario } from '../model/scenario.ts';
import type { FieldError } from '../fields/special-fields.ts';

export const END_NOT_AFTER_START = '结束时间必须晚于开始时间';

/**
 * @example checkBookingTimes({ fromTime: '2026-11-22 15:00', toTime: '2026-11-22 09:00' })
 * // [{ field: 'toTime', message: '结束时间必须晚于开始时间' }]
 * @example checkBookingTimes({ fromTime: '2026-02-30 10:00' })
 * // [{ field: 'fromTime', message: '时间格式应为 YYYY-MM-DD HH:mm' }]
 */
export function checkBookingTimes(scenario: Scenario): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['fromTime', 'toTime'] as const) {
    const text = scenario[field];
    if (text === undefined) continue;
    const parsed = parseBoardingTime(text, field);
    if (typeof parsed !== 'number') errors.push({ field, message: parsed.message });
  }
  if (errors.length === 0 && scenario.fromTime && scenario.toTime) {
    const hours = durationHours(scenario.fromTime, scenario.toTime);
    if (typeof hours === 'number' && hours <= 0) errors.push({ field: 'toTime', message: END_NOT_AFTER_START });
  }
  return errors;
}
