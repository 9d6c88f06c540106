/**
 * Arbitraries of the compiled booking forms' data (issue 8 §1): `SpecialCarBookingData` and
 * `OwnCarBookingData` made from submittable order forms (tests/arbitraries/order-form.ts) with a
 * special-config section keyed by the ids of the generated bundles, and the booking context a
 * page holds beside the data.
 */
import { fc } from '@fast-check/vitest';
import { ownCarBookingData, specialCarBookingData, type BookingContext } from '../../rules/index.ts';
import type { OwnCarBookingData, SpecialCarBookingData } from '../../rules/compile/contract.ts';
import { bookerIdArb, paymentTypeArb, smallIntArb, specialValueArb } from './bundle.ts';
import { ownCarFormArb, specialCarFormArb } from './order-form.ts';

/** A special-config section keyed by the ids `bundleArb` draws (1 to 12). */
export const specialConfigDataArb = fc.dictionary(fc.integer({ min: 1, max: 12 }).map(String), specialValueArb, { maxKeys: 12 });

export const bookingContextArb: fc.Arbitrary<BookingContext> = fc.record(
  {
    bookerId: bookerIdArb,
    userLevel: smallIntArb,
    permissions: fc.subarray(['ownCar.holiday', 'order.audit']),
    offeredPaymentTypes: fc.array(paymentTypeArb, { maxLength: 4 }),
    offeredCarTypeLevels: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }),
    picturePriceUrl: fc.option(fc.constantFrom('https://img.example/price.png', ''), { nil: null }),
  },
  { requiredKeys: ['bookerId', 'userLevel', 'permissions'] },
);

export const specialCarDataArb: fc.Arbitrary<SpecialCarBookingData> = fc
  .tuple(specialCarFormArb(1001), specialConfigDataArb)
  .map(([form, specialConfig]) => ({ ...specialCarBookingData(form), specialConfig }));

export const ownCarDataArb: fc.Arbitrary<OwnCarBookingData> = fc
  .tuple(ownCarFormArb(1001), specialConfigDataArb)
  .map(([form, specialConfig]) => ({ ...ownCarBookingData(form), specialConfig }));
