/**
 * Order statuses of the reference server. The specification shows none (spec §4 "Order status
 * values and transitions: not shown"); these are the server's own (docs/server.md "Orders").
 */
export const OrderStatus = {
  PENDING_AUDIT: { value: 1, label: '待审批' },
  BOOKED: { value: 2, label: '已预订' },
  CANCELLED: { value: 9, label: '已取消' },
} as const;

export function orderStatusLabel(status: number): string {
  return Object.values(OrderStatus).find((s) => s.value === status)?.label ?? '';
}
