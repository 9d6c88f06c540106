import { describe, expect, it } from 'vitest';
import { parseBoardingTime } from '../model/china-time.ts';
import { checkOrderChangeable } from './order-change.ts';

const instant = (text: string) => {
  const parsed = parseBoardingTime(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const now = instant('2026-11-22 09:00');

describe('checkOrderChangeable (docs/rules.md 10.7)', () => {
  it('an order booked for later that is not cancelled may change', () => {
    const order = { status: 2, boardingTime: '2026-11-22 09:01' };
    expect(checkOrderChangeable(order, now)).toEqual({ ok: true, value: order, issues: [] });
  });

  it('a completed, refused or cancelled order may not change, whenever it boards: 订单当前状态不可修改或取消', () => {
    for (const status of [5, 8, 9]) {
      expect(checkOrderChangeable({ status, boardingTime: '2030-01-01 09:00' }, now)).toEqual({
        ok: false,
        issues: [{ code: 'order.notChangeable', path: '/status', message: '订单当前状态不可修改或取消' }],
      });
    }
  });

  it('an order whose boarding time has come (China time) may not change', () => {
    for (const boardingTime of ['2026-11-22 09:00', '2026-11-21 23:59']) {
      expect(checkOrderChangeable({ status: 1, boardingTime }, now)).toEqual({
        ok: false,
        issues: [{ code: 'order.notChangeable', path: '/boardingTime', message: '订单当前状态不可修改或取消' }],
      });
    }
  });

  it('an order whose boarding time does not read may not change', () => {
    expect(checkOrderChangeable({ status: 2, boardingTime: '2026-02-30 09:00' }, now).ok).toBe(false);
  });
});
