/**
 * Own-car orders (spec §7 "Own-car orders"): create, update, detail, list, cancel and whether an
 * order may still change. Every create and update is judged by the rules core first.
 */
import { regionTypeLabels, type OwnCarOrderPayload } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { judgeOwnCarOrder } from '../order-judgement.ts';
import { canChange, notChangeable, orderState, seesAllOrders, visibleOrder } from '../order-access.ts';
import { OrderStatus } from '../order-status.ts';
import { checkOwnCarPayload } from '../payload-shape.ts';
import { endpoints, type OwnCarOrderSaved } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, type Answer } from '../protocol/envelope.ts';
import { bodyObject, optionalNumber, paging } from '../protocol/params.ts';
import { insertOrder, listOrders, setOrderStatus, updateOrder, type OrderRecord } from '../store/orders.ts';

const OWN_CAR = 5 as const;

function save(ctx: UserContext, existing: OrderRecord | undefined): Answer<OwnCarOrderSaved> {
  const shape = checkOwnCarPayload(ctx.body);
  if (!shape.ok) return httpError(422, shape.message);
  const judgement = judgeOwnCarOrder(ctx, shape.payload);
  if (!judgement.ok) return judgement.answer;
  const { db, now } = ctx.deps;
  // Who books is the session's user; whether it needs approval is what the rules said.
  const payload: OwnCarOrderPayload = { ...shape.payload, bookerId: ctx.user.userId, isNeedAudit: judgement.evaluation.audit.visible };
  const change = { status: judgement.status, boardingTime: payload.boardingTime, priceFen: null, payload };
  if (existing) {
    updateOrder(db, existing.orderId, change, now());
    return ok({ orderId: existing.orderId, status: change.status });
  }
  const orderId = insertOrder(db, { ...change, businessType: OWN_CAR, enterpriseId: ctx.user.enterpriseId, bookerId: ctx.user.userId }, now());
  return ok({ orderId, status: change.status });
}

/** The detail of spec §3: the payload with the approver also flat, and the order's state. */
function detailOf(order: OrderRecord) {
  const payload = order.payload as OwnCarOrderPayload;
  return {
    ...payload,
    auditorPhoneNumber: payload.auditor?.phoneNumber ?? '',
    auditorEmail: payload.auditor?.email ?? '',
    auditorName: payload.auditor?.name ?? '',
    ...orderState(order),
  };
}

function summaryOf(order: OrderRecord) {
  const payload = order.payload as OwnCarOrderPayload;
  return {
    ...orderState(order),
    boardingTime: order.boardingTime,
    dropOffTime: payload.dropOffTime,
    tripType: payload.tripType,
    tripTypeName: regionTypeLabels[String(payload.tripType)] ?? '',
    carLicense: payload.carLicense,
    passengerName: payload.contacts.contacts[0]?.name ?? '',
    bookerName: payload.bookerName,
    boardingAddress: payload.boardingAddress.landmark || payload.boardingAddress.address,
    dropOffAddress: payload.dropOffAddress.landmark || payload.dropOffAddress.address,
  };
}

export const ownCarOrderRoutes = apiRoutes([
  { endpoint: endpoints.ownOrder.create, handle: (ctx) => save(ctx, undefined) },
  {
    endpoint: endpoints.ownOrder.update,
    handle: (ctx) => {
      const order = visibleOrder(ctx, OWN_CAR);
      return canChange(order, ctx.deps.now()) ? save(ctx, order) : notChangeable();
    },
  },
  { endpoint: endpoints.ownOrder.detail, handle: (ctx) => ok(detailOf(visibleOrder(ctx, OWN_CAR))) },
  {
    endpoint: endpoints.ownOrder.list,
    handle: (ctx) => {
      const body = bodyObject(ctx.body, true);
      const page = listOrders(ctx.deps.db, {
        businessType: OWN_CAR,
        enterpriseId: ctx.user.enterpriseId,
        bookerId: seesAllOrders(ctx) ? undefined : ctx.user.userId,
        status: optionalNumber(body, 'status'),
        ...paging(body),
      });
      return ok({ total: page.total, items: page.items.map(summaryOf) });
    },
  },
  {
    endpoint: endpoints.ownOrder.cancel,
    handle: (ctx) => {
      const order = visibleOrder(ctx, OWN_CAR);
      if (!canChange(order, ctx.deps.now())) return notChangeable();
      setOrderStatus(ctx.deps.db, order.orderId, OrderStatus.CANCELLED.value, ctx.deps.now());
      return ok({ orderId: order.orderId, status: OrderStatus.CANCELLED.value });
    },
  },
  { endpoint: endpoints.ownOrder.isCanUpdate, handle: (ctx) => ok(canChange(visibleOrder(ctx, OWN_CAR), ctx.deps.now())) },
]);
