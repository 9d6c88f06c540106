/**
 * Trip and address rules of a special-car booking (spec §5, D6): a local one-way trip cannot
 * use an airport, and an intercity round trip needs a stop before a price estimate. Own-car
 * trip types are region types, so these rules do not apply to them.
 */
import { AddressType, SPECIAL_CAR, ServiceType } from '../model/constants.ts';
import type { Scenario } from '../model/scenario.ts';
import { scenarioBusinessType } from '../model/scenario.ts';
import type { FieldError } from '../fields/special-fields.ts';

export const LOCAL_ONE_WAY_AIRPORT_PICKUP = '同城单程上车地址不能选择机场，请重新选择地址';
export const LOCAL_ONE_WAY_AIRPORT_DROP_OFF = '同城单程下车地址不能选择机场，请重新选择地址';
export const ROUND_TRIP_NEEDS_STOP = '异地往返行程请先添加中途停靠';

/** An address type the form resets after a rule refused it (D6: to a railway station, 2). */
export interface AddressReset {
  field: 'pickUp.addressType' | 'dropOff.addressType';
  addressType: number;
}

export interface TripCheck {
  errors: FieldError[];
  resets: AddressReset[];
}

/**
 * The address rules (D6).
 *
 * @example
 * checkTrip({ businessType: 4, tripType: 1, pickUp: { addressType: 1 } })
 * // { errors: [{ field: 'pickUp.addressType', message: '同城单程上车地址不能选择机场，请重新选择地址' }],
 * //   resets: [{ field: 'pickUp.addressType', addressType: 2 }] }
 */
export function checkTrip(scenario: Scenario): TripCheck {
  const result: TripCheck = { errors: [], resets: [] };
  if (scenarioBusinessType(scenario) !== SPECIAL_CAR) return result;
  const airport = AddressType.AIRPORT.value;
  const station = AddressType.RAILWAY_STATION.value;
  if (scenario.tripType === ServiceType.LOCAL_ONE_WAY.value) {
    if (scenario.pickUp?.addressType === airport) {
      result.errors.push({ field: 'pickUp.addressType', message: LOCAL_ONE_WAY_AIRPORT_PICKUP });
      result.resets.push({ field: 'pickUp.addressType', addressType: station });
    }
    if (scenario.dropOff?.addressType === airport) {
      result.errors.push({ field: 'dropOff.addressType', message: LOCAL_ONE_WAY_AIRPORT_DROP_OFF });
      result.resets.push({ field: 'dropOff.addressType', addressType: station });
    }
  }
  if (scenario.tripType === ServiceType.INTERCITY_ROUND_TRIP.value && (scenario.stops ?? []).length === 0) {
    result.errors.push({ field: 'stops', message: ROUND_TRIP_NEEDS_STOP });
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
