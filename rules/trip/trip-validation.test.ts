import { describe, expect, it } from 'vitest';
import { applyAddressResets, checkTrip } from './trip-validation.ts';

describe('checkTrip (spec §5, D6)', () => {
  it('refuses an airport pickup on a local one-way trip and resets it to a station', () => {
    expect(checkTrip({ businessType: 4, tripType: 1, pickUp: { addressType: 1 } })).toEqual({
      errors: [
        {
          field: 'pickUp.addressType',
          message: '同城单程上车地址不能选择机场，请重新选择地址',
          code: 'trip.localOneWayAirportPickup',
          path: '/pickUp/addressType',
        },
      ],
      resets: [{ field: 'pickUp.addressType', addressType: 2 }],
    });
  });
  it('refuses an airport drop-off on a local one-way trip', () => {
    expect(checkTrip({ businessType: 4, tripType: 1, dropOff: { addressType: 1 } })).toEqual({
      errors: [
        {
          field: 'dropOff.addressType',
          message: '同城单程下车地址不能选择机场，请重新选择地址',
          code: 'trip.localOneWayAirportDropOff',
          path: '/destination/addressType',
        },
      ],
      resets: [{ field: 'dropOff.addressType', addressType: 2 }],
    });
  });
  it('accepts airports on other trip types', () => {
    expect(checkTrip({ businessType: 4, tripType: 5, pickUp: { addressType: 1 }, dropOff: { addressType: 1 } }).errors).toEqual([]);
  });
  it('needs a stop on an intercity round trip', () => {
    expect(checkTrip({ businessType: 4, tripType: 4 }).errors).toEqual([
      { field: 'stops', message: '异地往返行程请先添加中途停靠', code: 'trip.roundTripNeedsStop', path: '/additionStopsList' },
    ]);
    expect(checkTrip({ businessType: 4, tripType: 4, stops: [{ city: '苏州', address: '苏州站' }] }).errors).toEqual([]);
  });
  it('does not apply to own car, whose trip types are region types', () => {
    expect(checkTrip({ businessType: 5, tripType: 1, pickUp: { addressType: 1 } }).errors).toEqual([]);
    expect(checkTrip({ businessType: 5, tripType: 4 }).errors).toEqual([]);
  });
});

describe('applyAddressResets', () => {
  it('returns a new scenario with the reset address types and leaves the input alone', () => {
    const scenario = { businessType: 4 as const, tripType: 1, pickUp: { addressType: 1, city: '上海' } };
    const next = applyAddressResets(scenario, checkTrip(scenario).resets);
    expect(next.pickUp).toEqual({ addressType: 2, city: '上海' });
    expect(scenario.pickUp.addressType).toBe(1);
  });
});
