/**
 * Copying an order into a new one (spec §2 mode a, §4, D7): everything the booker chose is kept,
 * but the time starts again at the next whole hour plus 3 hours, and nothing of the old order's
 * identity or price comes along (a copy is a new order, priced again).
 *
 * Own car (a decision the spec leaves open, docs/rules.md): the end time moves with the start, so
 * the copy keeps the original's duration; fixed-day repetition is not copied, as its end date
 * would lie in the past or in another week.
 */
import { copiedOrderTravelTime, durationHours, formatBoardingTime, parseBoardingTime } from '../../../rules/index.ts';
import type { OwnCarForm, SpecialCarForm } from '../../../rules/index.ts';

const MS_PER_MINUTE = 60_000;

/**
 * A special-car order form as a new order: the travel time reset (D7), stops' arrival times and the
 * old price cleared.
 *
 * @example copySpecialCarForm(form, new Date('2026-11-22T10:20:00+08:00')).travelDateTime // '2026-11-22 14:00'
 */
export function copySpecialCarForm(form: SpecialCarForm, now: Date | number): SpecialCarForm {
  return {
    ...form,
    travelDateTime: copiedOrderTravelTime(now),
    additionStopsList: form.additionStopsList.map((stop) => ({ ...stop, arrivalTime: '' })),
    mileage: 0,
    time: 0,
    priceRemark: '',
    priceEnglishRemark: '',
  };
}

/**
 * An own-car order form as a new order: the start reset (D7), the end moved by the same amount so
 * the duration stays, stop times and fixed days cleared.
 *
 * @example copyOwnCarForm({ ...form, fromTime: '2026-11-01 09:00', toTime: '2026-11-01 11:00' }, new Date('2026-11-22T10:20:00+08:00'))
 * // { ...form, fromTime: '2026-11-22 14:00', toTime: '2026-11-22 16:00', ... }
 */
export function copyOwnCarForm(form: OwnCarForm, now: Date | number): OwnCarForm {
  const fromTime = copiedOrderTravelTime(now);
  const duration = durationHours(form.fromTime, form.toTime);
  const start = parseBoardingTime(fromTime);
  const toTime = duration.ok && start.ok && duration.value > 0 ? formatBoardingTime(start.value + Math.round(duration.value * 60) * MS_PER_MINUTE) : '';
  return {
    ...form,
    fromTime,
    toTime,
    additionStopsList: form.additionStopsList.map((stop) => ({ ...stop, stopTime: '' })),
    isFixedTime: false,
    fixedEndTime: '',
    weekdays: [],
  };
}
