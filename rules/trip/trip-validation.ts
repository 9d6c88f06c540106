/**
 * Trip and address rules of a special-car booking (spec §5, D6): a local one-way trip cannot
 * use an airport, a one-way trip does not end where it starts, and an intercity round trip needs
 * a stop before a price estimate. Own-car
 * trip types are region types, so these rules do not apply to them.
 */
import { AddressType, SPECIAL_CAR, ServiceType } from '../model/constants.ts';
import type { Scenario } from '../model/scenario.ts';
import { scenarioBusinessType } from '../model/scenario.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';

/** spec §5, D6: a local one-way trip is not picked up at an airport. */
export const LOCAL_ONE_WAY_AIRPORT_PICKUP = {
  code: 'trip.localOneWayAirportPickup',
  message: '同城单程上车地址不能选择机场，请重新选择地址',
} as const satisfies ErrorDefinition;
/** spec §5, D6: a local one-way trip is not dropped off at an airport. */
export const LOCAL_ONE_WAY_AIRPORT_DROP_OFF = {
  code: 'trip.localOneWayAirportDropOff',
  message: '同城单程下车地址不能选择机场，请重新选择地址',
} as const satisfies ErrorDefinition;
/** spec §5, D6: an intercity round trip needs a stop before a price estimate. */
export const ROUND_TRIP_NEEDS_STOP = {
  code: 'trip.roundTripNeedsStop',
  message: '异地往返行程请先添加中途停靠',
} as const satisfies ErrorDefinition;

/**
 * A one-way trip that ends where it starts (beyond the specification, issue 22 §2 "Passengers";
 * docs/rules.md "Booker inputs"): refused before a price, at the drop-off address.
 */
export const SAME_PICKUP_AND_DROP_OFF = {
  code: 'trip.samePickUpAndDropOff',
  message: '上车地点与下车地点相同，请重新选择下车地点',
  messageEn: 'The pickup and the drop-off are the same place: choose another drop-off',
} as const satisfies ErrorDefinition;

/**
 * The service types that go from one place to another (同城单程, 异地单程, 接机, 送机, 接站, 送站):
 * a round trip (同城往返, 异地往返) or a rental (半日租, 日租) may end where it starts.
 */
export const ONE_WAY_SERVICE_TYPES: readonly number[] = [
  ServiceType.LOCAL_ONE_WAY.value,
  ServiceType.INTERCITY_ONE_WAY.value,
  ServiceType.AIRPORT_PICK_UP.value,
  ServiceType.AIRPORT_DROP_OFF.value,
  ServiceType.STATION_PICK_UP.value,
  ServiceType.STATION_DROP_OFF.value,
];

const placeText = (text: string | undefined) => (text ?? '').trim();

/**
 * Whether two addresses are the same place: both chosen (a city and an address each) and the same
 * city and address once trimmed.
 *
 * @example samePlace({ city: '上海', address: '浦东国际机场T2' }, { city: '上海', address: ' 浦东国际机场T2 ' }) // true
 * @example samePlace({ city: '上海', address: '' }, { city: '上海', address: '' })                           // false (nothing chosen yet)
 */
export function samePlace(a: Scenario['pickUp'], b: Scenario['dropOff']): boolean {
  const address = placeText(a?.address);
  return address !== '' && placeText(a?.city) !== '' && placeText(a?.city) === placeText(b?.city) && address === placeText(b?.address);
}

/** An address type the form resets after a rule refused it (D6: to a railway station, 2). */
export interface AddressReset {
  field: 'pickUp.addressType' | 'dropOff.addressType';
  addressType: number;
}

export interface TripCheck {
  errors: BookingError[];
  resets: AddressReset[];
}

/**
 * The address rules (D6).
 *
 * @example
 * checkTrip({ businessType: 4, tripType: 1, pickUp: { addressType: 1 } })
 * // { errors: [{ field: 'pickUp.addressType', message: '同城单程上车地址不能选择机场，请重新选择地址',
 * //              code: 'trip.localOneWayAirportPickup', path: '/pickUp/addressType' }],
 * //   resets: [{ field: 'pickUp.addressType', addressType: 2 }] }
 */
export function checkTrip(scenario: Scenario): TripCheck {
  const result: TripCheck = { errors: [], resets: [] };
  if (scenarioBusinessType(scenario) !== SPECIAL_CAR) return result;
  const airport = AddressType.AIRPORT.value;
  const station = AddressType.RAILWAY_STATION.value;
  if (scenario.tripType === ServiceType.LOCAL_ONE_WAY.value) {
    if (scenario.pickUp?.addressType === airport) {
      result.errors.push(bookingError(LOCAL_ONE_WAY_AIRPORT_PICKUP, 'pickUp.addressType', '/pickUp/addressType'));
      result.resets.push({ field: 'pickUp.addressType', addressType: station });
    }
    if (scenario.dropOff?.addressType === airport) {
      // The booking forms call the drop-off `destination` (spec §3).
      result.errors.push(bookingError(LOCAL_ONE_WAY_AIRPORT_DROP_OFF, 'dropOff.addressType', '/destination/addressType'));
      result.resets.push({ field: 'dropOff.addressType', addressType: station });
    }
  }
  if (scenario.tripType !== undefined && ONE_WAY_SERVICE_TYPES.includes(scenario.tripType) && samePlace(scenario.pickUp, scenario.dropOff)) {
    result.errors.push(bookingError(SAME_PICKUP_AND_DROP_OFF, 'dropOff.address', '/destination/address'));
  }
  if (scenario.tripType === ServiceType.INTERCITY_ROUND_TRIP.value && (scenario.stops ?? []).length === 0) {
    // The booking forms hold the stops in `additionStopsList` (spec §3).
    result.errors.push(bookingError(ROUND_TRIP_NEEDS_STOP, 'stops', '/additionStopsList'));
  }
  return result;
}

/**
 * Applies the resets of `checkTrip` to a scenario, returning a new one (the input is not changed).
 */
export function applyAddressResets(scenario: Scenario, resets: readonly AddressReset[]): Scenario {
  let next = scenario;
  for (const reset of resets) {
    const key = reset.field === 'pickUp.addressType' ? 'pickUp' : 'dropOff';
    next = { ...next, [key]: { ...next[key], addressType: reset.addressType } };
  }
  return next;
}
