import { describe, expect, it } from 'vitest';
import { bundleWith } from '../../tests/support/builders.ts';
import { checkTripTypeOffered, defaultAddressType, defaultTripType, flightLookupEnabled, tripTypesOffered } from './trip-types.ts';

const bundle = bundleWith({
  tripTypeConfigs: [
    { businessType: 4, enterpriseServiceTripTypeList: [1, 3, 5, 6], defaultTripTypeConfigValue: 5 },
    { businessType: 5, enterpriseServiceTripTypeList: [1, 2, 3, 4], defaultTripTypeConfigValue: 4 },
  ],
});

describe('trip types offered (spec §6, D6)', () => {
  it('offers the business type list', () => expect(tripTypesOffered(bundle, 4, [])).toEqual([1, 3, 5, 6]));
  it('hides the own-car holiday type 4 without the holiday permission', () => {
    expect(tripTypesOffered(bundle, 5, [])).toEqual([1, 2, 3]);
    expect(tripTypesOffered(bundle, 5, ['ownCar.holiday'])).toEqual([1, 2, 3, 4]);
  });
  it('the special-car service type 4 needs no permission', () => {
    expect(tripTypesOffered(bundleWith({ tripTypeConfigs: [{ businessType: 4, enterpriseServiceTripTypeList: [4] }] }), 4, [])).toEqual([4]);
  });
  it('offers nothing without a config', () => expect(tripTypesOffered(bundleWith({}), 4, undefined)).toEqual([]));
  it('defaults to the configured type when offered, else the first offered', () => {
    expect(defaultTripType(bundle, 4, [1, 3, 5, 6])).toBe(5);
    expect(defaultTripType(bundle, 5, [1, 2, 3])).toBe(1);
    expect(defaultTripType(bundle, 5, [])).toBeNull();
  });
});

describe('flight lookup and address defaults (spec §4, §6, D6)', () => {
  it('looks flights up only when config 135 is 1', () => {
    expect(flightLookupEnabled(bundleWith({ configs: [{ configId: 135, configValue: '1' }] }))).toBe(true);
    expect(flightLookupEnabled(bundleWith({ configs: [{ configId: 135, configValue: '0' }] }))).toBe(false);
    expect(flightLookupEnabled(bundleWith({}))).toBe(false);
  });
  it('defaults addresses to airport for special car and ordinary for own car', () => {
    expect(defaultAddressType(4)).toBe(1);
    expect(defaultAddressType(5)).toBe(3);
  });
});

describe('checkTripTypeOffered (docs/rules.md "Trip type offered")', () => {
  it('accepts an offered trip type and a missing one', () => {
    expect(checkTripTypeOffered(bundle, 4, 5, [1, 3, 5, 6])).toEqual([]);
    expect(checkTripTypeOffered(bundle, 4, undefined, [1, 3, 5, 6])).toEqual([]);
  });
  it('says the holiday permission is missing for the own-car holiday type', () => {
    expect(checkTripTypeOffered(bundle, 5, 4, tripTypesOffered(bundle, 5, []))).toEqual([
      { field: 'tripType', message: '您没有休假行程权限，请选择其他行程类型', code: 'trip.holidayNotPermitted', path: '/tripType' },
    ]);
  });
  it('refuses any other type outside the list', () => {
    expect(checkTripTypeOffered(bundle, 4, 2, [1, 3, 5, 6])).toEqual([
      { field: 'tripType', message: '所选行程类型不可用，请重新选择', code: 'trip.typeNotOffered', path: '/tripType' },
    ]);
  });
  it('checks nothing while the enterprise lists no trip types', () => {
    expect(checkTripTypeOffered(bundleWith({}), 4, 2, [])).toEqual([]);
  });
  it('counts a repeated trip type once', () => {
    expect(tripTypesOffered(bundleWith({ tripTypeConfigs: [{ businessType: 4, enterpriseServiceTripTypeList: [1, 1, 3] }] }), 4, [])).toEqual([1, 3]);
  });
});
