import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { copiedOrderTravelTime } from '../../../rules/index.ts';
import { ownCarFormArb, specialCarFormArb } from '../../../tests/arbitraries/order-form.ts';
import { ownCarForm, specialCarForm } from '../../../tests/server/payloads.ts';
import { copyOwnCarForm, copySpecialCarForm } from './copy-order.ts';

const NOW = new Date('2026-11-22T10:20:00+08:00');
const nowArb = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });

describe('copying an order (spec §2 mode a, §4, D7)', () => {
  it('a copied special-car order travels at the next whole hour plus 3 hours, whatever the original time', () => {
    fc.assert(
      fc.property(specialCarFormArb(1001), nowArb, (form, now) => {
        const copy = copySpecialCarForm(form, now);
        expect(copy.travelDateTime).toBe(copiedOrderTravelTime(now));
        // Everything the booker chose comes along.
        expect({ ...copy, travelDateTime: '', additionStopsList: [], mileage: 0, time: 0, priceRemark: '', priceEnglishRemark: '' }).toEqual({
          ...form,
          travelDateTime: '',
          additionStopsList: [],
          mileage: 0,
          time: 0,
          priceRemark: '',
          priceEnglishRemark: '',
        });
        expect(copy.additionStopsList.map((s) => ({ ...s, arrivalTime: 'x' }))).toEqual(form.additionStopsList.map((s) => ({ ...s, arrivalTime: 'x' })));
      }),
    );
  });

  it('a copied own-car order starts at the next whole hour plus 3 hours and keeps its duration', () => {
    const copy = copyOwnCarForm(ownCarForm({ fromTime: '2026-11-01 09:00', toTime: '2026-11-01 11:30' }), NOW);
    expect(copy.fromTime).toBe('2026-11-22 14:00');
    expect(copy.toTime).toBe('2026-11-22 16:30');
  });

  it('a copied own-car order keeps the booker\'s choices and drops the fixed days', () => {
    fc.assert(
      fc.property(ownCarFormArb(1001), nowArb, (form, now) => {
        const copy = copyOwnCarForm(form, now);
        expect(copy.fromTime).toBe(copiedOrderTravelTime(now));
        expect(copy.isFixedTime).toBe(false);
        expect(copy.weekdays).toEqual([]);
        expect(copy.pickUp).toEqual(form.pickUp);
        expect(copy.specialConfig).toEqual(form.specialConfig);
        expect(copy.passName).toBe(form.passName);
      }),
    );
  });

  it('does not change the order it copies', () => {
    const form = specialCarForm({ travelDateTime: '2026-11-01 09:00' });
    const before = structuredClone(form);
    copySpecialCarForm(form, NOW);
    expect(form).toEqual(before);
  });
});
