/**
 * Who may do what with the own fleet (docs/fleet.md "Permissions"): writes need `ownCar.fleet`
 * (484 otherwise, the catalogue's "用户没有该功能权限"); every read and write is of the session's
 * enterprise only, so another enterprise's car, driver or order is simply not found (404).
 */
import { hasPermission, OWN_CAR, refusalText, type CheckResult } from '../../rules/index.ts';
import type { UserContext } from './context.ts';
import { seesAllOrders } from './order-access.ts';
import { httpError, httpErrorAt, RequestRejected, type Answer } from './protocol/envelope.ts';
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

/**
 * The checked body, or a 422 at the first issue's field: its message names the field by the label
 * `schema` gives it (the form's own title) in a sentence, its result names the field for the form
 * (`{ field }`), and the log line has every issue with its pointer (issue 22). Without `schema` the
 * message says only that the content is wrong (a body no portal form sends).
 *
 * @example fleetBody(ctx, 'POST /own/car', checkOwnCarBody(ctx.body), FLEET_SCHEMAS.ownCar) // refused: 422 '车牌号格式不正确', { field: '/carLicense' }
 */
export function fleetBody<T>(ctx: UserContext, where: string, result: CheckResult<T>, schema?: object): T {
  if (result.ok) return result.value;
  const [first] = result.issues;
  ctx.deps.log(`[422] ${where}: 参数错误 / body refused: ${result.issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ')}`);
  const answer: Answer<never> = httpErrorAt(422, refusalText(schema, result.issues), first?.path || '/');
  throw new RequestRejected(answer, `body refused at ${first?.path || '/'}: ${first?.messageEn ?? first?.message ?? ''}`);
}
