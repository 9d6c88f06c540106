/**
 * Own-car orders (spec §7 "Own-car orders"): create, update, detail, list, cancel and whether an
 * order may still change. Every create and update is judged by the rules core first.
 */
import { checkOwnCarOrderSchema, regionTypeLabels, type OwnCarOrderPayload } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { judgeOwnCarOrder } from '../order-judgement.ts';
import { canChange, notChangeable, orderState, seesAllOrders, visibleOrder } from '../order-access.ts';
import { OrderStatus } from '../order-status.ts';
import { orderBody } from '../order-body.ts';
import type { ApiRoute } from '../protocol/api-routes.ts';
import { ok, type Answer } from '../protocol/envelope.ts';
import { bodyObject, optionalNumber, paging } from '../protocol/params.ts';
import { insertOrder, listOrders, setOrderStatus, updateOrder, type OrderRecord } from '../store/orders.ts';

const OWN_CAR = 5 as const;

function save(ctx: UserContext, existing: OrderRecord | undefined): Answer {
  const shape = orderBody(ctx, existing ? 'POST /own/order/Update' : 'POST /own/order', checkOwnCarOrderSchema(ctx.body));
  if (!shape.ok) return shape.answer;
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

export const ownCarOrderRoutes: ApiRoute[] = [
  { method: 'POST', path: '/own/order', handle: (ctx) => save(ctx, undefined) },
  {
    method: 'POST',
    path: '/own/order/Update',
    handle: (ctx) => {
      const order = visibleOrder(ctx, OWN_CAR);
      return canChange(order, ctx.deps.now()) ? save(ctx, order) : notChangeable();
    },
  },
  { method: 'GET', path: '/own/order/Detail', handle: (ctx) => ok(detailOf(visibleOrder(ctx, OWN_CAR))) },
  {
    method: 'POST',
    path: '/own/order/List',
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
    method: 'POST',
    path: '/own/order/Cancel',
    handle: (ctx) => {
      const order = visibleOrder(ctx, OWN_CAR);
      if (!canChange(order, ctx.deps.now())) return notChangeable();
      setOrderStatus(ctx.deps.db, order.orderId, OrderStatus.CANCELLED.value, ctx.deps.now());
      return ok({ orderId: order.orderId, status: OrderStatus.CANCELLED.value });
    },
  },
  { method: 'GET', path: '/own/order/isCanUpdate', handle: (ctx) => ok(canChange(visibleOrder(ctx, OWN_CAR), ctx.deps.now())) },
];
