/**
 * The order routes of one business type (spec §7 "Special-car orders", "Own-car orders"): create,
 * update, detail, list, cancel and whether an order may still change. Both business types share
 * this one factory; what differs (paths, the payload's schema check, the rules' judgement, what is
 * stored, the detail and list shapes, a tariff price) comes in as an `OrderKind`
 * (special-car-orders.ts, own-car-orders.ts). Every create and update is judged by the rules core first.
 * A create with a booking attempt's key stores at most one order per key (order-submissions.ts), and
 * a saved order keeps the attachments it names (order-attachments.ts `tieOrderAttachments`).
 */
import {
  orderTransition,
  type CheckResult,
  type NotificationEvent,
  type PlannedNotification,
  type SpecialConfigEntry,
} from '../../../rules/index.ts';
import type { Endpoint } from '../../shared/index.ts';
import { orderApproval, startApproval } from '../approvals.ts';
import type { UserContext } from '../context.ts';
import type { JudgedOrder, Judgement } from '../order-judgement.ts';
import { canChange, notChangeable, readableOrder, visibleOrder } from '../order-access.ts';
import { tieOrderAttachments } from '../order-attachments.ts';
import { orderBody } from '../order-body.ts';
import { orderListFilter } from '../order-list-filter.ts';
import { createOnce } from '../order-submissions.ts';
import type { ApiRoute } from '../protocol/api-routes.ts';
import { ok, type Answer } from '../protocol/envelope.ts';
import { insertOrder, insertOrderNotifications, listOrders, setOrderStatus, updateOrder, type OrderBusinessType, type OrderRecord } from '../store/orders.ts';
import { inWriteTransaction } from '../store/transactions.ts';

/** Everything in which the order routes of one business type differ from another's. */
export interface OrderKind<P> {
  businessType: OrderBusinessType;
  endpoints: {
    create: Endpoint;
    update: Endpoint;
    detail: Endpoint;
    list: Endpoint;
    cancel: Endpoint;
    canUpdate: Endpoint;
  };
  /** The body against its order schema (rules/config/validate-order.ts); a refused body is a 422 (order-body.ts). */
  checkPayload: (body: unknown) => CheckResult<P>;
  /** The rules core's judgement of the payload (order-judgement.ts); `existingOrderId` is the order being updated. */
  judge: (ctx: UserContext, payload: P, existingOrderId?: string) => Judgement;
  /** The payload as stored: what the session, the rules and the approvers the server resolved decide replaces what the client sent. */
  storedPayload: (ctx: UserContext, payload: P, judged: JudgedOrder) => P;
  boardingTimeOf: (payload: P) => string;
  /** The payload's special config entries (its attachment fields among them). */
  specialConfigsOf: (payload: P) => readonly SpecialConfigEntry[];
  /**
   * What a create or update needs before its write transaction, which is synchronous: the special
   * car's route from the place provider, kept for `priceFenOf` (docs/places.md "Routes and prices").
   */
  prepare?: (ctx: UserContext) => Promise<void>;
  /** The tariff price in fen (null when it cannot be computed); a kind without it is not priced and answers no price. */
  priceFenOf?: (ctx: UserContext, payload: P) => number | null;
  /** The detail answer of spec §3. */
  detailOf: (order: OrderRecord, payload: P) => unknown;
  /** One item of the list answer. */
  summaryOf: (order: OrderRecord, payload: P) => unknown;
  /** The SMS and e-mails an event of the order sends (recorded, not sent; rules/orders/order-notifications.ts); none when absent. */
  notificationsOf?: (payload: P, orderId: string, event: NotificationEvent) => PlannedNotification[];
}

/**
 * The routes of one business type's orders, in the order create, update, detail, list, cancel,
 * may-change.
 *
 * @example
 * export const ownCarOrderRoutes = orderRoutes<OwnCarOrderPayload>({
 *   businessType: OWN_CAR,
 *   endpoints: { create: endpoints.ownOrder.create, ... },
 *   checkPayload: checkOwnCarOrderSchema, judge: judgeOwnCarOrder, storedPayload, boardingTimeOf, detailOf, summaryOf,
 * });
 */
