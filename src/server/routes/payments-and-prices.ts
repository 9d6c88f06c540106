/**
 * Payment and price calls (spec §7): payment types, balances, gift cards, recharge amount, price
 * estimate, price picture and the letter of commitment. Prices come from the reference tariff (tariff.ts); whether a price
 * may be asked at all is the rules core's `priceReady`, and which trips have a price picture its
 * `isPicturePriced` (through `quotedPicturePriceUrl`, enterprise-data.ts).
 */
import {
  estimateScenario,
  evaluate,
  formatBoardingTime,
  letterAskedFor,
  parseBoardingTime,
  paymentTypeLabels,
  rechargeAmount,
  SPECIAL_CAR,
  priceBlockers,
  type EstimateRequest,
  type LooseAddress,
  type SpecialCarOrderPayload,
} from '../../../rules/index.ts';
import { checkLetterOfCommitmentRequest, LETTER_REQUEST_SCHEMA } from '../../../rules/payment/letter-body.ts';
import type { UserContext } from '../context.ts';
import { bookablePaymentTypes, letterOfCommitmentOf, offeredCarLevels, quotedPicturePriceUrl } from '../enterprise-data.ts';
import { fleetBody } from '../fleet-access.ts';
import { BusinessError, BadRequestText } from '../messages.ts';
import { visibleOrder } from '../order-access.ts';
import { refusedByRule } from '../order-judgement.ts';
import { placeScopeOf } from '../order-places.ts';
import { placeRoute } from '../places.ts';
import { endpoints } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, refused } from '../protocol/envelope.ts';
import { bodyObject, isJsonObject, optionalNumber, optionalText, requiredNumber, type JsonObject } from '../protocol/params.ts';
import { enterpriseBalanceFen, personalBalanceFen } from '../store/balances.ts';
import { usableGiftCards } from '../store/gift-cards.ts';
import { referenceRows } from '../store/reference.ts';
import { drivenPoints, estimatePrice } from '../tariff.ts';

const personalBalance = (ctx: UserContext) => personalBalanceFen(ctx.deps.db, ctx.user.userId) / 100;
const enterpriseBalance = (ctx: UserContext) => enterpriseBalanceFen(ctx.deps.db, ctx.user.enterpriseId) / 100;

/** An address of the body; each field is checked when it becomes a scenario address (`scenarioAddress`). */
const asAddress = (value: unknown): LooseAddress | undefined => (isJsonObject(value) ? (value as LooseAddress) : undefined);

/** The estimate body as the rules' `EstimateRequest` (docs/server.md "Tariff"): a number that is not one is a 400. */
function estimateRequest(body: JsonObject): EstimateRequest {
  const base = isJsonObject(body.baseData) ? body.baseData : {};
  const request: EstimateRequest = {
    boardingAddress: asAddress(body.boardingAddress),
    pickUp: asAddress(body.pickUp),
    dropOffAddress: asAddress(body.dropOffAddress),
    dropOff: asAddress(body.dropOff),
    stops: Array.isArray(body.stops) ? body.stops.filter(isJsonObject).map((stop) => stop as LooseAddress) : [],
  };
  // baseData wins over the flat fields, as in an order payload.
  const tripType = optionalNumber(base, 'tripType') ?? optionalNumber(body, 'tripType');
  const carTypeLevel = optionalNumber(base, 'carTypeLevel') ?? optionalNumber(body, 'carTypeLevel');
  if (tripType !== undefined) request.tripType = tripType;
  if (carTypeLevel !== undefined) request.carTypeLevel = carTypeLevel;
  return request;
}

/**
 * The China date of a boarding time (`YYYY-MM-DD HH:mm`) or of a date (`YYYY-MM-DD`), or undefined
 * for a text that is neither (a date is checked as its midnight).
 */
