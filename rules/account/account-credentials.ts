/**
 * What sign-in accepts (docs/transport.md "Sign-in"): one rule for the portal's forms and the
 * reference server alike, so a password the form lets through is one the server takes.
 */
import { MAINLAND_MOBILE_PATTERN } from '../model/constants.ts';

/** A new password: 8 to 32 characters with at least one letter and one digit. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,32}$/;
/** SMS verification codes are 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** Sign-in phone numbers are mainland mobile numbers. */
export const PHONE_NUMBER_PATTERN = MAINLAND_MOBILE_PATTERN;

export const CredentialMessage = {
  phoneInvalid: '请输入正确的手机号',
  codeInvalid: '请输入6位数字验证码',
  newPasswordWeak: '新密码须为 8 到 32 位，且同时包含字母和数字',
} as const;

/**
 * @example isAcceptableNewPassword('Demo@2026') // true
 * @example isAcceptableNewPassword('12345678')  // false (no letter)
 */
export function isAcceptableNewPassword(text: string): boolean {
  return NEW_PASSWORD_PATTERN.test(text);
}
