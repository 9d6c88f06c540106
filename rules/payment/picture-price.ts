/**
 * Which trips are priced by a price picture instead of the tariff (D5, docs/server.md "Price
 * pictures"): the half-day and full-day hire packages. Declared once here: the server answers
 * `/CsOrder/PicturePrice` and draws the pictures by it, and the portal asks for a picture only for
 * these trip types (src/features/booking/api/price.ts).
 */
import { ServiceType } from '../model/constants.ts';

/** The trip types (spec §9 service types) quoted by a price picture: 半日租 (7) and 日租 (8). */
export const PICTURE_PRICED_TRIP_TYPES: readonly number[] = [ServiceType.HALF_DAY.value, ServiceType.FULL_DAY.value];

/**
 * True when a trip of this type is quoted by a price picture.
 *
 * @example isPicturePriced(ServiceType.FULL_DAY.value) // true
 * @example isPicturePriced(ServiceType.AIRPORT_PICK_UP.value) // false
 */
export function isPicturePriced(tripType: number): boolean {
  return PICTURE_PRICED_TRIP_TYPES.includes(tripType);
}
