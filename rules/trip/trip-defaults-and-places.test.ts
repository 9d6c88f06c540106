import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { booking, blankSpecialCarData, readySpecialCarData } from '../../tests/support/booking-flows.ts';
import { newBookingData } from '../compile/new-booking-data.ts';
import { evaluate } from '../evaluate.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { ServiceType } from '../model/constants.ts';
import type { Scenario } from '../model/scenario.ts';
import { bookingStep } from '../step/booking-step.ts';
import { priceBlockers } from '../step/blockers.ts';
import { checkTrip, ONE_WAY_SERVICE_TYPES, samePlace } from './trip-validation.ts';
import { tripAddressType } from './trip-types.ts';

const HONGQIAO = { addressType: 2, city: '上海', address: '上海虹桥火车站' };

describe('a one-way trip does not end where it starts (docs/rules.md 6.2a)', () => {
  it('is refused at the drop-off address with its message, and no price is asked', () => {
    const scenario: Scenario = { businessType: 4, tripType: 3, carTypeLevel: 1, pickUp: HONGQIAO, dropOff: { ...HONGQIAO, address: ' 上海虹桥火车站 ' }, stops: [] };
    expect(checkTrip(scenario).errors).toEqual([
      { field: 'dropOff.address', path: '/destination/address', code: 'trip.samePickUpAndDropOff', message: '上车地点与下车地点相同，请重新选择下车地点' },
    ]);
    const evaluation = evaluate(booking.bundle, scenario);
    expect(evaluation.priceReady).toBe(false);
    expect(priceBlockers(evaluation, 'special-car').map((e) => e.code)).toEqual(['trip.samePickUpAndDropOff']);
  });

  it('a round trip or a rental may end where it starts; addresses not chosen yet are not the same place', () => {
    expect(checkTrip({ businessType: 4, tripType: 2, pickUp: HONGQIAO, dropOff: HONGQIAO }).errors).toEqual([]);
    expect(checkTrip({ businessType: 4, tripType: 8, pickUp: HONGQIAO, dropOff: HONGQIAO }).errors).toEqual([]);
    expect(samePlace({ city: '上海', address: '' }, { city: '上海', address: '' })).toBe(false);
    expect(checkTrip({ businessType: 5, tripType: 1, pickUp: HONGQIAO, dropOff: HONGQIAO }).errors).toEqual([]);
  });

  it('refused exactly for a one-way type with the same city and address (fast-check)', () => {
    const place = fc.record({ city: fc.constantFrom('', '上海', '苏州'), address: fc.constantFrom('', '虹桥火车站', '浦东机场') });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), place, place, (tripType, pickUp, dropOff) => {
        const refused = checkTrip({ businessType: 4, tripType, pickUp, dropOff, stops: [{ city: '苏州' }] }).errors.some((e) => e.code === 'trip.samePickUpAndDropOff');
        const same = pickUp.address !== '' && pickUp.city !== '' && pickUp.city === dropOff.city && pickUp.address === dropOff.address;
        expect(refused).toBe(ONE_WAY_SERVICE_TYPES.includes(tripType) && same);
      }),
    );
  });
});

describe('addresses follow the trip type (docs/rules.md 6.6, issue 22 §2 "No warnings the booker did not cause")', () => {
  it('a special car’s 同城单程 starts on ordinary addresses; other types on D6’s airport; the own car on ordinary', () => {
    expect(tripAddressType(4, ServiceType.AIRPORT_PICK_UP.value)).toBe(1);
    expect(tripAddressType(4, ServiceType.LOCAL_ONE_WAY.value)).toBe(3);
    expect(tripAddressType(5, 1)).toBe(3);
    const oneWay: EnterpriseBundle = { ...booking.bundle, tripTypeConfigs: [{ businessType: 4, enterpriseServiceTripTypeList: [1, 5], defaultTripTypeConfigValue: 1 }] };
    const data = newBookingData('special-car', oneWay, booking.context, Date.parse('2026-11-23T02:00:00Z'));
    expect([data.tripType, data.pickUp.addressType, data.destination.addressType]).toEqual([1, 3, 3]);
  });

  it('picking 同城单程 on a new booking moves the untouched airports to ordinary addresses, with no warning', () => {
    const opened = bookingStep(booking.bundle, booking.context, { kind: 'special-car', from: 'opened' }, blankSpecialCarData({ tripType: 5 }));
    const local = bookingStep(booking.bundle, booking.context, opened, { ...opened.data, tripType: 1 });
    expect([local.data.pickUp.addressType, local.data.destination.addressType]).toEqual([3, 3]);
    expect(local.resets).toEqual({});
    expect(local.notices).toEqual([]);
    expect(local.errors.filter((e) => e.code.startsWith('trip.localOneWay'))).toEqual([]);
    // And back: untouched, they follow 接机 again.
    const back = bookingStep(booking.bundle, booking.context, local, { ...local.data, tripType: 5 });
    expect([back.data.pickUp.addressType, back.data.destination.addressType]).toEqual([1, 1]);
  });

  it('an airport the booker chose is refused with D6’s message and reset to a railway station, as before', () => {
    const opened = bookingStep(booking.bundle, booking.context, { kind: 'special-car', from: 'opened' }, readySpecialCarData());
    const local = bookingStep(booking.bundle, booking.context, opened, { ...opened.data, tripType: 1 });
    expect(local.data.pickUp.addressType).toBe(2);
    expect(local.resets).toEqual({ '/pickUp': '同城单程上车地址不能选择机场，请重新选择地址' });
  });

  it('a kind the booker picked stays theirs when the trip type changes', () => {
    const opened = bookingStep(booking.bundle, booking.context, { kind: 'special-car', from: 'opened' }, blankSpecialCarData({ tripType: 5 }));
    const picked = bookingStep(booking.bundle, booking.context, opened, { ...opened.data, destination: { ...opened.data.destination, addressType: 2 } });
    const changed = bookingStep(booking.bundle, booking.context, picked, { ...picked.data, tripType: 3 });
    expect(changed.data.destination.addressType).toBe(2);
  });
});
