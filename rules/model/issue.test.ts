import { describe, expect, it } from 'vitest';
import { bookingError, errorFamily, ErrorFamily, failure, isJsonPointer, pointer, pointerTokens, success } from './issue.ts';

describe('JSON Pointers (RFC 6901)', () => {
  it.each(['', '/', '/specialConfig/7', '/a~0b/c~1d', '/pickUp/addressType'])('%j is a pointer', (text) => {
    expect(isJsonPointer(text)).toBe(true);
  });
  it.each(['specialFields.7', 'pickUp.addressType', 'stops', '/a~2', '/a~'])('%j is not a pointer', (text) => {
    expect(isJsonPointer(text)).toBe(false);
  });
  it('escapes and reads back tokens', () => {
    expect(pointer('a/b', 'c~d', 0)).toBe('/a~1b/c~0d/0');
    expect(pointerTokens('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(pointerTokens('')).toEqual([]);
  });
});

describe('results and booking errors', () => {
  it('a success has its value and no issues; a failure has its issues', () => {
    expect(success(4.5)).toEqual({ ok: true, value: 4.5, issues: [] });
    const issue = { code: 'time.invalid', path: '/fromTime', message: '时间格式应为 YYYY-MM-DD HH:mm' };
    expect(failure(issue)).toEqual({ ok: false, issues: [issue] });
  });
  it('a booking error has field, message, code and path', () => {
    expect(bookingError({ code: 'trip.roundTripNeedsStop', message: '异地往返行程请先添加中途停靠' }, 'stops', '/additionStopsList')).toEqual({
      field: 'stops',
      message: '异地往返行程请先添加中途停靠',
      code: 'trip.roundTripNeedsStop',
      path: '/additionStopsList',
    });
  });
  it('a code family is the part before the first dot', () => {
    expect(errorFamily('specialConfig.required')).toBe(ErrorFamily.SPECIAL_CONFIG);
    expect(errorFamily('trip.roundTripNeedsStop')).toBe(ErrorFamily.TRIP);
    expect(errorFamily('time.invalid')).toBe(ErrorFamily.TIME);
    expect(errorFamily('nodot')).toBe('nodot');
  });
});
