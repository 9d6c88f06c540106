/**
 * Special-car orders (spec §7 "Special-car orders"): create, update, detail, list, cancel and
 * whether an order may still change. Every create and update is judged by the rules core first.
 */
import { serviceTypeLabels, type SpecialCarOrderPayload } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { routePoints } from '../geo.ts';
import { judgeSpecialCarOrder } from '../order-judgement.ts';
import { canChange, notChangeable, orderState, seesAllOrders, visibleOrder } from '../order-access.ts';
import { OrderStatus } from '../order-status.ts';
import { checkSpecialCarPayload } from '../payload-shape.ts';
import { endpoints, type SpecialCarOrderSaved } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, type Answer } from '../protocol/envelope.ts';
import { bodyObject, optionalNumber, paging } from '../protocol/params.ts';
import { insertOrder, listOrders, setOrderStatus, updateOrder, type OrderRecord } from '../store/orders.ts';
import { estimatePrice } from '../tariff.ts';

const SPECIAL_CAR = 4 as const;

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

function save(ctx: UserContext, existing: OrderRecord | undefined): Answer<SpecialCarOrderSaved> {
  const shape = checkSpecialCarPayload(ctx.body);
  if (!shape.ok) return httpError(422, shape.message);
  const judgement = judgeSpecialCarOrder(ctx, shape.payload);
  if (!judgement.ok) return judgement.answer;
  const { db, now } = ctx.deps;
  const payload = storedPayload(ctx, shape.payload);
  const change = { status: judgement.status, boardingTime: payload.baseData.boardingTime, priceFen: priceFenOf(ctx, payload), payload };
  if (existing) {
    updateOrder(db, existing.orderId, change, now());
    return ok({ orderId: existing.orderId, status: change.status, price: change.priceFen === null ? null : change.priceFen / 100 });
  }
  const orderId = insertOrder(db, { ...change, businessType: SPECIAL_CAR, enterpriseId: ctx.user.enterpriseId, bookerId: ctx.user.userId }, now());
  return ok({ orderId, status: change.status, price: change.priceFen === null ? null : change.priceFen / 100 });
}

/** The detail of spec §3: the payload, its detail extras, and the order's state. */
function detailOf(order: OrderRecord) {
  const payload = order.payload as SpecialCarOrderPayload;
  return {
    ...payload,
    orderExtraDetail: {
      letterOfCommitmentId: payload.letterOfCommitment?.letterOfCommitmentId ?? null,
      isAgreeLetterOfCommitment: Boolean(payload.letterOfCommitment),
    },
    ...orderState(order),
  };
}

function summaryOf(order: OrderRecord) {
  const payload = order.payload as SpecialCarOrderPayload;
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

export const specialCarOrderRoutes = apiRoutes([
  { endpoint: endpoints.csOrder.create, handle: (ctx) => save(ctx, undefined) },
  {
    endpoint: endpoints.csOrder.update,
    handle: (ctx) => {
      const order = visibleOrder(ctx, SPECIAL_CAR);
      return canChange(order, ctx.deps.now()) ? save(ctx, order) : notChangeable();
    },
  },
  { endpoint: endpoints.csOrder.detail, handle: (ctx) => ok(detailOf(visibleOrder(ctx, SPECIAL_CAR))) },
  {
    endpoint: endpoints.csOrder.list,
    handle: (ctx) => {
      const body = bodyObject(ctx.body, true);
      const page = listOrders(ctx.deps.db, {
        businessType: SPECIAL_CAR,
        enterpriseId: ctx.user.enterpriseId,
        bookerId: seesAllOrders(ctx) ? undefined : ctx.user.userId,
        status: optionalNumber(body, 'status'),
        ...paging(body),
      });
      return ok({ total: page.total, items: page.items.map(summaryOf) });
    },
  },
  {
    endpoint: endpoints.csOrder.cancel,
    handle: (ctx) => {
      const order = visibleOrder(ctx, SPECIAL_CAR);
      if (!canChange(order, ctx.deps.now())) return notChangeable();
      setOrderStatus(ctx.deps.db, order.orderId, OrderStatus.CANCELLED.value, ctx.deps.now());
      return ok({ orderId: order.orderId, status: OrderStatus.CANCELLED.value });
    },
  },
  { endpoint: endpoints.csOrder.isCanUpdate, handle: (ctx) => ok(canChange(visibleOrder(ctx, SPECIAL_CAR), ctx.deps.now())) },
]);
