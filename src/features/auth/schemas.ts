/**
 * The sign-in and password forms' rules, with their Chinese messages (spec §1: the UI
 * speaks Simplified Chinese). Each form checks its values with one of these (`useSignInForm`);
 * a field's message is the first rule it breaks: required first, then the pattern. Phone and
 * code are checked trimmed (a space typed around them is not an error), passwords as typed.
 * Plain functions rather than a schema library: the sign-in pages load before anything else
 * and yup + Formik weighed 24 KB gzip of the /login page (issue 9 §2).
 */
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

/** A form's messages by field name; a field without a message is valid. */
export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** Checks all of a form's values at once. */
export type FormCheck<Values> = (values: Values) => FormErrors<Values>;

/** The message of a trimmed text that is required and must match `pattern`. */
function trimmedMatching(value: string, required: string, pattern: RegExp, invalid: string): string | undefined {
  const text = value.trim();
  if (text === '') return required;
  return pattern.test(text) ? undefined : invalid;
}

export const phoneMessage = (value: string) => trimmedMatching(value, MESSAGES.phoneRequired, PHONE_NUMBER_PATTERN, MESSAGES.phoneInvalid);
export const codeMessage = (value: string) => trimmedMatching(value, MESSAGES.codeRequired, SMS_CODE_PATTERN, MESSAGES.codeInvalid);

function newPasswordMessages(values: { newPassword: string; confirmPassword: string }) {
  const { newPassword, confirmPassword } = values;
  return {
    newPassword: newPassword === '' ? MESSAGES.newPasswordRequired : NEW_PASSWORD_PATTERN.test(newPassword) ? undefined : MESSAGES.newPasswordWeak,
    confirmPassword: confirmPassword === '' ? MESSAGES.confirmRequired : confirmPassword === newPassword ? undefined : MESSAGES.confirmMismatch,
  };
}

/** Only the fields that have a message. */
function errorsOf<Values>(messages: Record<keyof Values & string, string | undefined>): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const [name, message] of Object.entries(messages) as [keyof Values & string, string | undefined][]) if (message !== undefined) errors[name] = message;
  return errors;
}

/** Step 1 of the password sign-in. */
export const passwordLoginCheck: FormCheck<{ phoneNumber: string; password: string }> = (v) =>
  errorsOf({ phoneNumber: phoneMessage(v.phoneNumber), password: v.password === '' ? MESSAGES.passwordRequired : undefined });

/** The SMS-code step (after the password, or alone in the 验证码登录 tab). */
export const codeCheck: FormCheck<{ code: string }> = (v) => errorsOf({ code: codeMessage(v.code) });

/** Sign-in by SMS code alone, and the forgotten-password page: phone and code. */
export const phoneAndCodeCheck: FormCheck<{ phoneNumber: string; code: string }> = (v) =>
  errorsOf({ phoneNumber: phoneMessage(v.phoneNumber), code: codeMessage(v.code) });

/** The reset-password page: the new password twice. */
export const newPasswordCheck: FormCheck<{ newPassword: string; confirmPassword: string }> = (v) => errorsOf(newPasswordMessages(v));

/** The activate-account page: phone, code and the new password twice. */
export const activateCheck: FormCheck<{ phoneNumber: string; code: string; newPassword: string; confirmPassword: string }> = (v) =>
  errorsOf({ phoneNumber: phoneMessage(v.phoneNumber), code: codeMessage(v.code), ...newPasswordMessages(v) });
