/**
 * The sign-in calls of spec §7 (Session/user) with the reference contract of
 * docs/transport.md. Expected failures (wrong password, wrong code) come back as
 * `{ ok: false, message }`; the login endpoints suppress the business-error toast, so
 * the form shows the message itself.
 */
import { endpoints } from '../../../shared/index.ts';
import type { CurrentUser, Endpoint, ResponseOf } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';
import { toOutcome } from './outcome.ts';
import type { Outcome } from './outcome.ts';

/** What an SMS code is for (docs/transport.md). */
export type CodePurpose = 'login' | 'reset' | 'activate';

/** The user the verification-code sign-in answers with: the current user (spec §3). */
export type SignedInUser = CurrentUser;

async function send<E extends Endpoint>(transport: Transport, endpoint: E, body: unknown): Promise<Outcome<ResponseOf<E>>> {
  // The form draws every failure under itself (its status), so the transport tells no hook: one message once (issue 22).
  return toOutcome(await transport.call(endpoint, { body, suppressErrorMessages: true }));
}

/** Step 1: phone and password; on success the server sends a login SMS code. */
export function passwordLogin(transport: Transport, input: { phoneNumber: string; password: string }) {
  return send(transport, endpoints.userLogin.passwordLogin, input);
}

/** Sends an SMS code for a purpose. */
export function sendVerificationCode(transport: Transport, input: { phoneNumber: string; purpose: CodePurpose }) {
  return send(transport, endpoints.userLogin.sendVerificationCode, input);
}

/** Signs in with phone and SMS code; the server sets the session cookie and answers the user. */
export function verificationCodeLogin(transport: Transport, input: { phoneNumber: string; code: string }) {
  return send(transport, endpoints.userLogin.verificationCodeLogin, input);
}

/** Checks a code without using it up for sign-in (the forgotten-password flow). */
export function checkVerificationCode(transport: Transport, input: { phoneNumber: string; code: string; purpose: CodePurpose }) {
  return send(transport, endpoints.userLogin.userApiCheck, input);
}

/** Sets a new password with a valid code; also activates an inactive account. */
export function resetPassword(transport: Transport, input: { phoneNumber: string; code: string; newPassword: string }) {
  return send(transport, endpoints.userLogin.resetPassword, input);
}
