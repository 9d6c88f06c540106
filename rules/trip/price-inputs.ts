/**
 * What a special-car price depends on (spec §5 "Price is requested only when car level, trip
 * type, and pickup and drop-off city and address are all present", issue 8 §3): the car level,
 * the trip type, the addresses, the stops and the time. A price stays valid while none of them
 * changes; an edit of any other field (a passenger, a special-config value) keeps it.
 */
import type { SpecialCarBookingData } from '../compile/contract.ts';
import { jsonEqual } from '../model/json-equal.ts';

/** The booking fields a special-car price is computed from. */
export const SPECIAL_CAR_PRICE_INPUTS = [
  'firstCarType',
  'tripType',
  'travelDateTime',
  'travelTime',
  'pickUp',
  'destination',
  'additionStopsList',
] as const satisfies readonly (keyof SpecialCarBookingData)[];

/**
 * True when an edit changed a price input, so a price asked before no longer holds.
 *
 * @example priceInputsChanged(data, { ...data, passName: '张三' }) // false
 * @example priceInputsChanged(data, { ...data, firstCarType: 3 })  // true (when it was not 3)
 */
export function priceInputsChanged(
  before: Pick<SpecialCarBookingData, (typeof SPECIAL_CAR_PRICE_INPUTS)[number]>,
  after: Pick<SpecialCarBookingData, (typeof SPECIAL_CAR_PRICE_INPUTS)[number]>,
): boolean {
  return SPECIAL_CAR_PRICE_INPUTS.some((key) => !jsonEqual(before[key], after[key]));
}
