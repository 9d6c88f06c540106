/**
 * The scenario (D2) of the booking data as it stands, so the machines' guards ask `evaluate`.
 *
 * A local adapter until `bookingScenario(kind, data, context)` of `rules/compile/` is on main
 * (issue 8, compile lane): then the machines call that one and this file goes.
 */
import type { OwnCarBookingData, SpecialCarBookingData } from '../../../../rules/compile/contract.ts';
import { BusinessType } from '../../../../rules/model/constants.ts';
import type { Scenario } from '../../../../rules/model/scenario.ts';
import { scenarioAddress } from '../../../../rules/orders/order-scenario.ts';
import type { BookingContext } from './booking-context.ts';

function values(section: SpecialCarBookingData['specialConfig']): NonNullable<Scenario['values']> {
  const out: NonNullable<Scenario['values']> = {};
  for (const [key, value] of Object.entries(section)) if (value !== undefined) out[key] = value;
  return out;
}

/** A chosen code: a positive number, else "not chosen yet" (D2). */
function chosen(code: number | null | undefined): number | undefined {
  return typeof code === 'number' && code > 0 ? code : undefined;
}

function common(booking: BookingContext): Scenario {
  return {
    userLevel: booking.booker.userLevel,
    bookerId: booking.booker.userId,
    permissions: [...booking.booker.permissions],
  };
}

/** The scenario of special-car booking data, with the price when one was given (recharge, D5). */
export function specialCarBookingScenario(data: SpecialCarBookingData, booking: BookingContext, orderPrice?: number): Scenario {
  const scenario: Scenario = {
    ...common(booking),
    businessType: BusinessType.SPECIAL_CAR.value,
    orderType: data.orderType,
    offeredPaymentTypes: [...booking.offered.paymentTypes],
    offeredCarTypeLevels: [...booking.offered.carTypeLevels],
    passengerName: data.passName,
    pickUp: scenarioAddress(data.pickUp),
    dropOff: scenarioAddress(data.destination),
    stops: data.additionStopsList.map(scenarioAddress),
    picturePriceUrl: booking.picturePriceUrl ?? null,
    values: values(data.specialConfig),
  };
  const tripType = chosen(data.tripType);
  const paymentType = chosen(data.paymentType);
  const carTypeLevel = chosen(data.firstCarType);
  if (tripType !== undefined) scenario.tripType = tripType;
  if (paymentType !== undefined) scenario.paymentType = paymentType;
  if (carTypeLevel !== undefined) scenario.carTypeLevel = carTypeLevel;
  if (orderPrice !== undefined) scenario.orderPrice = orderPrice;
  if (booking.userBalance !== undefined) scenario.userBalance = booking.userBalance;
  return scenario;
}

/** The scenario of own-car booking data: its times give the D4 duration. */
export function ownCarBookingScenario(data: OwnCarBookingData, booking: BookingContext): Scenario {
  const scenario: Scenario = {
    ...common(booking),
    businessType: BusinessType.OWN_CAR.value,
    passengerName: data.passName,
    fromTime: data.fromTime,
    toTime: data.toTime,
    pickUp: scenarioAddress(data.pickUp),
    dropOff: scenarioAddress(data.destination),
    stops: data.additionStopsList.map(scenarioAddress),
    values: values(data.specialConfig),
  };
  const tripType = chosen(data.tripType);
  if (tripType !== undefined) scenario.tripType = tripType;
  return scenario;
}
