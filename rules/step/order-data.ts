/**
 * The wire shapes of a booking read as the booking data the step reads, and back (issue 22 §1):
 * the reference server judges a stored or submitted order by the same `bookingStep` the booking
 * page runs, so it turns the order payload into booking data first (the page turns an order's
 * detail into its form the same way: `readSpecialCarOrder` / `readOwnCarOrder`, then the booking
 * data). The price estimate's body is made here from the booking data too, so the page's request
 * and the server's reading of it are one pair (tests/properties/booking-step.property.test.ts).
 */
import { OrderQuotationPriceType } from '../model/constants.ts';
import type { EstimateRequest } from '../orders/order-scenario.ts';
import { readOwnCarOrder, type OwnCarOrderPayload } from '../orders/own-car-order.ts';
import { readSpecialCarOrder, type SpecialCarOrderPayload } from '../orders/special-car-order.ts';
import { ownCarBookingData, specialCarBookingData } from '../compile/booking-data.ts';
import type { OwnCarBookingData, SpecialCarBookingData } from '../compile/contract.ts';

/**
 * A special-car order payload as booking data, its credit card with it (paying by 信用卡 asks for
 * one: the compiled form requires `creditCard` then).
 *
 * @example specialCarOrderData(buildSpecialCarOrder(toSpecialCarForm(bundle, data, context), orderContext), 1001).tripType // data.tripType
 */
export function specialCarOrderData(payload: SpecialCarOrderPayload, enterpriseId: number): SpecialCarBookingData {
  return specialCarBookingData(readSpecialCarOrder(payload, { enterpriseId }));
}

/** An own-car order payload as booking data. */
export function ownCarOrderData(payload: OwnCarOrderPayload): OwnCarBookingData {
  return ownCarBookingData(readOwnCarOrder(payload));
}

/**
 * What a special-car payload says of the price picture: whether one was quoted, which is all the
 * rules read of it (D5); the payload keeps no url.
 */
export function orderPicturePriceUrl(payload: SpecialCarOrderPayload): string | null {
  return payload.baseData.orderQuotationPriceType === OrderQuotationPriceType.PICTURE ? 'price-picture' : null;
}

/**
 * The price estimate body of a special-car booking (`POST /CsOrder/EstimatePrice`): its trip type
 * and car level, its addresses, and its stops when stops are on.
 *
 * @example estimateRequestOf(data) // { baseData: { tripType: 5, carTypeLevel: 2 }, boardingAddress: data.pickUp, dropOffAddress: data.destination, stops: [] }
 */
export function estimateRequestOf(data: SpecialCarBookingData): EstimateRequest & { stops: NonNullable<EstimateRequest['stops']> } {
  return {
    baseData: { ...(data.tripType === undefined ? {} : { tripType: data.tripType }), ...(data.firstCarType === null ? {} : { carTypeLevel: data.firstCarType }) },
    boardingAddress: data.pickUp,
    dropOffAddress: data.destination,
    stops: data.isStop ? data.additionStopsList : [],
  };
}
