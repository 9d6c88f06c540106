import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { durationHours, formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { instantArb, wholeMinuteArb } from '../../tests/arbitraries/china-time.ts';
import { blankOwnCarData, readySpecialCarData } from '../../tests/support/booking-flows.ts';
import { orderModeOf, ownCarBookingFor, specialCarBookingFor, type OrderMode } from './order-copy.ts';

const at = (text: string) => new Date(text);
const modeArb = fc.constantFrom<OrderMode>('new', 'copy', 'update');
const stop = {
  city: '杭州', landMark: '', address: '杭州东站', name: '', englishName: '', arrivalTime: '2026-01-05 10:00',
  isAirPort: false, airPortName: '', cityCode: '', lat: null, lng: null, remark: '',
};

describe('orderModeOf (spec §2)', () => {
  it('a copies, u updates, anything else is a new order', () => {
    expect(orderModeOf('a')).toBe('copy');
    expect(orderModeOf('u')).toBe('update');
    expect(orderModeOf('A')).toBe('new');
    expect(orderModeOf('')).toBe('new');
    expect(orderModeOf(null)).toBe('new');
    expect(orderModeOf(undefined)).toBe('new');
  });
});

describe('specialCarBookingFor (spec §4, D7)', () => {
  const data = readySpecialCarData({
    travelDateTime: '2026-01-05 09:00',
    isStop: true,
    additionStopsList: [stop],
    mileage: 42.5,
    time: 55,
    priceRemark: '预估',
    priceEnglishRemark: 'Estimate',
  });

  it('copying resets the travel time to the next whole hour plus 3 h and clears the order id', () => {
    const copy = specialCarBookingFor('copy', data, 'CS1', at('2026-11-22T10:20:00+08:00'));
    expect(copy.orderId).toBeNull();
    expect(copy.data.travelDateTime).toBe('2026-11-22 14:00');
    expect(specialCarBookingFor('copy', data, 'CS1', at('2026-11-22T10:00:00+08:00')).data.travelDateTime).toBe('2026-11-22 13:00');
  });

  it('a copy keeps the choices but not the stop times or the old estimate', () => {
    const { data: copy } = specialCarBookingFor('copy', data, 'CS1', at('2026-11-22T10:20:00+08:00'));
    expect(copy).toEqual({
      ...data,
      travelDateTime: '2026-11-22 14:00',
      additionStopsList: [{ ...stop, arrivalTime: '' }],
      mileage: 0,
      time: 0,
      priceRemark: '',
      priceEnglishRemark: '',
    });
  });

  it('copying counts in China time whatever the instant says in UTC', () => {
    // 23:30 in Beijing is 15:30 UTC; the next whole China hour plus 3 h is 03:00 the next day.
    expect(specialCarBookingFor('copy', data, 'CS1', at('2026-11-22T15:30:00Z')).data.travelDateTime).toBe('2026-11-23 03:00');
  });

  it('updating keeps everything and the order id; a new order keeps its data and has no order id', () => {
    expect(specialCarBookingFor('update', data, 'CS1', at('2026-11-22T10:20:00+08:00'))).toEqual({ data, orderId: 'CS1' });
    expect(specialCarBookingFor('new', data, 'CS1', at('2026-11-22T10:20:00+08:00'))).toEqual({ data, orderId: null });
  });

  it('the input is never mutated', () => {
    const before = structuredClone(data);
    specialCarBookingFor('copy', data, 'CS1', Date.now());
    expect(data).toEqual(before);
  });

  test.prop([modeArb, wholeMinuteArb, instantArb, fc.string()])(
    'only a copy changes the time: a copy travels on a whole hour more than 3 h and at most 4 h after now, with no order id',
    (mode, travel, now, orderId) => {
      const before = readySpecialCarData({ travelDateTime: formatBoardingTime(travel) });
      const opened = specialCarBookingFor(mode, before, orderId, now);
      expect(opened.orderId).toBe(mode === 'update' ? orderId : null);
      if (mode !== 'copy') {
        expect(opened.data).toBe(before);
        return;
      }
      const parsed = parseBoardingTime(opened.data.travelDateTime);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.value % 3_600_000).toBe(0);
      expect(parsed.value - now).toBeGreaterThan(3 * 3_600_000 - 60_000);
      expect(parsed.value - now).toBeLessThanOrEqual(4 * 3_600_000);
    },
  );
});

describe('ownCarBookingFor (spec §4, D7)', () => {
  const data = blankOwnCarData({
    fromTime: '2026-01-05 09:00',
    toTime: '2026-01-05 11:30',
    isFixedTime: true,
    fixedEndTime: '2026-01-30',
    weekdays: [1, 3],
    isStop: true,
    additionStopsList: [{ city: '上海', name: '', address: '徐家汇', englishName: '', stopTime: '2026-01-05 10:00', cityCode: '', lat: null, lng: null }],
  });

  it('copying resets the start, keeps the booked length, clears stop times and fixed days', () => {
    const copy = ownCarBookingFor('copy', data, 'OC1', at('2026-11-22T10:20:00+08:00'));
    expect(copy.orderId).toBeNull();
    expect(copy.data).toEqual({
      ...data,
      fromTime: '2026-11-22 14:00',
      toTime: '2026-11-22 16:30',
      additionStopsList: [{ ...data.additionStopsList[0], stopTime: '' }],
      isFixedTime: false,
      fixedEndTime: '',
      weekdays: [],
    });
  });

  it('a copy whose end is no time after its start has no end yet', () => {
    for (const toTime of ['', '2026-01-05 08:00', '2026-01-05 09:00']) {
      expect(ownCarBookingFor('copy', { ...data, toTime }, 'OC1', at('2026-11-22T10:00:00+08:00')).data.toTime).toBe('');
    }
  });

  it('updating keeps both times and the order id', () => {
    expect(ownCarBookingFor('update', data, 'OC1', Date.now())).toEqual({ data, orderId: 'OC1' });
  });

  test.prop([wholeMinuteArb, fc.integer({ min: 1, max: 7 * 24 * 60 }), instantArb])(
    'a copy keeps the length of the booking',
    (from, minutes, now) => {
      const before = { ...data, fromTime: formatBoardingTime(from), toTime: formatBoardingTime(from + minutes * 60_000) };
      const { data: after } = ownCarBookingFor('copy', before, 'OC1', now);
      expect(durationHours(after.fromTime, after.toTime)).toEqual(durationHours(before.fromTime, before.toTime));
    },
  );
});
