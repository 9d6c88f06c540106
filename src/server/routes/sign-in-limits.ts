/**
 * The sign-in rate limits (docs/security.md §1 and §2). Each is a fixed window per key: a phone
 * number (the account under attack) or a client address (the attacker, fastify `request.ip`).
 * A limit reached is answered HTTP 487 with the catalogue's message (spec §8), before any code is
 * sent or checked and before any password is hashed.
 *
 * The numbers: far above what a person does (a user who mistypes a code or a password a few times,
 * or asks for a new code twice, never sees 487) and low enough that guessing stops after a
 * handful of tries. Per-client limits are higher than per-phone ones because a company's staff
 * may share one address (NAT) at 9 o'clock.
 */
import type { RateLimit } from '../store/rate-limits.ts';

const MINUTE = 60 * 1000;
const TEN_MINUTES = 10 * MINUTE;
const DAY = 24 * 60 * MINUTE;

export const SignInLimit = {
  /** Codes sent to one phone: 5 in 10 minutes (a code lives 5 minutes; 5 resends is already a lot). */
  smsSendsPerPhone: { scope: 'sms-send:phone', max: 5, windowMs: TEN_MINUTES },
  /** Codes sent to one phone in a day: 20, so a patient guesser gets at most 20 × 5 tries a day. */
  smsSendsPerPhoneDaily: { scope: 'sms-send:phone:day', max: 20, windowMs: DAY },
  /** Codes one client asks for, any phones: 60 in 10 minutes (an office behind one address). */
  smsSendsPerClient: { scope: 'sms-send:client', max: 60, windowMs: TEN_MINUTES },
  /** Wrong codes for one phone, any purpose: 10 in 10 minutes (each code also burns after 5). */
  codeFailuresPerPhone: { scope: 'code-failure:phone', max: 10, windowMs: TEN_MINUTES },
  /** Wrong codes from one client, any phones: 30 in 10 minutes. */
  codeFailuresPerClient: { scope: 'code-failure:client', max: 30, windowMs: TEN_MINUTES },
  /** Wrong passwords for one phone: 10 in 10 minutes. */
  passwordFailuresPerPhone: { scope: 'password-failure:phone', max: 10, windowMs: TEN_MINUTES },
  /** Wrong passwords from one client, any phones (unknown ones too): 30 in 10 minutes. */
  passwordFailuresPerClient: { scope: 'password-failure:client', max: 30, windowMs: TEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

/** A limit with the key it is counted under. */
export type KeyedLimit = readonly [limit: RateLimit, key: string];

export function smsSendLimits(phoneNumber: string, client: string): KeyedLimit[] {
  return [
    [SignInLimit.smsSendsPerPhone, phoneNumber],
    [SignInLimit.smsSendsPerPhoneDaily, phoneNumber],
    [SignInLimit.smsSendsPerClient, client],
  ];
}

export function codeFailureLimits(phoneNumber: string, client: string): KeyedLimit[] {
  return [
    [SignInLimit.codeFailuresPerPhone, phoneNumber],
    [SignInLimit.codeFailuresPerClient, client],
  ];
}

export function passwordFailureLimits(phoneNumber: string, client: string): KeyedLimit[] {
  return [
    [SignInLimit.passwordFailuresPerPhone, phoneNumber],
    [SignInLimit.passwordFailuresPerClient, client],
  ];
}