function boardingDay(text: string): string | undefined {
  const trimmed = text.trim();
  const time = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed} 00:00` : trimmed;
  return parseBoardingTime(time).ok ? time.slice(0, 10) : undefined;
}

/** The car levels the enterprise offers (`/Driver/CarCategory/ForDropDownList`). */
const offeredLevels = (ctx: UserContext) => offeredCarLevels(ctx.deps.db, ctx.user.enterpriseId).map((c) => c.carTypeLevel);

export const paymentAndPriceRoutes = apiRoutes([
  {
    endpoint: endpoints.csOrder.paymentType,
    handle: (ctx) =>
      ok(bookablePaymentTypes(ctx.deps.db, ctx.user.enterpriseId).map((paymentType) => ({ paymentType, paymentName: paymentTypeLabels[String(paymentType)] ?? '' }))),
  },
  {
    // The session user's bound cards (spec §7 `/Payment/UserCreditCard` with phoneNumber): a phone
    // number other than the user's own is refused (403), never another user's cards.
    endpoint: endpoints.payment.userCreditCard,
    handle: (ctx) => {
      const phoneNumber = optionalText(ctx.params, 'phoneNumber');
      if (phoneNumber !== undefined && phoneNumber !== ctx.user.phoneNumber) return httpError(403);
      return ok(referenceRows(ctx.deps.db, 'creditCard', ctx.user.userId).map(({ userId: _u, ...card }) => card));
    },
  },
  { endpoint: endpoints.user.balance, handle: (ctx) => ok({ balance: personalBalance(ctx) }) },
  { endpoint: endpoints.csOrder.balance, handle: (ctx) => ok({ balance: enterpriseBalance(ctx) }) },
  {
    endpoint: endpoints.csOrder.giftCards,
    handle: (ctx) => {
      const { db, now } = ctx.deps;
      // A card is usable through its expiry date, compared with the boarding date (China time);
      // a boardingTime that is neither a boarding time nor a date is a 400 (issue 7 point 6).
      const boardingTime = optionalText(ctx.params, 'boardingTime');
      const day = boardingTime === undefined ? formatBoardingTime(now()).slice(0, 10) : boardingDay(boardingTime);
      if (day === undefined) return httpError(400, BadRequestText.invalid('boardingTime'));
      const orderId = optionalText(ctx.params, 'orderId');
      const chosen = new Set(
        orderId === undefined
          ? []
          : ((visibleOrder(ctx, SPECIAL_CAR, orderId).payload as SpecialCarOrderPayload).payTypes ?? [])
              .flatMap((p) => p.giftCardList ?? [])
              .filter((card) => card.isSelected)
              .map((card) => card.id),
      );
      const cards = usableGiftCards(db, ctx.user.userId, day);
      return ok(cards.map((c) => ({ id: c.cardId, name: c.name, balance: c.balanceFen / 100, expireDate: c.expireDate, isSelected: chosen.has(c.cardId) })));
    },
  },
  {
    endpoint: endpoints.csOrder.rechargeAmount,
    handle: (ctx) => {
      // The order price of the query, else the stored price of the order.
      const orderId = optionalText(ctx.params, 'orderId');
      let orderPrice = optionalNumber(ctx.params, 'orderPrice');
      if (orderPrice === undefined && orderId !== undefined) {
        const fen = visibleOrder(ctx, SPECIAL_CAR, orderId).priceFen;
        orderPrice = fen === null ? undefined : fen / 100;
      }
      if (orderPrice === undefined) return httpError(400, BadRequestText.missing('orderPrice'));
      const userBalance = optionalNumber(ctx.params, 'userBalance') ?? personalBalance(ctx);
      return ok({ rechargeAmount: rechargeAmount(orderPrice, userBalance), orderPrice, userBalance });
    },
  },
  {
    endpoint: endpoints.csOrder.estimatePrice,
    handle: async (ctx) => {
      // What refuses an estimate is the booking step's price gate (rules/step/blockers.ts priceBlockers), the list the
      // page's machine reads before it asks: a broken trip rule, then the first price input missing (named), then a car
      // level not offered. The first is answered, as the page draws it.
      const request = estimateRequest(bodyObject(ctx.body));
      const scenario = estimateScenario(request, offeredLevels(ctx));
      const [blocker] = priceBlockers(evaluate(ctx.bundle, scenario), 'special-car');
      if (blocker) return refusedByRule(blocker);
      const { tripType, carTypeLevel: level } = scenario;
      // The price gate passes only with both chosen; the check tells the type checker so.
      if (tripType === undefined || level === undefined) return refused(BusinessError.PRICE_NOT_READY);
      // Priced over the places the server resolves (places.ts), never the coordinates of the body.
      const placed = placeRoute(ctx.deps, placeScopeOf(ctx), { pickUp: request.boardingAddress ?? request.pickUp ?? {}, stops: request.stops ?? [], dropOff: request.dropOffAddress ?? request.dropOff ?? {} });
      if (!placed.ok) return refused(placed.refusal);
      // The provider's route, kept so the order created from this estimate is priced the same (route-book.ts).
      const route = await ctx.deps.places.routes.drive(drivenPoints(placed.places, tripType));
      const estimate = estimatePrice({ carTypeLevel: level, tripType, route });
      if (!estimate) return refused(BusinessError.CAR_LEVEL_NOT_OFFERED);
      const { priceFen: _fen, ...result } = estimate;
      return ok({ ...result, carTypeLevel: level, orderPriceConfig: { chargeParkingFee: true, chargeTollsFee: true } });
    },
  },
  {
    endpoint: endpoints.csOrder.picturePrice,
    handle: (ctx) => {
      const source = { ...(isJsonObject(ctx.body) ? ctx.body : {}), ...ctx.params };
      const carTypeLevel = requiredNumber(source, 'carTypeLevel');
      const tripType = requiredNumber(source, 'tripType');
      return ok({ picturePriceUrl: quotedPicturePriceUrl(ctx.deps.db, ctx.user.enterpriseId, tripType, carTypeLevel) });
    },
  },
  {
    // The session's enterprise's letter of commitment (spec §7; rules/payment/letter-of-commitment.ts): the one a
    // booking paying by `paymentType` asks the booker to agree to, or null. The body is checked against its schema
    // (422 otherwise); which enterprise is the session's, so no body reads another enterprise's letter.
    endpoint: endpoints.csOrder.letterOfCommitment,
    handle: (ctx) => {
      const { paymentType } = fleetBody(ctx, 'POST /csorder/letterOfCommitment', checkLetterOfCommitmentRequest(ctx.body), LETTER_REQUEST_SCHEMA);
      const letter = letterOfCommitmentOf(ctx.deps.db, ctx.user.enterpriseId);
      return ok({ letter: paymentType === undefined ? letter : letterAskedFor(paymentType, letter) });
    },
  },
]);
