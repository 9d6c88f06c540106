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
import type { BookingError } from './model/issue.ts';
import type { Reason } from './model/reasons.ts';
import { scenarioBusinessType } from './model/scenario.ts';
import {
  missingRequiredFields,
  specialConfigsToSubmit,
  specialFieldStates,
  type SpecialFieldState,
  type SubmittedSpecialConfig,
} from './fields/special-fields.ts';
import { checkTrip, type AddressReset } from './trip/trip-validation.ts';
import { checkBookingTimes } from './trip/booking-time-check.ts';
import { checkTripTypeOffered, defaultAddressType, defaultTripType, flightLookupEnabled, tripTypesOffered } from './trip/trip-types.ts';

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
  };
}
