import { describe, expect, it } from 'vitest';
import { reason, renderReasons } from '../model/reasons.ts';
import { orderQuotationPriceType, paymentState } from './payment-options.ts';

describe('paymentState (spec §4, D5)', () => {
  it('forces checkout (4) alone when it is offered', () => {
    expect(paymentState([2, 4, 20], 20, null)).toMatchObject({ options: [4], selected: 4, orderQuotationPriceType: 0 });
  });
  it('checkout wins over a price picture', () => {
    expect(paymentState([2, 4], 2, 'https://img/p.png')).toMatchObject({ options: [4], selected: 4, orderQuotationPriceType: 1 });
  });
  it('keeps only the first offered option with a price picture', () => {
    expect(paymentState([20, 2], 2, 'https://img/p.png')).toMatchObject({ options: [20], selected: 20, orderQuotationPriceType: 1 });
  });
  it('offers everything otherwise and keeps a selection that is still an option', () => {
    expect(paymentState([2, 20, 23], 20, null)).toMatchObject({ options: [2, 20, 23], selected: 20 });
  });
  it('selects the first option when the selection is gone or missing', () => {
    expect(paymentState([2, 20], 24, undefined).selected).toBe(2);
    expect(paymentState([2, 20], undefined, undefined).selected).toBe(2);
  });
  it('offers nothing and selects nothing when nothing is offered', () => {
    expect(paymentState([], 4, null)).toMatchObject({ options: [], selected: null });
  });
  it('says why, as reasons rendered in Chinese with the payment labels', () => {
    const state = paymentState([20, 24, 2], 24, 'https://img/p.png');
    expect(state.because).toEqual([reason('payment.pictureKeepsFirst'), reason('payment.reselected', { paymentType: 24, selectedPaymentType: 20 })]);
    expect(renderReasons(state.because, 'zh')).toEqual(['有价格图片，只保留第一个开放的支付方式', '支付方式「企业账户余额」不可选，已改为「余额」']);
    expect(renderReasons(paymentState([], undefined, null).because, 'zh')).toEqual(['尚未开放任何支付方式']);
    expect(renderReasons(paymentState([2, 20], 2, null).because, 'en')).toEqual(['every offered option']);
  });
  it('counts a repeated offer once', () => {
    expect(paymentState([2, 2, 20], undefined, null).options).toEqual([2, 20]);
  });
  it('treats a blank url as no picture', () => {
    expect(orderQuotationPriceType('  ')).toBe(0);
    expect(orderQuotationPriceType('https://img/p.png')).toBe(1);
    expect(orderQuotationPriceType(null)).toBe(0);
  });
});
