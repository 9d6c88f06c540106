/**
 * Payment and price calls (spec §7): payment types, balances, gift cards, recharge amount, price
 * estimate and price picture. Prices come from the reference tariff (tariff.ts); whether a price
 * may be asked at all is the rules core's `priceReady`.
 */
import {
  ErrorFamily,
  errorFamily,
  evaluate,
  formatBoardingTime,
  paymentTypeLabels,
  rechargeAmount,
  ServiceType,
  SPECIAL_CAR,
  type Scenario,
  type SpecialCarOrderPayload,
  scenarioAddress,
} from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { offeredCarLevels, offeredPaymentTypes } from '../enterprise-data.ts';
import { routePoints } from '../geo.ts';
import { BusinessError, BadRequestText } from '../messages.ts';
import { visibleOrder } from '../order-access.ts';
import { endpoints } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, refused } from '../protocol/envelope.ts';
import { bodyObject, isJsonObject, optionalNumber, optionalText, requiredNumber, type JsonObject } from '../protocol/params.ts';
import { enterpriseBalanceFen, personalBalanceFen } from '../store/balances.ts';
import { usableGiftCards } from '../store/gift-cards.ts';
import { estimatePrice } from '../tariff.ts';

/** Trip types priced by a price picture instead of the tariff (docs/server.md "Price pictures"). */
export const PICTURE_PRICED_TRIP_TYPES: readonly number[] = [ServiceType.HALF_DAY.value, ServiceType.FULL_DAY.value];

const personalBalance = (ctx: UserContext) => personalBalanceFen(ctx.deps.db, ctx.user.userId) / 100;
const enterpriseBalance = (ctx: UserContext) => enterpriseBalanceFen(ctx.deps.db, ctx.user.enterpriseId) / 100;

const asAddress = (value: unknown) => (isJsonObject(value) ? value : {});
const asList = (value: unknown) => (Array.isArray(value) ? value.filter(isJsonObject) : []);

/** The estimate request (docs/server.md): the order's trip fields, flat or inside `baseData`. */
function estimateScenario(body: JsonObject): Scenario {
  const base = isJsonObject(body.baseData) ? { ...body, ...body.baseData } : body;
  const scenario: Scenario = {
    businessType: SPECIAL_CAR,
    pickUp: scenarioAddress(asAddress(body.boardingAddress ?? body.pickUp)),
    dropOff: scenarioAddress(asAddress(body.dropOffAddress ?? body.dropOff)),
    stops: asList(body.stops).map((s) => scenarioAddress(s)),
  };
  const tripType = optionalNumber(base, 'tripType');
  const carTypeLevel = optionalNumber(base, 'carTypeLevel');
  if (tripType !== undefined) scenario.tripType = tripType;
  if (carTypeLevel !== undefined) scenario.carTypeLevel = carTypeLevel;
  return scenario;
}

export const paymentAndPriceRoutes = apiRoutes([
  {
    endpoint: endpoints.csOrder.paymentType,
    handle: (ctx) =>
      ok(offeredPaymentTypes(ctx.deps.db, ctx.user.enterpriseId).map((paymentType) => ({ paymentType, paymentName: paymentTypeLabels[String(paymentType)] ?? '' }))),
  },
  { endpoint: endpoints.user.balance, handle: (ctx) => ok({ balance: personalBalance(ctx) }) },
  { endpoint: endpoints.csOrder.balance, handle: (ctx) => ok({ balance: enterpriseBalance(ctx) }) },
  {
    endpoint: endpoints.csOrder.giftCards,
    handle: (ctx) => {
      const { db, now } = ctx.deps;
      // A card is usable through its expiry date, compared with the boarding date (China time).
      const day = (optionalText(ctx.params, 'boardingTime') ?? formatBoardingTime(now())).slice(0, 10);
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
    handle: (ctx) => {
      const body = bodyObject(ctx.body);
      const scenario = estimateScenario(body);
      const evaluation = evaluate(ctx.bundle, scenario);
      const tripError = evaluation.errors.find((e) => errorFamily(e.code) !== ErrorFamily.SPECIAL_CONFIG);
      if (tripError) return refused(BusinessError.ORDER_REFUSED, tripError.message);
      if (!evaluation.priceReady) return refused(BusinessError.PRICE_NOT_READY);
      if (scenario.tripType === undefined) return refused(BusinessError.TRIP_TYPE_MISSING);
      const level = scenario.carTypeLevel;
      if (!offeredCarLevels(ctx.deps.db, ctx.user.enterpriseId).some((c) => c.carTypeLevel === level)) return refused(BusinessError.CAR_LEVEL_NOT_OFFERED);
      const points = routePoints(ctx.deps.db, [scenario.pickUp ?? {}, ...(scenario.stops ?? []), scenario.dropOff ?? {}]);
      if (!points) return httpError(400, BadRequestText.invalid('lat/lng'));
      const estimate = level === undefined ? undefined : estimatePrice({ carTypeLevel: level, tripType: scenario.tripType, points });
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
      if (!PICTURE_PRICED_TRIP_TYPES.includes(tripType) || !offeredCarLevels(ctx.deps.db, ctx.user.enterpriseId).some((c) => c.carTypeLevel === carTypeLevel)) {
        return ok({ picturePriceUrl: null });
      }
      return ok({ picturePriceUrl: `/price-pictures/${carTypeLevel}-${tripType}.svg` });
    },
  },
]);
