/** The sign-in forms' checks give the messages yup gave them before (issue 9 §2 took yup out). */
import { describe, expect, it } from 'vitest';
import { activateCheck, codeCheck, newPasswordCheck, passwordLoginCheck, phoneAndCodeCheck } from './schemas.ts';

describe('sign-in form checks', () => {
  it('asks for every empty field, required before the pattern', () => {
    expect(passwordLoginCheck({ phoneNumber: '', password: '' })).toEqual({ phoneNumber: '请输入手机号', password: '请输入密码' });
    expect(phoneAndCodeCheck({ phoneNumber: '   ', code: ' ' })).toEqual({ phoneNumber: '请输入手机号', code: '请输入验证码' });
    expect(newPasswordCheck({ newPassword: '', confirmPassword: '' })).toEqual({ newPassword: '请输入新密码', confirmPassword: '请再次输入新密码' });
  });

  it('checks phone and code trimmed, passwords as typed', () => {
    expect(phoneAndCodeCheck({ phoneNumber: ' 13800000001 ', code: ' 123456 ' })).toEqual({});
    expect(phoneAndCodeCheck({ phoneNumber: '1380000000a', code: '12345' })).toEqual({ phoneNumber: '请输入正确的手机号', code: '请输入6位数字验证码' });
    expect(passwordLoginCheck({ phoneNumber: '13800000001', password: ' ' })).toEqual({});
    expect(codeCheck({ code: '1234567' })).toEqual({ code: '请输入6位数字验证码' });
  });

  it('wants a new password of 8 to 32 with letters and digits, typed the same twice', () => {
    expect(newPasswordCheck({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }).newPassword).toBe('新密码须为 8 到 32 位，且同时包含字母和数字');
    expect(newPasswordCheck({ newPassword: 'abcd1234', confirmPassword: 'abcd12345' })).toEqual({ confirmPassword: '两次输入的密码不一致' });
    expect(activateCheck({ phoneNumber: '13800000001', code: '123456', newPassword: 'abcd1234', confirmPassword: 'abcd1234' })).toEqual({});
  });
});
