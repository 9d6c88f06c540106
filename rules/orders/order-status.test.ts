import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINAL_ORDER_STATUSES,
  OrderStatus,
  orderEventAllowed,
  orderEvents,
  orderStatusAfter,
  orderStatusLabel,
  orderTransition,
  UPDATE_RESTARTS_APPROVAL,
  updateRestartsApproval,
  type OrderEvent,
} from './order-status.ts';

const SPECIAL_CAR = 4;
const OWN_CAR = 5;
const STATUSES: number[] = Object.values(OrderStatus).map((s) => s.value);

const anEvent: fc.Arbitrary<OrderEvent> = fc.oneof(
  fc.record({ type: fc.constant('approve' as const), last: fc.boolean() }),
  fc.constant({ type: 'refuse' as const }),
  fc.record({ type: fc.constant('update' as const), pendingAudit: fc.boolean() }),
  fc.constant({ type: 'cancel' as const }),
  fc.constant({ type: 'assignDriver' as const }),
  fc.constant({ type: 'clearDriver' as const }),
  fc.constant({ type: 'endTrip' as const }),
);

describe('order statuses (docs/rules.md 10.7)', () => {
  it('are 1 待审批, 2 已预订, 3 已派司机, 5 已完成, 8 审批未通过 and 9 已取消', () => {
    expect([1, 2, 3, 5, 8, 9].map(orderStatusLabel)).toEqual(['待审批', '已预订', '已派司机', '已完成', '审批未通过', '已取消']);
    expect(OrderStatus.CANCELLED.value).toBe(9);
  });

  it('labels an unknown status with nothing', () => {
    expect(orderStatusLabel(4)).toBe('');
  });

  it('an accepted order waits for audit when the audit part is visible, else it is booked', () => {
    expect(orderStatusAfter({ audit: { visible: true } })).toBe(1);
    expect(orderStatusAfter({ audit: { visible: false } })).toBe(2);
  });
});

describe('an update that restarts the approval (issue 22 §2)', () => {
  it('warns when the changed order waits for approval, in the sentence the booker reads', () => {
    expect(updateRestartsApproval({ audit: { visible: true } }, true)).toBe(true);
    expect(UPDATE_RESTARTS_APPROVAL).toBe('提交修改后，订单需要重新审批：已有的审批结果不再有效，审批人会重新收到审批通知。');
  });

  it('says nothing for an order booked without approval, nor for an update that changed nothing', () => {
    expect(updateRestartsApproval({ audit: { visible: false } }, true)).toBe(false);
    expect(updateRestartsApproval({ audit: { visible: true } }, false)).toBe(false);
  });

  it('restarts exactly when something changed and the order will wait for approval (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (visible, changed) => {
        const restarts = updateRestartsApproval({ audit: { visible } }, changed);
        expect(restarts).toBe(changed && orderStatusAfter({ audit: { visible } }) === OrderStatus.PENDING_AUDIT.value);
      }),
    );
  });
});

describe('order transitions (docs/rules.md 10.7)', () => {
  it('approval: a step that is not the last keeps the order pending, the last books it; a refusal ends it', () => {
    expect(orderTransition(1, SPECIAL_CAR, { type: 'approve', last: false })).toEqual({ ok: true, value: 1, issues: [] });
    expect(orderTransition(1, OWN_CAR, { type: 'approve', last: true })).toEqual({ ok: true, value: 2, issues: [] });
    expect(orderTransition(1, SPECIAL_CAR, { type: 'refuse' })).toEqual({ ok: true, value: 8, issues: [] });
  });

  it('an own-car order gets a driver, may lose it again, and is ended from there', () => {
    expect(orderTransition(2, OWN_CAR, { type: 'assignDriver' })).toMatchObject({ ok: true, value: 3 });
    expect(orderTransition(3, OWN_CAR, { type: 'clearDriver' })).toMatchObject({ ok: true, value: 2 });
    expect(orderTransition(3, OWN_CAR, { type: 'endTrip' })).toMatchObject({ ok: true, value: 5 });
    expect(orderTransition(2, OWN_CAR, { type: 'endTrip' }).ok).toBe(false);
  });

  it('a special-car order has no driver of ours; it is ended once booked', () => {
    expect(orderTransition(2, SPECIAL_CAR, { type: 'assignDriver' }).ok).toBe(false);
    expect(orderTransition(2, SPECIAL_CAR, { type: 'endTrip' })).toMatchObject({ ok: true, value: 5 });
  });

  it('refuses what the status does not allow with the exact message at /status', () => {
    expect(orderTransition(9, SPECIAL_CAR, { type: 'cancel' })).toEqual({
      ok: false,
      issues: [{ code: 'order.transitionRefused', path: '/status', message: '订单当前状态不允许此操作' }],
    });
    expect(orderTransition(2, SPECIAL_CAR, { type: 'approve', last: true }).ok).toBe(false);
    expect(orderTransition(3, OWN_CAR, { type: 'update', pendingAudit: false }).ok).toBe(false);
  });

  it('offers the actions of a status in a fixed order', () => {
    expect(orderEvents(1, SPECIAL_CAR)).toEqual(['approve', 'refuse', 'update', 'cancel']);
    expect(orderEvents(3, OWN_CAR)).toEqual(['cancel', 'assignDriver', 'clearDriver', 'endTrip']);
    expect(orderEvents(5, OWN_CAR)).toEqual([]);
  });

  it('property: final statuses allow nothing; every allowed event leads to a known status; only cancel reaches 9', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES, 0, 4, 7), fc.constantFrom(SPECIAL_CAR, OWN_CAR, 1), anEvent, (status, businessType, event) => {
        const next = orderTransition(status, businessType, event);
        expect(next.ok).toBe(orderEventAllowed(status, businessType, event.type));
        if (FINAL_ORDER_STATUSES.includes(status) || !STATUSES.includes(status) || businessType === 1) expect(next.ok).toBe(false);
        if (!next.ok) return;
        expect(STATUSES).toContain(next.value);
        expect(next.value === OrderStatus.CANCELLED.value).toBe(event.type === 'cancel');
        expect(orderEvents(status, businessType)).toContain(event.type);
      }),
    );
  });

  it('property: every status is reachable from a new order (1 or 2) by allowed events', () => {
    for (const businessType of [SPECIAL_CAR, OWN_CAR]) {
      const seen = new Set<number>([1, 2]);
      const queue = [1, 2];
      const events: OrderEvent[] = [
        { type: 'approve', last: true }, { type: 'approve', last: false }, { type: 'refuse' }, { type: 'update', pendingAudit: true },
        { type: 'update', pendingAudit: false }, { type: 'cancel' }, { type: 'assignDriver' }, { type: 'clearDriver' }, { type: 'endTrip' },
      ];
      while (queue.length > 0) {
        const status = queue.shift()!;
        for (const event of events) {
          const next = orderTransition(status, businessType, event);
          if (next.ok && !seen.has(next.value)) { seen.add(next.value); queue.push(next.value); }
        }
      }
      const expected = businessType === OWN_CAR ? [1, 2, 3, 5, 8, 9] : [1, 2, 5, 8, 9];
      expect([...seen].sort((a, b) => a - b)).toEqual(expected);
    }
  });
});
