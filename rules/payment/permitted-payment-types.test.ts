import { describe, expect, it } from 'vitest';

import { permittedPaymentTypes } from './permitted-payment-types.ts';

describe('permittedPaymentTypes', () => {
  it('keeps the offered types the enterprise permits, in the offered order', () => {
    expect(permittedPaymentTypes([4, 2, 20], [20, 2, 23, 24])).toEqual([2, 20]);
  });
  it('offers nothing the enterprise does not offer, even when permitted', () => {
    expect(permittedPaymentTypes([2], [2, 4, 23])).toEqual([2]);
  });
  it('counts a repeated offer once and never returns more than offered', () => {
    expect(permittedPaymentTypes([2, 2, 20], [2, 20])).toEqual([2, 20]);
    expect(permittedPaymentTypes([4], [])).toEqual([]);
  });
});
