/**
 * An order payload read as a scenario (D2, D9), so the rules judge a submitted order exactly as
 * they judge the booking form (the reference server refuses what the form would refuse). Who
 * books, the user level and the permissions come from the caller (the server: the session),
 * never from the payload; so do the payment types offered.
 */
import { AddressType, BusinessType, OrderQuotationPriceType } from '../model/constants.ts';
import type { OwnCarOrderPayload } from './own-car-order.ts';
import type { Scenario, ScenarioAddress } from '../model/scenario.ts';
import type { SpecialCarOrderPayload } from './special-car-order.ts';

export interface Booker {
  userId: string;
  userLevel: number;
  permissions: string[];
}

interface LooseAddress {
  addressType?: number | null;
  city?: string | null;
  cityCode?: string | null;
  address?: string | null;
  landmark?: string | null;
  landMark?: string | null;
  lat?: number | null;
  lng?: number | null;
  isAirPort?: boolean | null;
}

/** A scenario address with only the fields that hold a value (a missing one is "not chosen yet"). */
export function scenarioAddress(wire: LooseAddress): ScenarioAddress {
  const address: ScenarioAddress = {};
  const addressType = wire.addressType ?? (wire.isAirPort ? AddressType.AIRPORT.value : undefined);
  if (typeof addressType === 'number') address.addressType = addressType;
  if (typeof wire.city === 'string') address.city = wire.city;
  if (typeof wire.cityCode === 'string') address.cityCode = wire.cityCode;
  if (typeof wire.address === 'string') address.address = wire.address;
  const landmark = wire.landmark ?? wire.landMark;
  if (typeof landmark === 'string') address.landmark = landmark;
  if (typeof wire.lat === 'number') address.lat = wire.lat;
  if (typeof wire.lng === 'number') address.lng = wire.lng;
  return address;
}

function specialValues(entries: readonly { id: number; value: unknown }[] | undefined): Scenario['values'] {
  const values: NonNullable<Scenario['values']> = {};
  for (const entry of entries ?? []) {
    const { value } = entry;
    if (value === null || typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) {
      values[String(entry.id)] = value as string | number | number[] | null;
    }
  }
  return values;
}

/**
 * The scenario of a special-car order (business type 4).
 *
 * @example specialCarScenario(buildSpecialCarOrder(form, ctx), booker, [4, 2]).tripType // form.tripType
 */
export function specialCarScenario(payload: SpecialCarOrderPayload, booker: Booker, offeredPaymentTypes: readonly number[]): Scenario {
  const { baseData } = payload;
  const scenario: Scenario = {
    businessType: BusinessType.SPECIAL_CAR.value,
    tripType: baseData.tripType,
    orderType: baseData.orderType,
    paymentType: baseData.paymentType,
    offeredPaymentTypes: [...offeredPaymentTypes],
    userLevel: booker.userLevel,
    bookerId: booker.userId,
    passengerName: payload.passenger.name,
    pickUp: scenarioAddress(payload.boardingAddress),
    dropOff: scenarioAddress(payload.dropOffAddress),
    stops: (payload.stops ?? []).map(scenarioAddress),
    // The payload keeps only whether a price picture was quoted, which is all the rules read of it.
    picturePriceUrl: baseData.orderQuotationPriceType === OrderQuotationPriceType.PICTURE ? 'price-picture' : null,
    permissions: [...booker.permissions],
    values: specialValues(payload.specialConfigs),
  };
  if (typeof baseData.carTypeLevel === 'number') scenario.carTypeLevel = baseData.carTypeLevel;
  return scenario;
}

/**
 * The scenario of an own-car order (business type 5): its times give the duration of D4 condition kind 1.
 *
 * @example ownCarScenario(buildOwnCarOrder(form, ctx), booker).fromTime // form.fromTime
 */
export function ownCarScenario(payload: OwnCarOrderPayload, booker: Booker): Scenario {
  return {
    businessType: BusinessType.OWN_CAR.value,
    tripType: payload.tripType,
    userLevel: booker.userLevel,
    bookerId: booker.userId,
    passengerName: payload.contacts.contacts[0]?.name ?? '',
    fromTime: payload.boardingTime,
    toTime: payload.dropOffTime,
    pickUp: scenarioAddress(payload.boardingAddress),
    dropOff: scenarioAddress(payload.dropOffAddress),
    stops: (payload.stops ?? []).map(scenarioAddress),
    permissions: [...booker.permissions],
    values: specialValues(payload.specialConfig),
  };
}
