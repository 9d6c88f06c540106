import { describe, expect, it } from 'vitest';
import { checkSubmission } from './order-submission.ts';

const complete = { businessType: 4 as const, tripType: 3, paymentType: 4, carTypeLevel: 2, offeredCarTypeLevels: [1, 2, 3] };

describe('checkSubmission: what a submitted order must already have chosen (docs/rules.md 10.6)', () => {
  it('has nothing to say about an order with a trip type, an offered payment type and an offered car level', () => {
    expect(checkSubmission(complete, 4, [4])).toEqual([]);
  });

  it('refuses an order without a trip type, of either business type, with 请选择行程类型', () => {
    const { tripType: _t, ...special } = complete;
    expect(checkSubmission(special, 4, [4])).toEqual([
      { field: 'tripType', message: '请选择行程类型', code: 'trip.typeMissing', path: '/tripType' },
    ]);
    expect(checkSubmission({ businessType: 5 }, 5, [])).toEqual([
      { field: 'tripType', message: '请选择行程类型', code: 'trip.typeMissing', path: '/tripType' },
    ]);
  });

  it('refuses a special-car payment type that is not among the options, a missing one, and any while none is offered', () => {
    const notOffered = { field: 'paymentType', message: '所选付款方式不可用，请重新选择', code: 'payment.notOffered', path: '/paymentType' };
    expect(checkSubmission({ ...complete, paymentType: 2 }, 4, [4])).toEqual([notOffered]);
    const { paymentType: _p, ...withoutPayment } = complete;
    expect(checkSubmission(withoutPayment, 4, [4])).toEqual([notOffered]);
    expect(checkSubmission(complete, 4, [])).toEqual([notOffered]);
  });

  it('refuses a special-car order without a car level, or with one that was not offered, pointing at firstCarType', () => {
    const notOffered = { field: 'carTypeLevel', message: '所选车型不可用，请重新选择', code: 'carLevel.notOffered', path: '/firstCarType' };
    expect(checkSubmission({ ...complete, carTypeLevel: 5 }, 4, [4])).toEqual([notOffered]);
    const { carTypeLevel: _c, ...withoutLevel } = complete;
    expect(checkSubmission(withoutLevel, 4, [4])).toEqual([notOffered]);
    expect(checkSubmission({ ...complete, offeredCarTypeLevels: [] }, 4, [4])).toEqual([notOffered]);
  });

  it('lets any car level pass when the scenario does not say which were offered', () => {
    const { offeredCarTypeLevels: _o, ...unknownOffer } = complete;
    expect(checkSubmission({ ...unknownOffer, carTypeLevel: 5 }, 4, [4])).toEqual([]);
  });

  it('asks an own-car order for its trip type only (no payment, no car level)', () => {
    expect(checkSubmission({ businessType: 5, tripType: 1 }, 5, [])).toEqual([]);
  });

  it('reports in the order trip type, payment, car level', () => {
    expect(checkSubmission({ businessType: 4 }, 4, []).map((e) => e.code)).toEqual(['trip.typeMissing', 'payment.notOffered', 'carLevel.notOffered']);
  });
});
