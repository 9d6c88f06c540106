import type { Envelope } from '../../../shared/index.ts';

/** What a sign-in call answered: its result, or the server's message (an expected failure). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errorCode: number; message: string };

/** Fallback when the server gave no message (spec §8: request failed). */
const FALLBACK_MESSAGE = '请求失败，请稍后重试';

/**
 * Turns an envelope into an outcome: success is `isSuccess` with errorCode 0 (spec §7).
 *
 * @example toOutcome({ isSuccess: false, errorCode: 20100001, message: '手机号或密码错误', result: null })
 * // { ok: false, errorCode: 20100001, message: '手机号或密码错误' }
 */
export function toOutcome<T>(envelope: Envelope<T>): Outcome<T> {
  if (envelope.isSuccess && envelope.errorCode === 0) return { ok: true, value: envelope.result };
  return { ok: false, errorCode: envelope.errorCode, message: envelope.message || FALLBACK_MESSAGE };
}
