import { describe, expect, it } from 'vitest';
import { priceReadiness } from './price-readiness.ts';
import { checkTrip } from './trip-validation.ts';
import type { Scenario } from '../model/scenario.ts';

const complete: Scenario = {
  businessType: 4,
  carTypeLevel: 2,
  tripType: 5,
  pickUp: { addressType: 1, city: '上海', address: '上海浦东国际机场' },
  dropOff: { addressType: 3, city: '上海', address: '世纪大道100号' },
};
const readiness = (s: Scenario) => priceReadiness(s, checkTrip(s));

describe('priceReadiness (spec §5, D6)', () => {
  it('is ready when car level, trip type and both cities and addresses are there', () => {
    expect(readiness(complete)).toEqual({ ready: true, missing: [] });
  });
  it.each([
    ['carTypeLevel', { carTypeLevel: undefined }],
    ['tripType', { tripType: undefined }],
    ['pickUp.city', { pickUp: { address: 'x' } }],
    ['dropOff.address', { dropOff: { city: '上海', address: '  ' } }],
  ] as const)('is not ready without %s', (missing, change) => {
    expect(readiness({ ...complete, ...change })).toEqual({ ready: false, missing: [missing] });
  });
  it('is not ready while a trip rule is broken (round trip without a stop)', () => {
    expect(readiness({ ...complete, tripType: 4 })).toEqual({ ready: false, missing: [] });
  });
});
