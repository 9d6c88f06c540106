/**
 * What a handler answers: an HTTP status and the shared envelope of docs/transport.md
 * (`src/shared/envelope.ts`: `{ isSuccess, errorCode, message, result }`, errorCode 0 is success).
 */
import { EnvelopeCode, type Envelope } from '../../shared/index.ts';
import { statusMessage } from '../messages.ts';

export type { Envelope };

/**
 * What a handler answers: the HTTP status and the envelope to encrypt. `T` is the `result` of a
 * success; a refusal or an error carries `null` and is typed `Answer<never>`, so it fits any route.
 */
export interface Answer<T = unknown> {
  status: number;
  envelope: Envelope<T>;
  /** A download's file, sent as it is instead of the envelope (docs/transport.md "Downloads"). */
  file?: { name: string; contentType: string; data: Buffer };
}

/** A file answer of a download endpoint (HTTP 200, the bytes with their name). */
export function fileAnswer(name: string, contentType: string, data: Buffer): Answer<never> {
  return { status: 200, envelope: { isSuccess: true, errorCode: 0, message: '', result: null as never }, file: { name, contentType, data } };
}

/** Success with a result (HTTP 200). */
export function ok<T>(result: T, message = ''): Answer<T> {
  return { status: 200, envelope: { isSuccess: true, errorCode: EnvelopeCode.SUCCESS, message, result } };
}

/** A failure's envelope: no result (`null` on the wire). */
function failure(status: number, errorCode: number, message: string): Answer<never> {
  return { status, envelope: { isSuccess: false, errorCode, message, result: null as never } };
}

/** A business refusal (HTTP 200, `isSuccess: false`, a non-zero errorCode). */
export function refused(error: { errorCode: number; message: string }, message = error.message): Answer<never> {
  return failure(200, error.errorCode, message);
}

/**
 * A business refusal answered with an HTTP error status: what only a stale view or a forged client
 * sends (a car the portal would not offer, a file the enterprise never uploaded), refused as the
 * catalogue's validation error while the errorCode still says which refusal it is (docs/server.md).
 */
export function refusedWithStatus(status: number, error: { errorCode: number; message: string }, message = error.message): Answer<never> {
  return failure(status, error.errorCode, message);
}

/** A transport error: the status is also the errorCode; the message is the catalogue's unless a more precise one is given. */
export function httpError(status: number, message = statusMessage(status)): Answer<never> {
  return failure(status, status, message);
}

/**
 * A request the boundary cannot take (a missing or malformed parameter), thrown by the request
 * readers and turned into its answer by the route wrapper, so a handler reads parameters in one line.
 */
export class RequestRejected extends Error {
  override name = 'RequestRejected';
  constructor(readonly answer: Answer<never>) {
    super(answer.envelope.message);
  }
}
