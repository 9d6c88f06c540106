import { describe, expect, it } from 'vitest';
import { isAcceptableNewPassword, PHONE_NUMBER_PATTERN, SMS_CODE_PATTERN } from './account-credentials.ts';

describe('sign-in credentials', () => {
  it.each([
    ['Demo@2026', true],
    ['abcd1234', true],
    ['abc123', false],
    ['12345678', false],
    ['abcdefgh', false],
    [`a1${'x'.repeat(30)}`, true],
    [`a1${'x'.repeat(31)}`, false],
  ])('new password %s is %s', (text, ok) => expect(isAcceptableNewPassword(text)).toBe(ok));
  it('takes mainland mobile numbers and 6-digit codes', () => {
    expect(PHONE_NUMBER_PATTERN.test('13800000001')).toBe(true);
    expect(PHONE_NUMBER_PATTERN.test('23800000001')).toBe(false);
    expect(SMS_CODE_PATTERN.test('123456')).toBe(true);
    expect(SMS_CODE_PATTERN.test('12345')).toBe(false);
  });
});
