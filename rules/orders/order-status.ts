/**
 * Order statuses. The specification shows none (spec §4 "Order status values and transitions:
 * not shown"); these are the portal's own, shared by the reference server and the forms
 * (docs/rules.md 10.7).
 */
export const OrderStatus = {
  PENDING_AUDIT: { value: 1, label: '待审批' },
  BOOKED: { value: 2, label: '已预订' },
  CANCELLED: { value: 9, label: '已取消' },
} as const;

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
