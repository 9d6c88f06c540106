/**
 * The price estimate of a special-car booking (`POST /CsOrder/EstimatePrice`, spec §7: "never
 * cached") and its price picture (`/CsOrder/PicturePrice`). Asked only when the rules say the
 * booking is price-ready (spec §5); the server checks the same rules again.
 */
import { isPicturePriced, type EstimateRequest } from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { PicturePriceResult, PriceEstimateResult } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

/**
 * The estimate of a trip (throws `TransportCallError` with the server's message when refused). The
 * booking form draws that message itself (under the address it is about, or above the form), so the
 * transport does not toast it too. `signal` cancels the request on its way (the machine's estimate
 * actor's, aborted when an edit supersedes the estimate): a cancelled estimate is neither retried
 * nor told to the booker (docs/transport.md "Cancelling a call").
 */
export function estimatePrice(transport: Transport, request: EstimateRequest, signal?: AbortSignal): Promise<PriceEstimateResult> {
  return resultOf(transport.call(endpoints.csOrder.estimatePrice, { body: request, suppressBusinessMessage: true, signal }));
}

/**
 * The price picture of a car level and trip type, when the enterprise prices that trip by picture
 * (D5). Only the trip types the rules quote by picture are asked (`isPicturePriced`, the list the
 * server answers by too); any other has no picture without a call.
 */
export function picturePrice(
  transport: Transport,
  request: { enterpriseId: number; carTypeLevel: number; tripType: number; travelTime: string; city: string },
): Promise<PicturePriceResult> {
  if (!isPicturePriced(request.tripType)) return Promise.resolve({ picturePriceUrl: null });
  return resultOf(transport.call(endpoints.csOrder.picturePrice, { body: request }));
}
