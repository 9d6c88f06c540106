import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkAccidentProcessState, checkInsuranceDates, insuranceState } from './car-records.ts';

describe('accident handling moves forward only', () => {
  it('待处理 → 处理中 → 已结案; back or to an unknown state is refused with the message', () => {
    expect(checkAccidentProcessState(1, 2)).toEqual([]);
    expect(checkAccidentProcessState(1, 3)).toEqual([]);
    expect(checkAccidentProcessState(3, 2)[0]?.message).toBe('事故处理状态只能向前推进（待处理 → 处理中 → 已结案）');
    expect(checkAccidentProcessState(2, 2)).toHaveLength(1);
    expect(checkAccidentProcessState(1, 9)).toHaveLength(1);
  });
});

describe('insurance expiry', () => {
  it('is expired before today, expiring within the warning days, valid after', () => {
    expect(insuranceState('2026-11-22', '2026-11-23', 30)).toBe('expired');
    expect(insuranceState('2026-11-23', '2026-11-23', 30)).toBe('expiring');
    expect(insuranceState('2026-12-23', '2026-11-23', 30)).toBe('expiring');
    expect(insuranceState('2026-12-24', '2026-11-23', 30)).toBe('valid');
    expect(checkInsuranceDates('2026-01-01', '2026-01-01')[0]?.message).toBe('到期日期须晚于起保日期');
  });
  it('property: the state never goes back as the end date moves later', () => {
    const rank = { expired: 0, expiring: 1, valid: 2 } as const;
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 90 }), (a, b, warn) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        expect(rank[insuranceState(day(early), day(400), warn)]).toBeLessThanOrEqual(rank[insuranceState(day(late), day(400), warn)]);
      }),
    );
  });
});
