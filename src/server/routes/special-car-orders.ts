/**
 * Special-car orders (spec §7 "Special-car orders"), through the one order-routes factory
 * (orders.ts): what is particular to them is the tariff price and the detail and list shapes.
 */
import {
  PaymentType,
  SPECIAL_CAR,
  checkSpecialCarOrderSchema,
  giftCardAmount,
  orderQuotationPriceType,
  serviceTypeLabels,
  type SpecialCarOrderPayload,
} from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { quotedPicturePriceUrl } from '../enterprise-data.ts';
import { withResolvedApprovers } from '../order-approvers.ts';
import { judgeSpecialCarOrder } from '../order-judgement.ts';
import { specialCarOwnIdentity } from '../order-ownership.ts';
import { placedPayload, placeSpecialCarOrder } from '../order-places.ts';
import { orderState } from '../order-access.ts';
import { usableGiftCards } from '../store/gift-cards.ts';
import type { OrderRecord } from '../store/orders.ts';
import { drivenPoints, estimatePrice } from '../tariff.ts';
import { endpoints, type SpecialCarOrderAnswer, type SpecialCarOrderSummary } from '../../shared/index.ts';
import { orderRoutes } from './orders.ts';

/**
 * The tariff price of the order's route in fen (the same function and rounding as the estimate,
 * tariff.ts), over the places the server resolved (order-places.ts), never the payload's
 * coordinates; null without a car level. An address without a place never gets here: the
 * judgement refuses it (order-judgement.ts).
 */
const FEN_PER_YUAN = 100;

function priceFenOf(ctx: UserContext, payload: SpecialCarOrderPayload): number | null {
  const placement = placeSpecialCarOrder(ctx, payload);
  const level = payload.baseData.carTypeLevel;
  if (!placement.ok || level === null) return null;
  const { tripType } = payload.baseData;
  return estimatePrice({ carTypeLevel: level, tripType, route: ctx.deps.places.routes.kept(drivenPoints(placement.places, tripType)) })?.priceFen ?? null;
}

/**
 * The route of the order's places from the place provider, kept for `priceFenOf` (route-book.ts).
 * A body the judgement will refuse prepares nothing; a provider that fails leaves the price to the
 * bundled estimate of the same places (logged), rather than refusing the booking.
 */
async function prepareRoute(ctx: UserContext): Promise<void> {
  const checked = checkSpecialCarOrderSchema(ctx.body);
  if (!checked.ok) return;
  const placement = placeSpecialCarOrder(ctx, checked.value);
  if (!placement.ok) return;
  try {
    await ctx.deps.places.routes.drive(drivenPoints(placement.places, checked.value.baseData.tripType));
  } catch (error) {
    ctx.deps.log(`[places] 路线查询失败，按内置估算计价 / route lookup failed, priced by the bundled estimate: ${(error as Error).message}`);
  }
}

/**
 * The payload with the quotation the server made (D5): `orderQuotationPriceType` is 1 exactly when
 * the server quotes the trip by a price picture (`quotedPicturePriceUrl`), whatever the body said.
 */
function withServerQuotation(ctx: UserContext, payload: SpecialCarOrderPayload): SpecialCarOrderPayload {
  const { tripType, carTypeLevel } = payload.baseData;
  const quotation = orderQuotationPriceType(quotedPicturePriceUrl(ctx.deps.db, ctx.user.enterpriseId, tripType, carTypeLevel));
  return quotation === payload.baseData.orderQuotationPriceType ? payload : { ...payload, baseData: { ...payload.baseData, orderQuotationPriceType: quotation } };
}

/**
 * The payload with the gift-card amount the server made (spec §3 `payTypes[].payAmount`, payment
 * type 23): the balances of the chosen cards as the server holds them, capped at its own price of
 * the order (`giftCardAmount`, the function the form's picker calls); 0 for any other payment type.
 * The cards were checked as the session user's usable ones before (order-ownership.ts).
 */
function withServerGiftCardAmount(ctx: UserContext, payload: SpecialCarOrderPayload): SpecialCarOrderPayload {
  const paysByCard = payload.baseData.paymentType === PaymentType.GIFT_CARD.value;
  const day = payload.baseData.boardingTime.slice(0, 10);
  const balances = paysByCard ? new Map(usableGiftCards(ctx.deps.db, ctx.user.userId, day).map((card) => [card.cardId, card.balanceFen / FEN_PER_YUAN])) : new Map<string, number>();
  const priceFen = paysByCard ? priceFenOf(ctx, payload) : null;
  const amountOf = (cards: SpecialCarOrderPayload['payTypes'][number]['giftCardList']) =>
    paysByCard ? giftCardAmount(cards.flatMap((card) => (card.isSelected && balances.has(card.id) ? [balances.get(card.id)!] : [])), priceFen === null ? null : priceFen / FEN_PER_YUAN) : 0;
  return { ...payload, payTypes: payload.payTypes.map((pay) => ({ ...pay, payAmount: amountOf(pay.giftCardList) })) };
}

/** The detail of spec §3: the payload, its detail extras, and the order's state. */
function detailOf(order: OrderRecord, payload: SpecialCarOrderPayload): SpecialCarOrderAnswer {
  return {
    ...payload,
    orderExtraDetail: {
      letterOfCommitmentId: payload.letterOfCommitment?.letterOfCommitmentId ?? null,
      isAgreeLetterOfCommitment: Boolean(payload.letterOfCommitment),
    },
    ...orderState(order),
  };
}

/** One row of the list (and of the export, order-export.ts). */
export function specialCarOrderSummary(order: OrderRecord, payload: SpecialCarOrderPayload): SpecialCarOrderSummary {
  return {
    ...orderState(order),
    boardingTime: order.boardingTime,
    tripType: payload.baseData.tripType,
    tripTypeName: serviceTypeLabels[String(payload.baseData.tripType)] ?? '',
    carTypeLevel: payload.baseData.carTypeLevel,
    passengerName: payload.passenger.name,
    bookerName: payload.booker.name,
    boardingAddress: payload.boardingAddress.landmark || payload.boardingAddress.address,
    dropOffAddress: payload.dropOffAddress.landmark || payload.dropOffAddress.address,
    costCentre: payload.costCenters[0]?.name ?? '',
  };
}

export const specialCarOrderRoutes = orderRoutes<SpecialCarOrderPayload>({
  businessType: SPECIAL_CAR,
  endpoints: {
    create: endpoints.csOrder.create,
    update: endpoints.csOrder.update,
    detail: endpoints.csOrder.detail,
    list: endpoints.csOrder.list,
    cancel: endpoints.csOrder.cancel,
    canUpdate: endpoints.csOrder.isCanUpdate,
  },
  checkPayload: checkSpecialCarOrderSchema,
  judge: judgeSpecialCarOrder,
  prepare: prepareRoute,
  // Who books and pays, their level and account are the session's (order-ownership.ts); each
  // address carries its place's id and coordinates (order-places.ts); the approvers are the users
  // the server resolved (order-approvers.ts); the quotation and the gift-card amount are the server's (D5, spec §3).
  storedPayload: (ctx, payload, { approvers }) =>
    withResolvedApprovers(
      SPECIAL_CAR,
      specialCarOwnIdentity(ctx, withServerGiftCardAmount(ctx, withServerQuotation(ctx, placedPayload(placeSpecialCarOrder(ctx, payload))))),
      approvers,
    ),
  boardingTimeOf: (payload) => payload.baseData.boardingTime,
  specialConfigsOf: (payload) => payload.specialConfigs,
  priceFenOf,
  detailOf,
  summaryOf: specialCarOrderSummary,
});
