import { describe, expect, it } from 'vitest';
import { rechargeAmount } from './recharge.ts';

describe('rechargeAmount (spec §9, D5)', () => {
  it.each([
    [120, 100, 20],
    [120.01, 100, 30],
    [100.1, 100, 10],
    [80, 100, 0],
    [100, 100, 0],
    [0.3, 0.1, 10],
    [0.1 + 0.2, 0.3, 0],
    [1234.56, 0, 1240],
  ])('price %d with balance %d needs %d', (price, balance, expected) => {
    expect(rechargeAmount(price, balance)).toBe(expected);
  });
});
