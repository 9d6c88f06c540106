/** Trips and addresses (spec §5, D6): trip types offered, address and stop rules, price readiness, booking times. */
export type { AddressReset, TripCheck } from './trip-validation.ts';
export {
  applyAddressResets,
  checkTrip,
  LOCAL_ONE_WAY_AIRPORT_DROP_OFF,
  LOCAL_ONE_WAY_AIRPORT_PICKUP,
  ONE_WAY_SERVICE_TYPES,
  ROUND_TRIP_NEEDS_STOP,
  SAME_PICKUP_AND_DROP_OFF,
  samePlace,
} from './trip-validation.ts';
export type { PriceReadiness } from './price-readiness.ts';
export { priceReadiness } from './price-readiness.ts';
export {
  checkTripTypeOffered,
  defaultAddressType,
  tripAddressType,
  defaultTripType,
  flightLookupEnabled,
  HOLIDAY_NOT_PERMITTED,
  TRIP_TYPE_NOT_OFFERED,
  tripTypesOffered,
} from './trip-types.ts';
export { checkBookingTimes, END_NOT_AFTER_START } from './booking-time-check.ts';
export { BOARDING_TIME_PAST, checkBoardingNotPast } from './boarding-time-past.ts';
export { priceInputsChanged, SPECIAL_CAR_PRICE_INPUTS } from './price-inputs.ts';
export type { BookedTime, CarBusyTime, CarHoldingOrder, FleetCarTimes, RestrictedDate, TripTimes } from './car-availability.ts';
export {
  availableCars,
  BOOKED_BY_ORDER,
  bookedTimeConflictText,
  bookedTimeLabel,
  CAR_ALREADY_BOOKED,
  CAR_NOT_CHOSEN,
  CAR_NOT_IN_FLEET,
  CAR_RESTRICTED,
  carConflict,
  checkCarChoice,
  checkRestrictedDate,
  fleetBookedTimes,
  orderBookedTime,
  orderHoldsCar,
  orderTrip,
  restrictedBookedTimes,
  restrictedReason,
  restrictionFor,
  timesOverlap,
  tripHold,
  tripTimesChanged,
  withRestrictedDays,
} from './car-availability.ts';
