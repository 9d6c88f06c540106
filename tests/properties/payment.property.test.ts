import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { paymentState } from '../../rules/payment/payment-options.ts';
import { rechargeAmount, toFen } from '../../rules/payment/recharge.ts';
import { paymentTypeArb } from '../arbitraries/bundle.ts';

const offeredArb = fc.array(paymentTypeArb, { minLength: 1, maxLength: 6 });
const urlArb = fc.option(fc.constantFrom('https://img.example/p.png', '', '  '), { nil: null });

test.prop([offeredArb, fc.option(paymentTypeArb, { nil: undefined }), urlArb])(
  'payment options are a non-empty subset of the offered ones, exactly [4] when 4 is offered',
  (offered, selected, url) => {
    const state = paymentState(offered, selected, url);
    expect(state.options.length).toBeGreaterThan(0);
    expect(state.options.every((o) => offered.includes(o))).toBe(true);
    if (offered.includes(4)) expect(state.options).toEqual([4]);
  },
);

test.prop([offeredArb, fc.option(paymentTypeArb, { nil: undefined }), urlArb])(
  'the selected payment is always one of the options, and kept when it still is one',
  (offered, selected, url) => {
    const state = paymentState(offered, selected, url);
    expect(state.options).toContain(state.selected);
    if (selected !== undefined && state.options.includes(selected)) expect(state.selected).toBe(selected);
  },
);

const yuanArb = fc.integer({ min: -1_000_000, max: 10_000_000 }).map((fen) => fen / 100);

test.prop([yuanArb, yuanArb])(
  'recharge is a multiple of 10, at least the amount needed and less than it plus 10',
  (price, balance) => {
    const amount = rechargeAmount(price, balance);
    const neededFen = toFen(price) - toFen(balance);
    expect(Number.isInteger(amount / 10)).toBe(true);
    if (neededFen <= 0) {
      expect(amount).toBe(0);
    } else {
      expect(toFen(amount)).toBeGreaterThanOrEqual(neededFen);
      expect(toFen(amount)).toBeLessThan(neededFen + 1000);
    }
  },
);
