/**
 * Order statuses and their transitions. The specification shows none (spec §4 "Order status
 * values and transitions: not shown"); these are the portal's own, shared by the reference server
 * and the pages (docs/rules.md 10.7, docs/orders.md "Order statuses").
 *
 * The machine is a plain table, not an XState machine: an order's status lives in the server's
 * database and one transition is one request, so there is no running actor to hold; the pages ask
 * the same table which actions to offer (`orderEvents`).
 */
import { failure, success, type CheckResult, type ErrorDefinition } from '../model/issue.ts';

export const OrderStatus = {
  PENDING_AUDIT: { value: 1, label: '待审批' },
  BOOKED: { value: 2, label: '已预订' },
  DRIVER_ASSIGNED: { value: 3, label: '已派司机' },
  COMPLETED: { value: 5, label: '已完成' },
  REFUSED: { value: 8, label: '审批未通过' },
  CANCELLED: { value: 9, label: '已取消' },
} as const;

/** A status value of `OrderStatus`. */
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus]['value'];

/** The Chinese label of a status; '' for a status the portal does not know. @example orderStatusLabel(9) // '已取消' */
export function orderStatusLabel(status: number): string {
  return Object.values(OrderStatus).find((s) => s.value === status)?.label ?? '';
}

/**
 * The status of an order the rules accepted: pending audit when the audit part is visible
 * (an approver must approve it, D3), else booked.
 *
 * @example orderStatusAfter(evaluate(bundle, scenario)) // 1 when evaluate(...).audit.visible
 */
export function orderStatusAfter(evaluation: { audit: { visible: boolean } }): number {
  return evaluation.audit.visible ? OrderStatus.PENDING_AUDIT.value : OrderStatus.BOOKED.value;
}

/**
 * What the booker reads before sending an update that starts its order's approval again (issue 22
 * §2): the server begins a new approval round when an updated order waits for approval and its
 * payload changed (docs/approvals.md "Rounds"), so the decisions taken so far no longer count.
 */
export const UPDATE_RESTARTS_APPROVAL = '提交修改后，订单需要重新审批：已有的审批结果不再有效，审批人会重新收到审批通知。';

/**
 * Whether an update restarts its order's approval: the changed order waits for approval
 * (`orderStatusAfter`) and the booker changed something (an unchanged payload keeps its round).
 *
 * @example updateRestartsApproval({ audit: { visible: true } }, true)  // true: warn before sending
 * @example updateRestartsApproval({ audit: { visible: false } }, true) // false: booked at once, no approval
 * @example updateRestartsApproval({ audit: { visible: true } }, false) // false: the round stands
 */
export function updateRestartsApproval(evaluation: { audit: { visible: boolean } }, changed: boolean): boolean {
  return changed && orderStatusAfter(evaluation) === OrderStatus.PENDING_AUDIT.value;
}

/**
 * What can happen to an order:
 * - `approve`: an approver approves; `last` says whether it was the chain's last step (D3).
 * - `refuse`: an approver refuses (ends the chain).
 * - `update`: the booker changes it; the rules judge it again (`pendingAudit`: the audit part is
 *   visible for the changed order).
 * - `cancel`: the booker (or an admin) cancels.
 * - `assignDriver` / `clearDriver`: own car only, the fleet manager sets or clears the driver.
 * - `endTrip`: the trip is ended with its figures (own car: after a driver is assigned; special car:
 *   once booked).
 */
export type OrderEvent =
  | { type: 'approve'; last: boolean }
  | { type: 'refuse' }
  | { type: 'update'; pendingAudit: boolean }
  | { type: 'cancel' }
  | { type: 'assignDriver' }
  | { type: 'clearDriver' }
  | { type: 'endTrip' };

export type OrderEventType = OrderEvent['type'];

/** An event the order's status does not allow. */
export const ORDER_TRANSITION_REFUSED = {
  code: 'order.transitionRefused',
  message: '订单当前状态不允许此操作',
} as const satisfies ErrorDefinition;

