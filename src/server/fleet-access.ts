/**
 * Who may do what with the own fleet (docs/fleet.md "Permissions"): writes need `ownCar.fleet`
 * (484 otherwise, the catalogue's "用户没有该功能权限"); every read and write is of the session's
 * enterprise only, so another enterprise's car, driver or order is simply not found (404).
 */
import { hasPermission, OWN_CAR } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { seesAllOrders } from './order-access.ts';
import { httpError, RequestRejected, type Answer } from './protocol/envelope.ts';
import { orderById, type OrderRecord } from './store/orders.ts';

export const FLEET_PERMISSION = 'ownCar.fleet';

export function isFleetUser(ctx: UserContext): boolean {
  return hasPermission(ctx.user.permissions, FLEET_PERMISSION);
}

/** Throws the 484 refusal unless the user manages the fleet. */
export function requireFleet(ctx: UserContext): void {
  if (!isFleetUser(ctx)) throw new RequestRejected(httpError(484));
}

/**
 * An own-car order of the user's enterprise that the fleet manager dispatches, or that its booker
 * (or an all-orders admin) reads; 404 otherwise. `write` asks for the fleet permission.
 */
export function fleetOrder(ctx: UserContext, orderId: string, write: boolean): OrderRecord {
  const order = orderById(ctx.deps.db, orderId, OWN_CAR);
  if (!order || order.enterpriseId !== ctx.user.enterpriseId) throw new RequestRejected(httpError(404));
  if (write) {
    requireFleet(ctx);
    return order;
  }
  if (seesAllOrders(ctx, OWN_CAR) || order.bookerId === ctx.user.userId) return order;
  throw new RequestRejected(httpError(404));
}

/**
 * The enterprises whose cars the session may see (`POST /own/car/MultiEnterprise`, docs/fleet.md
 * "Several enterprises"): the enterprise list of spec §3 holds the user's own enterprise and the
 * ones below it, but the reference server keeps no enterprise tree, so it is the user's own only.
 * A production backend widens this one function; nothing else decides it.
 */
export function visibleEnterpriseIds(ctx: UserContext): number[] {
  return [ctx.user.enterpriseId];
}

/** The checked body, or a 422 naming the first issue's field and message (logged with every issue). */
export function fleetBody<T>(ctx: UserContext, where: string, result: { ok: true; value: T } | { ok: false; issues: { path: string; message: string; messageEn?: string }[] }): T {
  if (result.ok) return result.value;
  const [first] = result.issues;
  ctx.deps.log(`[422] ${where}: 参数错误 / body refused: ${result.issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ')}`);
  const answer: Answer<never> = httpError(422, `参数错误：${first?.path || '/'} ${first?.message ?? ''}`);
  throw new RequestRejected(answer);
}
