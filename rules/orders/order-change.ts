/**
 * Whether an order may still change (update, cancel; spec §7 `IsCanUpdate`): not in a final status
 * (completed, refused or cancelled, `FINAL_ORDER_STATUSES`), and its boarding time (China time, D7)
 * still ahead. Which change a status allows is `orderTransition`'s (order-status.ts). The specification names the call but not the
 * rule; this is the portal's (docs/rules.md 10.7).
 */
import { parseBoardingTime } from '../model/china-time.ts';
import { failure, success, type CheckResult, type ErrorDefinition } from '../model/issue.ts';
import { FINAL_ORDER_STATUSES } from './order-status.ts';

/** An order in a final status, or whose boarding time has passed (or does not read). */
export const ORDER_NOT_CHANGEABLE = {
  code: 'order.notChangeable',
  message: '订单当前状态不可修改或取消',
} as const satisfies ErrorDefinition;

/** What the rule reads of an order. */
export interface ChangeableOrder {
  status: number;
  /** `YYYY-MM-DD HH:mm`, China time. */
  boardingTime: string;
}

/**
 * The order when it may still change at `now` (epoch ms), else the issue `order.notChangeable`
 * pointing at what stops it (`/status` for a final status, `/boardingTime` otherwise).
 *
 * @example checkOrderChangeable({ status: 9, boardingTime: '2026-11-22 09:00' }, now)
 * // { ok: false, issues: [{ code: 'order.notChangeable', path: '/status', message: '订单当前状态不可修改或取消' }] }
 */
export function checkOrderChangeable<O extends ChangeableOrder>(order: O, now: number): CheckResult<O> {
  const notChangeable = (path: string) => failure<O>({ code: ORDER_NOT_CHANGEABLE.code, path, message: ORDER_NOT_CHANGEABLE.message });
  if (FINAL_ORDER_STATUSES.includes(order.status)) return notChangeable('/status');
  const boarding = parseBoardingTime(order.boardingTime, '/boardingTime');
  if (!boarding.ok || boarding.value <= now) return notChangeable('/boardingTime');
  return success(order);
}
