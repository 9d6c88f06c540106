/**
 * An order payload read as a scenario (D2, D9), so the rules judge a submitted order exactly as
 * they judge the booking form (the reference server refuses what the form would refuse). Who
 * books, the user level and the permissions come from the caller (the server: the session),
 * never from the payload; so do the payment types and car levels offered.
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

/** What was offered for this booking: the payment types and the car levels (spec §7 lookups). */
export interface Offered {
  /** `/csorder/paymentType`, in order. */
  paymentTypes: readonly number[];
  /** The levels of `/Driver/CarCategory/ForDropDownList`. */
  carTypeLevels: readonly number[];
}

/** An address as an order or an estimate request sends it (every field may be missing). */
export interface LooseAddress {
  addressType?: number | null;
  city?: string | null;
  cityCode?: string | null;
  address?: string | null;
  landmark?: string | null;
  landMark?: string | null;
  lat?: number | null;
  lng?: number | null;
  isAirPort?: boolean | null;
  /** The place the server knows (docs/server.md "Places"); the server resolves it, the rules do not read it. */
  placeId?: string | null;
  airPortCode?: string | null;
  /** A stop's name. */
  name?: string | null;
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

/** The route of a trip: pickup, drop-off and stops as scenario addresses. */
function tripAddresses(
  pickUp: LooseAddress | undefined,
  dropOff: LooseAddress | undefined,
  stops: readonly LooseAddress[] | undefined,
): Pick<Scenario, 'pickUp' | 'dropOff' | 'stops'> {
  return { pickUp: scenarioAddress(pickUp ?? {}), dropOff: scenarioAddress(dropOff ?? {}), stops: (stops ?? []).map(scenarioAddress) };
}

/**
 * The scenario of a special-car order (business type 4).
 *
 * @example specialCarScenario(buildSpecialCarOrder(form, ctx), booker, { paymentTypes: [4, 2], carTypeLevels: [1, 2] }).tripType // form.tripType
 */
export function specialCarScenario(payload: SpecialCarOrderPayload, booker: Booker, offered: Offered): Scenario {
  const { baseData } = payload;
  const scenario: Scenario = {
    businessType: BusinessType.SPECIAL_CAR.value,
    tripType: baseData.tripType,
    orderType: baseData.orderType,
    paymentType: baseData.paymentType,
    offeredPaymentTypes: [...offered.paymentTypes],
    offeredCarTypeLevels: [...offered.carTypeLevels],
    userLevel: booker.userLevel,
    bookerId: booker.userId,
    passengerName: payload.passenger.name,
    ...tripAddresses(payload.boardingAddress, payload.dropOffAddress, payload.stops),
    // The payload keeps only whether a price picture was quoted, which is all the rules read of it.
    picturePriceUrl: baseData.orderQuotationPriceType === OrderQuotationPriceType.PICTURE ? 'price-picture' : null,
    permissions: [...booker.permissions],
    values: specialValues(payload.specialConfigs),
  };
  if (typeof baseData.carTypeLevel === 'number') scenario.carTypeLevel = baseData.carTypeLevel;
  return scenario;
}

/** The trip fields an estimate reads, flat or inside `baseData` (the order's own names). */
export interface EstimateTripFields {
  tripType?: number;
  carTypeLevel?: number;
}

/**
 * A price estimate request (`POST /CsOrder/EstimatePrice`, spec §7, docs/server.md "Tariff"): the
 * order's trip fields, flat or inside `baseData` (which wins), and its addresses by the order's
 * names or the form's (`boardingAddress` / `pickUp`, `dropOffAddress` / `dropOff`).
 */
export interface EstimateRequest extends EstimateTripFields {
  baseData?: EstimateTripFields;
  boardingAddress?: LooseAddress;
  pickUp?: LooseAddress;
  dropOffAddress?: LooseAddress;
  dropOff?: LooseAddress;
  stops?: LooseAddress[];
}

/**
 * The scenario of a price estimate (business type 4), with the car levels offered, so `evaluate`
 * answers whether a price may be asked (`priceReady`, trip errors) and whether the trip type and
 * car level are chosen and offered (`submitErrors`).
 *
 * @example estimateScenario({ baseData: { tripType: 3, carTypeLevel: 2 }, boardingAddress: { city: '上海' } }, [1, 2])
 * // { businessType: 4, pickUp: { city: '上海' }, dropOff: {}, stops: [], offeredCarTypeLevels: [1, 2], tripType: 3, carTypeLevel: 2 }
 */
export function estimateScenario(request: EstimateRequest, offeredCarTypeLevels: readonly number[]): Scenario {
  const scenario: Scenario = {
    businessType: BusinessType.SPECIAL_CAR.value,
    ...tripAddresses(request.boardingAddress ?? request.pickUp, request.dropOffAddress ?? request.dropOff, request.stops),
    offeredCarTypeLevels: [...offeredCarTypeLevels],
  };
  const tripType = request.baseData?.tripType ?? request.tripType;
  const carTypeLevel = request.baseData?.carTypeLevel ?? request.carTypeLevel;
  if (tripType !== undefined) scenario.tripType = tripType;
  if (carTypeLevel !== undefined) scenario.carTypeLevel = carTypeLevel;
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
    ...tripAddresses(payload.boardingAddress, payload.dropOffAddress, payload.stops),
    permissions: [...booker.permissions],
    values: specialValues(payload.specialConfig),
  };
}
