import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { durationHours, formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { instantArb, wholeMinuteArb } from '../../tests/arbitraries/china-time.ts';
import { orderModeOf, ownCarBookingFor, specialCarBookingFor, type OrderMode } from './order-copy.ts';

const at = (text: string) => new Date(text);

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
  const data = { travelDateTime: '2026-01-05 09:00', passName: '张三' };

  it('copying resets the travel time to the next whole hour plus 3 h and clears the order id', () => {
    expect(specialCarBookingFor('copy', data, 'CS1', at('2026-11-22T10:20:00+08:00'))).toEqual({
      data: { travelDateTime: '2026-11-22 14:00', passName: '张三' },
      orderId: null,
    });
    expect(specialCarBookingFor('copy', data, 'CS1', at('2026-11-22T10:00:00+08:00')).data.travelDateTime).toBe('2026-11-22 13:00');
  });

  it('copying counts in China time whatever the instant says in UTC', () => {
    // 23:30 in Beijing is 15:30 UTC; the next whole China hour plus 3 h is 03:00 the next day.
    expect(specialCarBookingFor('copy', data, 'CS1', at('2026-11-22T15:30:00Z')).data.travelDateTime).toBe('2026-11-23 03:00');
  });

  it('updating keeps the travel time and the order id', () => {
    expect(specialCarBookingFor('update', data, 'CS1', at('2026-11-22T10:20:00+08:00'))).toEqual({ data, orderId: 'CS1' });
  });

  it('a new order keeps its data and has no order id', () => {
    expect(specialCarBookingFor('new', data, 'CS1', at('2026-11-22T10:20:00+08:00'))).toEqual({ data, orderId: null });
  });

  it('the input is never mutated', () => {
    const frozen = Object.freeze({ ...data });
    specialCarBookingFor('copy', frozen, 'CS1', Date.now());
    expect(frozen.travelDateTime).toBe('2026-01-05 09:00');
  });

  test.prop([fc.constantFrom<OrderMode>('new', 'copy', 'update'), wholeMinuteArb, instantArb, fc.string()])(
    'only a copy changes the time: a copy travels on a whole hour more than 3 h and at most 4 h after now, with no order id',
    (mode, travel, now, orderId) => {
      const before = { travelDateTime: formatBoardingTime(travel) };
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
  const data = { fromTime: '2026-01-05 09:00', toTime: '2026-01-05 11:30' };

  it('copying resets the start and keeps the booked length', () => {
    expect(ownCarBookingFor('copy', data, 'OC1', at('2026-11-22T10:20:00+08:00'))).toEqual({
      data: { fromTime: '2026-11-22 14:00', toTime: '2026-11-22 16:30' },
      orderId: null,
    });
  });

  it('a copy whose end is not a time keeps that end for the booker to correct', () => {
    const opened = ownCarBookingFor('copy', { fromTime: '2026-01-05 09:00', toTime: '' }, 'OC1', at('2026-11-22T10:00:00+08:00'));
    expect(opened.data).toEqual({ fromTime: '2026-11-22 13:00', toTime: '' });
  });

  it('updating keeps both times and the order id', () => {
    expect(ownCarBookingFor('update', data, 'OC1', Date.now())).toEqual({ data, orderId: 'OC1' });
  });

  test.prop([wholeMinuteArb, fc.integer({ min: 0, max: 7 * 24 * 60 }), instantArb])(
    'a copy keeps the length of the booking',
    (from, minutes, now) => {
      const before = { fromTime: formatBoardingTime(from), toTime: formatBoardingTime(from + minutes * 60_000) };
      const { data: after } = ownCarBookingFor('copy', before, 'OC1', now);
      expect(durationHours(after.fromTime, after.toTime)).toEqual(durationHours(before.fromTime, before.toTime));
    },
  );
});
