import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { giftCardAmount } from './gift-card-amount.ts';
import { toFen } from './recharge.ts';

describe('giftCardAmount (spec §3 ECardAmount / payAmount, payment type 23)', () => {
  it.each([
    [[], undefined, 0],
    [[500], undefined, 500],
    [[200, 50], undefined, 250],
    [[200, 50], 120.5, 120.5],
    [[200, 50], 300, 250],
    [[0.1, 0.2], undefined, 0.3],
    [[80], null, 80],
    [[80], 0, 0],
  ] as const)('cards %j with price %s pay %d', (balances, price, expected) => {
    expect(giftCardAmount(balances, price)).toBe(expected);
  });

  it('property: whole fen, never more than the cards hold nor than the price', () => {
    const yuan = fc.integer({ min: 0, max: 10_000_000 }).map((fen) => fen / 100);
    fc.assert(
      fc.property(fc.array(yuan, { maxLength: 20 }), fc.option(yuan, { nil: undefined }), (balances, price) => {
        const amount = giftCardAmount(balances, price);
        const totalFen = balances.reduce((sum, b) => sum + toFen(b), 0);
        expect(Number.isInteger(toFen(amount))).toBe(true);
        expect(toFen(amount)).toBeLessThanOrEqual(totalFen);
        if (price !== undefined) expect(toFen(amount)).toBeLessThanOrEqual(toFen(price));
        if (price === undefined || toFen(price) >= totalFen) expect(toFen(amount)).toBe(totalFen);
      }),
    );
  });
});
