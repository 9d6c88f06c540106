/**
 * The sign-in and password forms' rules, with their Chinese messages (spec §1: the UI
 * speaks Simplified Chinese). Formik validates with these yup schemas.
 */
import { object, ref, string } from 'yup';

import {
  CredentialMessage,
  NEW_PASSWORD_PATTERN,
  PHONE_NUMBER_PATTERN,
  SMS_CODE_PATTERN,
} from '../../../rules/account/account-credentials.ts';

export const MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneInvalid: CredentialMessage.phoneInvalid,
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
  codeInvalid: CredentialMessage.codeInvalid,
  newPasswordRequired: '请输入新密码',
  newPasswordWeak: CredentialMessage.newPasswordWeak,
  confirmRequired: '请再次输入新密码',
  confirmMismatch: '两次输入的密码不一致',
} as const;

export const phoneField = string().trim().required(MESSAGES.phoneRequired).matches(PHONE_NUMBER_PATTERN, MESSAGES.phoneInvalid);
export const codeField = string().trim().required(MESSAGES.codeRequired).matches(SMS_CODE_PATTERN, MESSAGES.codeInvalid);
const newPasswordField = string().required(MESSAGES.newPasswordRequired).matches(NEW_PASSWORD_PATTERN, MESSAGES.newPasswordWeak);
const confirmField = string()
  .required(MESSAGES.confirmRequired)
  .oneOf([ref('newPassword')], MESSAGES.confirmMismatch);

/** Step 1 of the password sign-in. */
export const passwordLoginSchema = object({
  phoneNumber: phoneField,
  password: string().required(MESSAGES.passwordRequired),
});

/** The SMS-code step (after the password, or alone in the 验证码登录 tab). */
export const codeSchema = object({ code: codeField });

/** Sign-in by SMS code alone, and the forgotten-password page: phone and code. */
export const phoneAndCodeSchema = object({ phoneNumber: phoneField, code: codeField });

/** The reset-password page: the new password twice. */
export const newPasswordSchema = object({ newPassword: newPasswordField, confirmPassword: confirmField });

/** The activate-account page: phone, code and the new password twice. */
export const activateSchema = object({
  phoneNumber: phoneField,
  code: codeField,
  newPassword: newPasswordField,
  confirmPassword: confirmField,
});
