import { describe, expect, it } from 'vitest';
import { OrderStatus, orderStatusAfter, orderStatusLabel } from './order-status.ts';

describe('order statuses (docs/rules.md 10.7)', () => {
  it('are 1 待审批, 2 已预订 and 9 已取消', () => {
    expect([1, 2, 9].map(orderStatusLabel)).toEqual(['待审批', '已预订', '已取消']);
    expect(OrderStatus.CANCELLED.value).toBe(9);
  });

  it('labels an unknown status with nothing', () => {
    expect(orderStatusLabel(3)).toBe('');
  });

  it('an accepted order waits for audit when the audit part is visible, else it is booked', () => {
    expect(orderStatusAfter({ audit: { visible: true } })).toBe(1);
    expect(orderStatusAfter({ audit: { visible: false } })).toBe(2);
  });
});
