import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkCarCost, fenToYuan, yuanToFen } from './car-costs.ts';
import { checkCarCostBody } from './fleet-bodies.ts';

const CONTEXT = { today: '2026-11-23', fleetLicenses: ['沪A·D1234', '沪A·D5678'] };
const COST = { carLicense: '沪A·D1234', date: '2026-11-20', amount: 356.5 };

describe('a cost of a fleet car', () => {
  it('is kept when the car is the fleet\'s, the day not after today and the amount positive with two decimals', () => {
    expect(checkCarCost(COST, CONTEXT)).toEqual([]);
    expect(checkCarCost({ ...COST, date: '2026-11-23', amount: 0.01 }, CONTEXT)).toEqual([]);
  });

  it('names each refusal at its field with the exact message', () => {
    const messages = (cost: Partial<typeof COST> & { orderId?: string }, orderCar?: string | null) =>
      checkCarCost({ ...COST, ...cost }, { ...CONTEXT, orderCar }).map((e) => [e.path, e.message]);
    expect(messages({ carLicense: '京A·Z8866' })).toEqual([['/carLicense', '车辆 京A·Z8866 不在车队中']]);
    expect(messages({ date: '2026-11-24' })).toEqual([['/date', '费用日期不能晚于今天']]);
    for (const amount of [0, -1, 12.345, 1_000_000.01, Number.NaN]) {
      expect(messages({ amount })).toEqual([['/amount', '金额须大于 0 且不超过 1000000 元，最多两位小数']]);
    }
    expect(messages({ orderId: 'OC1' }, '沪A·D5678')).toEqual([['/orderId', '订单 OC1 不是车辆 沪A·D1234 的自有车订单']]);
  });

  it('a date that does not exist is refused at the boundary', () => {
    const checked = checkCarCostBody({ carLicense: '沪A·D1234', date: '2026-02-30', kind: 1, amount: 10 });
    expect(checked.ok).toBe(false);
    expect(checkCarCostBody({ carLicense: '沪A·D1234', date: '2026-02-28', kind: 6, amount: 10 }).ok).toBe(false);
    expect(checkCarCostBody({ carLicense: '沪A·D1234', date: '2026-02-28', kind: 5, amount: 10, note: '' }).ok).toBe(true);
  });

  it('property: every accepted amount is exact in fen and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (fen) => {
        const yuan = fenToYuan(fen);
        expect(checkCarCost({ ...COST, amount: yuan }, CONTEXT)).toEqual([]);
        expect(yuanToFen(yuan)).toBe(fen);
      }),
    );
  });

  it('property: a day after today is always refused, today or before never for its date', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, 23) + n * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.integer({ min: -800, max: 800 }), (offset) => {
        const refused = checkCarCost({ ...COST, date: day(offset) }, CONTEXT).some((e) => e.code === 'cost.dateInFuture');
        expect(refused).toBe(offset > 0);
      }),
    );
  });
});