export function orderRoutes<P>(kind: OrderKind<P>): ApiRoute[] {
  const { businessType, endpoints } = kind;
  const payloadOf = (order: OrderRecord) => order.payload as P;

  function record(ctx: UserContext, orderId: string, payload: P, event: NotificationEvent): void {
    const planned = kind.notificationsOf?.(payload, orderId, event) ?? [];
    const at = ctx.deps.now();
    insertOrderNotifications(ctx.deps.db, orderId, ctx.user.enterpriseId, planned.map((n) => ({ ...n, event, createdAt: at })));
  }

  function save(ctx: UserContext, existing: OrderRecord | undefined): Answer {
    const endpoint = existing ? endpoints.update : endpoints.create;
    const shape = orderBody(ctx, `${endpoint.method} ${endpoint.path}`, kind.checkPayload(ctx.body), kind.businessType);
    if (!shape.ok) return shape.answer;
    const judgement = kind.judge(ctx, shape.payload, existing?.orderId);
    if (!judgement.ok) return judgement.answer;
    const { db, now } = ctx.deps;
    const payload = kind.storedPayload(ctx, shape.payload, judgement);
    const priceFen = kind.priceFenOf ? kind.priceFenOf(ctx, payload) : null;
    const change = { status: judgement.status, boardingTime: kind.boardingTimeOf(payload), priceFen, payload };
    let orderId: string;
    if (existing) {
      updateOrder(db, existing.orderId, change, now());
      orderId = existing.orderId;
    } else {
      orderId = insertOrder(db, { ...change, businessType, enterpriseId: ctx.user.enterpriseId, bookerId: ctx.user.userId }, now());
    }
    record(ctx, orderId, payload, existing ? 'update' : 'create');
    // The files the order names are its own now: no longer pruned as untied (docs/security.md 15).
    tieOrderAttachments(ctx, orderId, kind.specialConfigsOf(payload));
    // The first approval messages go with the booking (docs/approvals.md "Approval messages").
    startApproval(ctx.deps, orderId, businessType, existing ? 'update' : 'create');
    const price = priceFen === null ? null : priceFen / 100;
    return ok(kind.priceFenOf ? { orderId, status: change.status, price } : { orderId, status: change.status });
  }

  return [
    // A create or update is judged and stored in one write transaction: what the judgement read
    // (the car's other orders) cannot change before the write it allows (two bookings of one car),
    // and of two creates with one booking attempt's key only the first stores an order.
    {
      endpoint: endpoints.create,
      handle: async (ctx) => {
        await kind.prepare?.(ctx);
        return inWriteTransaction(ctx.deps.db, () => createOnce(ctx, businessType, endpoints.create, () => save(ctx, undefined)));
      },
    },
    {
      endpoint: endpoints.update,
      handle: async (ctx) => {
        await kind.prepare?.(ctx);
        return inWriteTransaction(ctx.deps.db, () => {
          const order = visibleOrder(ctx, businessType);
          return canChange(order, ctx.deps.now()) ? save(ctx, order) : notChangeable();
        });
      },
    },
    {
      endpoint: endpoints.detail,
      handle: (ctx) => {
        // The booker, whoever sees all orders, and the people of its approval chain (order-access.ts).
        const { order, asApprover } = readableOrder(ctx, businessType);
        // The approval chain and history (approvals.ts, docs/approvals.md).
        return ok({ ...(kind.detailOf(order, payloadOf(order)) as object), approval: orderApproval(ctx.deps, order), asApprover });
      },
    },
    {
      endpoint: endpoints.list,
      handle: (ctx) => {
        const page = listOrders(ctx.deps.db, orderListFilter(ctx, businessType));
        return ok({ total: page.total, items: page.items.map((order) => kind.summaryOf(order, payloadOf(order))) });
      },
    },
    {
      // The booker (or whoever sees all orders) cancels: the status table decides (orderTransition,
      // docs/rules.md 10.7), and an order whose boarding time has passed no longer changes.
      endpoint: endpoints.cancel,
      handle: (ctx) =>
        inWriteTransaction(ctx.deps.db, () => {
          const order = visibleOrder(ctx, businessType);
          const next = orderTransition(order.status, businessType, { type: 'cancel' });
          if (!next.ok || !canChange(order, ctx.deps.now())) return notChangeable();
          setOrderStatus(ctx.deps.db, order.orderId, next.value, ctx.deps.now());
          record(ctx, order.orderId, payloadOf(order), 'cancel');
          return ok({ orderId: order.orderId, status: next.value });
        }),
    },
    { endpoint: endpoints.canUpdate, handle: (ctx) => ok(canChange(visibleOrder(ctx, businessType), ctx.deps.now())) },
  ];
}
