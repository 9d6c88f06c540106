import { describe, expect, it, vi } from 'vitest';

import type { StoredOrder } from '../../../../rules/index.ts';
import { copyOfOrders, decodeOrders } from './impact-messages.ts';

const ORDERS: StoredOrder[] = [
  { orderId: 'S1', businessType: 4, bookerId: 'u-1', userLevel: 0, payload: { booker: { name: '王小明' }, baseData: { boardingTime: '2026-12-01 09:00' } } },
  { orderId: 'O1', businessType: 5, payload: { bookerName: '李雷', boardingTime: '2026-12-02 08:30' } },
];

describe('the stored orders to the diff worker as bytes (issue 24 §4)', () => {
  it('each run gets its own copy of the bytes, decoded to the same orders', () => {
    const a = copyOfOrders(ORDERS);
    const b = copyOfOrders(ORDERS);
    expect(a).not.toBe(b);
    expect(decodeOrders(a)).toEqual(ORDERS);
    expect(decodeOrders(b)).toEqual(ORDERS);
  });

  it('a list is encoded once, however many runs it is copied for', () => {
    const list = structuredClone(ORDERS);
    const stringify = vi.spyOn(JSON, 'stringify');
    for (let run = 0; run < 5; run += 1) copyOfOrders(list);
    expect(stringify.mock.calls.filter(([value]) => value === list)).toHaveLength(1);
    stringify.mockRestore();
  });
});