const SPECIAL_CAR = 4;
const OWN_CAR = 5;

const { PENDING_AUDIT, BOOKED, DRIVER_ASSIGNED, COMPLETED, REFUSED, CANCELLED } = OrderStatus;

/** From each status, the events allowed, per business type (4 special car, 5 own car). */
const ALLOWED: Readonly<Record<number, Readonly<Record<OrderEventType, readonly number[]>>>> = {
  [PENDING_AUDIT.value]: {
    approve: [SPECIAL_CAR, OWN_CAR],
    refuse: [SPECIAL_CAR, OWN_CAR],
    update: [SPECIAL_CAR, OWN_CAR],
    cancel: [SPECIAL_CAR, OWN_CAR],
    assignDriver: [],
    clearDriver: [],
    endTrip: [],
  },
  [BOOKED.value]: {
    approve: [],
    refuse: [],
    update: [SPECIAL_CAR, OWN_CAR],
    cancel: [SPECIAL_CAR, OWN_CAR],
    assignDriver: [OWN_CAR],
    clearDriver: [],
    endTrip: [SPECIAL_CAR],
  },
  [DRIVER_ASSIGNED.value]: {
    approve: [],
    refuse: [],
    update: [],
    cancel: [OWN_CAR],
    assignDriver: [OWN_CAR],
    clearDriver: [OWN_CAR],
    endTrip: [OWN_CAR],
  },
};

/** The status an allowed event leads to. */
function target(status: number, event: OrderEvent): number {
  switch (event.type) {
    case 'approve':
      return event.last ? BOOKED.value : PENDING_AUDIT.value;
    case 'refuse':
      return REFUSED.value;
    case 'update':
      return event.pendingAudit ? PENDING_AUDIT.value : BOOKED.value;
    case 'cancel':
      return CANCELLED.value;
    case 'assignDriver':
      return DRIVER_ASSIGNED.value;
    case 'clearDriver':
      return BOOKED.value;
    case 'endTrip':
      return COMPLETED.value;
    default:
      return status;
  }
}

/** Whether `event` may happen to an order of `businessType` in `status`. */
export function orderEventAllowed(status: number, businessType: number, type: OrderEventType): boolean {
  return ALLOWED[status]?.[type].includes(businessType) ?? false;
}

/**
 * The events an order allows now, in a fixed order (for the pages' action buttons).
 *
 * @example orderEvents(3, 5) // ['cancel', 'assignDriver', 'clearDriver', 'endTrip']
 */
export function orderEvents(status: number, businessType: number): OrderEventType[] {
  const types: OrderEventType[] = ['approve', 'refuse', 'update', 'cancel', 'assignDriver', 'clearDriver', 'endTrip'];
  return types.filter((type) => orderEventAllowed(status, businessType, type));
}

/**
 * The next status of an order of `businessType` in `status` after `event`, or the issue
 * `order.transitionRefused` at `/status` when the status does not allow it. Completed, refused and
 * cancelled orders are final: they allow nothing.
 *
 * @example orderTransition(1, 4, { type: 'approve', last: true }) // { ok: true, value: 2 }
 * @example orderTransition(9, 4, { type: 'cancel' })
 * // { ok: false, issues: [{ code: 'order.transitionRefused', path: '/status', message: '订单当前状态不允许此操作' }] }
 */
export function orderTransition(status: number, businessType: number, event: OrderEvent): CheckResult<number> {
  if (!orderEventAllowed(status, businessType, event.type)) {
    return failure<number>({ code: ORDER_TRANSITION_REFUSED.code, path: '/status', message: ORDER_TRANSITION_REFUSED.message });
  }
  return success(target(status, event));
}

/** Statuses no event leaves. */
export const FINAL_ORDER_STATUSES: readonly number[] = [COMPLETED.value, REFUSED.value, CANCELLED.value];
