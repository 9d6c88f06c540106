/**
 * The answer envelope (spec §7, §8; docs/transport.md "Response"): decrypting and parsing a
 * response body, and normalising it to `{ isSuccess, errorCode, message, result }`.
 * Shared (src/shared/): the portal's transport decodes with it, and the server tests read answers with it.
 */
import type { AsyncCipher, Cipher, DecryptResult } from './cipher.ts';

/** The normalised answer of every call. `errorCode` 0 is success (spec §7). */
export interface Envelope<T = unknown> {
  isSuccess: boolean;
  errorCode: number;
  message: string;
  result: T;
}

/** The envelope codes the transport itself gives meaning to (spec §8). */
export const EnvelopeCode = {
  SUCCESS: 0,
  /** No usable answer at all: not successful, errorCode 1 (spec §8 "Missing response fallback"). */
  MISSING_RESPONSE: 1,
  /** What an answer lacking `errorCode` or `isSuccess` is reported as (spec §8). */
  MISSING_ENVELOPE_REPORT: 999,
  /** A business error that is never toasted (spec §8 "except code 20200001"). */
  SILENT_BUSINESS_ERROR: 20200001,
} as const;

/** Why a body is not an envelope. */
export type BodyFailureReason = 'undecryptable' | 'notJson';

/** A decoded body: the parsed JSON, or why there is none. */
export type DecodedBody = { ok: true; value: unknown } | { ok: false; reason: BodyFailureReason };

/**
 * Decrypts and parses a response body (spec §7): an empty body is `{}`; a body that is not our
 * cipher text, or whose plain text is not JSON, is a typed failure. With the server's cipher.
 *
 * @example decodeBody('', cipher)                                   // { ok: true, value: {} }
 * @example decodeBody(cipher.encrypt('{"isSuccess":true}'), cipher) // { ok: true, value: { isSuccess: true } }
 * @example decodeBody('<html>', cipher)                             // { ok: false, reason: 'undecryptable' }
 */
export function decodeBody(text: string, cipher: Cipher): DecodedBody {
  const cipherText = text.trim();
  return cipherText === '' ? { ok: true, value: {} } : bodyOfPlainText(cipher.decrypt(cipherText));
}

/**
 * `decodeBody` with the portal's (asynchronous) cipher: the same rules.
 *
 * @example await decodeBodyAsync(await webCipher.encrypt('{"a":1}'), webCipher) // { ok: true, value: { a: 1 } }
 */
export async function decodeBodyAsync(text: string, cipher: AsyncCipher): Promise<DecodedBody> {
  const cipherText = text.trim();
  return cipherText === '' ? { ok: true, value: {} } : bodyOfPlainText(await cipher.decrypt(cipherText));
}

/** The plain text of a body, parsed: the plain text '' is `{}` as an empty body is (spec §7). */
function bodyOfPlainText(decrypted: DecryptResult): DecodedBody {
  if (!decrypted.ok) return { ok: false, reason: 'undecryptable' };
  if (decrypted.text === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(decrypted.text) as unknown };
  } catch {
    return { ok: false, reason: 'notJson' };
  }
}

/** A normalised envelope and whether the answer lacked `errorCode` or `isSuccess` (the 999 report). */
export interface NormalisedEnvelope {
  envelope: Envelope;
  missingFields: boolean;
}

/**
 * Normalises a parsed body (spec §8): a missing or non-object answer is unsuccessful with
 * errorCode 1; missing fields take the same fallback (`isSuccess` false, `errorCode` 1,
 * `message` '') and are flagged for the 999 report.
 *
 * @example normaliseEnvelope({ isSuccess: true, errorCode: 0, message: '', result: 5 })
 * // { envelope: { isSuccess: true, errorCode: 0, message: '', result: 5 }, missingFields: false }
 * @example normaliseEnvelope({})
 * // { envelope: { isSuccess: false, errorCode: 1, message: '', result: undefined }, missingFields: true }
 */
export function normaliseEnvelope(value: unknown): NormalisedEnvelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { envelope: missingResponse(''), missingFields: true };
  }
  const body = value as Record<string, unknown>;
  const hasSuccess = typeof body.isSuccess === 'boolean';
  const hasCode = typeof body.errorCode === 'number';
  return {
    envelope: {
      isSuccess: hasSuccess ? (body.isSuccess as boolean) : false,
      errorCode: hasCode ? (body.errorCode as number) : EnvelopeCode.MISSING_RESPONSE,
      message: typeof body.message === 'string' ? body.message : '',
      result: body.result,
    },
    missingFields: !hasSuccess || !hasCode,
  };
}

/**
 * The envelope of a call that got no usable answer (spec §8): not successful, errorCode 1.
 *
 * @example missingResponse('请求超时') // { isSuccess: false, errorCode: 1, message: '请求超时', result: undefined }
 */
export function missingResponse(message: string): Envelope<undefined> {
  return { isSuccess: false, errorCode: EnvelopeCode.MISSING_RESPONSE, message, result: undefined };
}

/**
 * Whether an envelope is a business error (spec §8): errorCode not 0 or isSuccess false.
 * Code 20200001 is one too, but the transport never toasts it (`isToastedBusinessError`).
 *
 * @example isBusinessError({ isSuccess: true, errorCode: 0, message: '', result: null })        // false
 * @example isBusinessError({ isSuccess: false, errorCode: 20100001, message: '…', result: null }) // true
 */
export function isBusinessError(envelope: Envelope): boolean {
  return envelope.errorCode !== EnvelopeCode.SUCCESS || !envelope.isSuccess;
}

/**
 * Whether a business error is of the kind that is toasted (spec §8): every one but 20200001.
 *
 * @example isToastedBusinessError({ isSuccess: false, errorCode: 20200001, message: '…', result: null }) // false
 */
export function isToastedBusinessError(envelope: Envelope): boolean {
  return isBusinessError(envelope) && envelope.errorCode !== EnvelopeCode.SILENT_BUSINESS_ERROR;
}
