/**
 * The trip types a booking offers (spec §6, D6): the business type's
 * `enterpriseServiceTripTypeList`; the own-car holiday type (4) only with the holiday permission.
 */
import { AddressType, HOLIDAY_PERMISSION, OWN_CAR, OWN_CAR_HOLIDAY_TRIP_TYPE, FLIGHT_LOOKUP_CONFIG_ID, ServiceType } from '../model/constants.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { configValue, tripTypeConfigFor } from '../model/bundle.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';

/**
 * @example tripTypesOffered(bundle, 5, []) // [1, 2, 3]  (4 needs 'ownCar.holiday')
 */
export function tripTypesOffered(
  bundle: EnterpriseBundle,
  businessType: number,
  permissions: readonly string[] | undefined,
): number[] {
  const listed = [...new Set(tripTypeConfigFor(bundle, businessType)?.enterpriseServiceTripTypeList ?? [])];
  if (businessType !== OWN_CAR || (permissions ?? []).includes(HOLIDAY_PERMISSION)) return listed;
  return listed.filter((t) => t !== OWN_CAR_HOLIDAY_TRIP_TYPE);
}

/** The trip type a new booking starts with: the configured default when offered, else the first offered. */
export function defaultTripType(bundle: EnterpriseBundle, businessType: number, offered: readonly number[]): number | null {
  const configured = tripTypeConfigFor(bundle, businessType)?.defaultTripTypeConfigValue;
  if (configured !== undefined && offered.includes(configured)) return configured;
  return offered[0] ?? null;
}

/** Own-car flight lookup is on only when enterprise config 135 has value 1 (spec §6, D6). */
export function flightLookupEnabled(bundle: EnterpriseBundle): boolean {
  return configValue(bundle, FLIGHT_LOOKUP_CONFIG_ID) === '1';
}

/** The default pickup and destination address type (spec §4, D6): airport for special car, ordinary for own car. */
export function defaultAddressType(businessType: number): number {
  return businessType === OWN_CAR ? AddressType.ORDINARY.value : AddressType.AIRPORT.value;
}

/**
 * The kind an address starts with under a trip type (issue 22 §2 "No warnings the booker did not
 * cause"; docs/rules.md "Booker inputs"): the D6 default, but an ordinary address where the trip
 * type refuses an airport (a special car's 同城单程), so a new booking or an address nothing was
 * chosen for never starts on a kind the rules would refuse and warn about.
 *
 * @example tripAddressType(4, 5) // 1, an airport (接机, D6's default)
 * @example tripAddressType(4, 1) // 3, ordinary (同城单程 refuses an airport)
 * @example tripAddressType(5, 1) // 3, ordinary (own car)
 */
export function tripAddressType(businessType: number, tripType: number | undefined | null): number {
  if (businessType !== OWN_CAR && tripType === ServiceType.LOCAL_ONE_WAY.value) return AddressType.ORDINARY.value;
  return defaultAddressType(businessType);
}

/** A chosen trip type the booking does not offer (docs/rules.md "Trip type offered"). */
export const TRIP_TYPE_NOT_OFFERED = {
  code: 'trip.typeNotOffered',
  message: '所选行程类型不可用，请重新选择',
} as const satisfies ErrorDefinition;
/** The own-car holiday type without the holiday permission (spec §6, D6). */
export const HOLIDAY_NOT_PERMITTED = {
  code: 'trip.holidayNotPermitted',
  message: '您没有休假行程权限，请选择其他行程类型',
} as const satisfies ErrorDefinition;

/**
 * A chosen trip type must be one the booking offers (beyond the specification, see
 * docs/rules.md "Trip type offered"): the own-car holiday type without the holiday permission
 * says so; any other type outside the list is refused. Nothing is checked while the enterprise
 * lists no trip types.
 *
 * @example checkTripTypeOffered(bundle, 5, 4, [1, 2, 3])
 * // [{ field: 'tripType', message: '您没有休假行程权限，请选择其他行程类型', code: 'trip.holidayNotPermitted', path: '/tripType' }]
 */
export function checkTripTypeOffered(
  bundle: EnterpriseBundle,
  businessType: number,
  tripType: number | undefined,
  offered: readonly number[],
): BookingError[] {
  if (tripType === undefined || offered.includes(tripType)) return [];
  const listed = tripTypeConfigFor(bundle, businessType)?.enterpriseServiceTripTypeList ?? [];
  if (listed.length === 0) return [];
  const holidayWithoutPermission =
    businessType === OWN_CAR && tripType === OWN_CAR_HOLIDAY_TRIP_TYPE && listed.includes(tripType);
  return [bookingError(holidayWithoutPermission ? HOLIDAY_NOT_PERMITTED : TRIP_TYPE_NOT_OFFERED, 'tripType', '/tripType')];
}
