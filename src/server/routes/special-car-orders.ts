/**
 * Special-car orders (spec §7 "Special-car orders"), through the one order-routes factory
 * (orders.ts): what is particular to them is the tariff price and the detail and list shapes.
 */
import { SPECIAL_CAR, checkSpecialCarOrderSchema, serviceTypeLabels, type SpecialCarOrderPayload } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { routePoints } from '../geo.ts';
import { judgeSpecialCarOrder } from '../order-judgement.ts';
import { orderState } from '../order-access.ts';
import type { OrderRecord } from '../store/orders.ts';
import { estimatePrice } from '../tariff.ts';
import { endpoints, type SpecialCarOrderAnswer, type SpecialCarOrderSummary } from '../../shared/index.ts';
import { orderRoutes } from './orders.ts';

/** The tariff price of the order's route in fen, or null when a point cannot be placed. */
function priceFenOf(ctx: UserContext, payload: SpecialCarOrderPayload): number | null {
  const points = routePoints(ctx.deps.db, [payload.boardingAddress, ...(payload.stops ?? []), payload.dropOffAddress]);
  const level = payload.baseData.carTypeLevel;
  if (!points || level === null) return null;
  return estimatePrice({ carTypeLevel: level, tripType: payload.baseData.tripType, points })?.priceFen ?? null;
}

/** The payload as stored: who books is the session's user. */
function storedPayload(ctx: UserContext, payload: SpecialCarOrderPayload): SpecialCarOrderPayload {
  return { ...payload, booker: { ...payload.booker, userId: ctx.user.userId } };
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

function summaryOf(order: OrderRecord, payload: SpecialCarOrderPayload): SpecialCarOrderSummary {
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
  storedPayload,
  boardingTimeOf: (payload) => payload.baseData.boardingTime,
  priceFenOf,
  detailOf,
  summaryOf,
});
