/** The answer envelope of docs/transport.md: `{ isSuccess, errorCode, message, result }`, errorCode 0 is success. */
import { statusMessage } from '../messages.ts';

export interface Envelope {
  isSuccess: boolean;
  errorCode: number;
  message: string;
  result: unknown;
}

/** What a handler answers: the HTTP status and the envelope to encrypt. */
export interface Answer {
  status: number;
  envelope: Envelope;
}

/** Success with a result (HTTP 200). */
export function ok(result: unknown, message = ''): Answer {
  return { status: 200, envelope: { isSuccess: true, errorCode: 0, message, result } };
}

/** A business refusal (HTTP 200, `isSuccess: false`, a non-zero errorCode). */
export function refused(error: { errorCode: number; message: string }, message = error.message): Answer {
  return { status: 200, envelope: { isSuccess: false, errorCode: error.errorCode, message, result: null } };
}

/** A transport error: the status is also the errorCode; the message is the catalogue's unless a more precise one is given. */
export function httpError(status: number, message = statusMessage(status)): Answer {
  return { status, envelope: { isSuccess: false, errorCode: status, message, result: null } };
}

/**
 * A request the boundary cannot take (a missing or malformed parameter), thrown by the request
 * readers and turned into its answer by the route wrapper, so a handler reads parameters in one line.
 */
export class RequestRejected extends Error {
  override name = 'RequestRejected';
  constructor(readonly answer: Answer) {
    super(answer.envelope.message);
  }
}
