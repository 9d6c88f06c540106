/**
 * `evaluate(bundle, scenario)`: every rule of a booking as it stands, in one result (D11).
 * The same function answers the portal's forms, the reference server and `booking-rules evaluate`.
 */
import type { EnterpriseBundle } from './model/bundle.ts';
import { OWN_CAR } from './model/constants.ts';
import { evaluateAudit, type AuditState } from './audit/audit-visibility.ts';
import { paymentState } from './payment/payment-options.ts';
import { priceReadiness } from './trip/price-readiness.ts';
import { rechargeAmount } from './payment/recharge.ts';
import type { Scenario } from './model/scenario.ts';
import type { BookingError, ErrorDefinition } from './model/issue.ts';
import { INVALID_TIME } from './model/china-time.ts';
import type { Reason } from './model/reasons.ts';
import { scenarioBusinessType } from './model/scenario.ts';
import {
  missingRequiredFields,
  SPECIAL_CONFIG_REQUIRED,
  specialConfigsToSubmit,
  specialFieldStates,
  type SpecialFieldState,
  type SubmittedSpecialConfig,
} from './fields/special-fields.ts';
import {
  checkTrip,
  LOCAL_ONE_WAY_AIRPORT_DROP_OFF,
  LOCAL_ONE_WAY_AIRPORT_PICKUP,
  ROUND_TRIP_NEEDS_STOP,
  SAME_PICKUP_AND_DROP_OFF,
  type AddressReset,
} from './trip/trip-validation.ts';
import { checkBookingTimes, END_NOT_AFTER_START } from './trip/booking-time-check.ts';
import {
  checkTripTypeOffered,
  defaultAddressType,
  defaultTripType,
  flightLookupEnabled,
  HOLIDAY_NOT_PERMITTED,
  TRIP_TYPE_NOT_OFFERED,
  tripTypesOffered,
} from './trip/trip-types.ts';
import { checkSubmission, SUBMIT_ERRORS } from './orders/order-submission.ts';

/**
 * Every booking error `evaluate` may report, in the order of `errors` and then `submitErrors`:
 * each a code with its message, declared in the rule that reports it (docs/rules.md "Errors and reasons").
 */
export const BOOKING_ERRORS: readonly ErrorDefinition[] = [
  SPECIAL_CONFIG_REQUIRED,
  LOCAL_ONE_WAY_AIRPORT_PICKUP,
  LOCAL_ONE_WAY_AIRPORT_DROP_OFF,
  SAME_PICKUP_AND_DROP_OFF,
  ROUND_TRIP_NEEDS_STOP,
  TRIP_TYPE_NOT_OFFERED,
  HOLIDAY_NOT_PERMITTED,
  INVALID_TIME,
  END_NOT_AFTER_START,
  ...SUBMIT_ERRORS,
];

export interface EvaluationResult {
  businessType: number;
  specialFields: SpecialFieldState[];
  audit: AuditState;
  payment: { options: number[]; selected: number | null; orderQuotationPriceType: number; because: Reason[] };
  tripTypes: number[];
  defaultTripType: number | null;
  defaultAddressType: number;
  flightLookup: boolean;
  priceReady: boolean;
  priceMissing: string[];
  /** Yuan; null while there is no order price. */
  rechargeAmount: number | null;
  addressResets: AddressReset[];
  specialConfigs: SubmittedSpecialConfig[];
  /** `{ field, message, code, path }` each; `path` points into the booking form's data (docs/rules.md "Errors and reasons"). */
  errors: BookingError[];
  /**
   * What a SUBMITTED order breaks beyond `errors` (docs/rules.md 10.6): a choice the form makes or
   * corrects for the booker (a trip type, the payment type D5 selects, an offered car level) that
   * the order has not made. The form in progress never shows these; the server refuses an order
   * with any of `[...errors, ...submitErrors]`. An order may be submitted when both are empty.
   */
  submitErrors: BookingError[];
}

/**
 * Evaluates a schema-valid bundle and scenario. Pure; never throws on valid input.
 *
 * @example
 * evaluate({ enterpriseId: 1 }, { businessType: 4, offeredPaymentTypes: [2, 4] }).payment
 * // { options: [4], selected: 4, orderQuotationPriceType: 0, because: [{ code: 'payment.checkoutOnly', params: { paymentType: 4 } }] }
 */
export function evaluate(bundle: EnterpriseBundle, scenario: Scenario): EvaluationResult {
  const businessType = scenarioBusinessType(scenario);
  const specialFields = specialFieldStates(bundle, scenario);
  const trip = checkTrip(scenario);
  const price = priceReadiness(scenario, trip);
  const tripTypes = tripTypesOffered(bundle, businessType, scenario.permissions);
  const payment = paymentState(scenario.offeredPaymentTypes, scenario.paymentType, scenario.picturePriceUrl);
  // The audit reads the payment type the booking will really use: when payment is forced
  // (checkout offered, or a price picture), that is the forced one (docs/rules.md "Audit after forcing").
  const paid = payment.selected ?? scenario.paymentType;
  return {
    businessType,
    specialFields,
    audit: evaluateAudit(bundle, paid === scenario.paymentType ? scenario : { ...scenario, paymentType: paid }),
    payment,
    tripTypes,
    defaultTripType: defaultTripType(bundle, businessType, tripTypes),
    defaultAddressType: defaultAddressType(businessType),
    // spec §6 gates only the own-car flight lookup; special-car airport addresses always look flights up.
    flightLookup: businessType === OWN_CAR ? flightLookupEnabled(bundle) : true,
    priceReady: price.ready,
    priceMissing: price.missing,
    rechargeAmount:
      scenario.orderPrice === undefined ? null : rechargeAmount(scenario.orderPrice, scenario.userBalance ?? 0),
    addressResets: trip.resets,
    specialConfigs: specialConfigsToSubmit(bundle, scenario, specialFields),
    errors: [
      ...missingRequiredFields(bundle, scenario, specialFields),
      ...trip.errors,
      ...checkTripTypeOffered(bundle, businessType, scenario.tripType, tripTypes),
      ...checkBookingTimes(scenario),
    ],
    submitErrors: checkSubmission(scenario, businessType, payment.options),
  };
}
