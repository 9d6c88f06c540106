/** Finding an order the signed-in user may see, and whether it may still change. */
import { checkOrderChangeable, isStepPerson, orderStatusLabel, OWN_CAR } from '../../rules/index.ts';
import { currentChain } from './approvals.ts';
import type { UserContext } from './context.ts';
import { BusinessError } from './messages.ts';
import { httpError, RequestRejected, refused, type Answer } from './protocol/envelope.ts';
import { bodyObject, isJsonObject, optionalText, requiredText } from './protocol/params.ts';
import { chainsOfAllRounds } from './store/approvals.ts';
import { orderById, type OrderBusinessType, type OrderRecord } from './store/orders.ts';

/** Whoever may see every order of the enterprise, not only the ones they booked. */
export const ALL_ORDERS_PERMISSION = 'admin.allOrders';

/** Whoever manages the own fleet (`ownCar.fleet`) sees every own-car order of the enterprise: they dispatch them (docs/fleet.md). */
export function seesAllOrders(ctx: UserContext, businessType?: OrderBusinessType): boolean {
  return ctx.user.permissions.includes(ALL_ORDERS_PERMISSION) || (businessType === OWN_CAR && ctx.user.permissions.includes('ownCar.fleet'));
}

/** The `orderId` of the query, else of the body. */
export function orderIdOf(ctx: UserContext): string {
  const fromQuery = optionalText(ctx.params, 'orderId');
  if (fromQuery !== undefined) return fromQuery;
  return requiredText(isJsonObject(ctx.body) ? bodyObject(ctx.body) : {}, 'orderId');
}

/** The order, when it exists in the user's enterprise and the user booked it or sees all orders; else a 404 is thrown. */
export function visibleOrder(ctx: UserContext, businessType: OrderBusinessType, orderId = orderIdOf(ctx)): OrderRecord {
  const order = orderById(ctx.deps.db, orderId, businessType);
  const visible = order && order.enterpriseId === ctx.user.enterpriseId && (order.bookerId === ctx.user.userId || seesAllOrders(ctx, businessType));
  if (!order || !visible) throw new RequestRejected(httpError(404));
  return order;
}

/**
 * An order the user may read (its detail): one he may see (`visibleOrder`), or one of his enterprise
 * whose approval chain, in this round or an earlier one, names him (his phone or e-mail on a step,
 * `isStepPerson`): an approver reads the order he is asked to decide (issue 21 §1, docs/approvals.md
 * "Who reads an order"). `asApprover` says he reads it only as such: the booker's actions are not his.
 * Anyone else gets the same 404 as for an order that does not exist.
 */
export function readableOrder(ctx: UserContext, businessType: OrderBusinessType, orderId = orderIdOf(ctx)): { order: OrderRecord; asApprover: boolean } {
  const order = orderById(ctx.deps.db, orderId, businessType);
  if (!order || order.enterpriseId !== ctx.user.enterpriseId) throw new RequestRejected(httpError(404));
  if (order.bookerId === ctx.user.userId || seesAllOrders(ctx, businessType)) return { order, asApprover: false };
  // The current round is made first when the order changed since it was last looked at.
  currentChain(ctx.deps, order);
  const who = { phone: ctx.user.phoneNumber, email: ctx.user.profile.email ?? '' };
  const onChain = chainsOfAllRounds(ctx.deps.db, order.orderId).some((chain) => chain.some((step) => isStepPerson(step, who)));
  if (!onChain) throw new RequestRejected(httpError(404));
  return { order, asApprover: true };
}

/** Whether an order may still change: the rules decide (`checkOrderChangeable`, docs/rules.md 10.7). */
export function canChange(order: OrderRecord, now: number): boolean {
  return checkOrderChangeable(order, now).ok;
}

export function notChangeable(): Answer<never> {
  return refused(BusinessError.ORDER_NOT_CHANGEABLE);
}

/** What every order answer carries beside its payload. */
export function orderState(order: OrderRecord) {
  return {
    orderId: order.orderId,
    status: order.status,
    statusName: orderStatusLabel(order.status),
    price: order.priceFen === null ? null : order.priceFen / 100,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
