/**
 * Trip and address rules of a special-car booking (spec §5, D6): a local one-way trip cannot
 * use an airport, and an intercity round trip needs a stop before a price estimate. Own-car
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
