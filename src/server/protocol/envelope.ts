/**
 * What a handler answers: an HTTP status and the shared envelope of docs/transport.md
 * (`src/shared/envelope.ts`: `{ isSuccess, errorCode, message, result }`, errorCode 0 is success).
 */
import { EnvelopeCode, type Envelope, type FieldRefusal } from '../../shared/index.ts';
import { statusMessage } from '../messages.ts';

export type { Envelope };

/**
 * What a handler answers: the HTTP status and the envelope to encrypt. `T` is the `result` of a
 * success; a refusal or an error carries `null` and is typed `Answer<never>`, so it fits any route.
 */
export interface Answer<T = unknown> {
  status: number;
  envelope: Envelope<T>;
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
 * A refusal at one field of the body (src/shared/field-refusals.ts): `message` names the field by its
 * label, and `result` is `{ field }`, the value's JSON Pointer, so the portal's form draws the message
 * under that field instead of a toast (issue 22). The errorCode is the status, as `httpError`'s.
 *
 * @example httpErrorAt(400, '结束日期不能早于开始日期', '/dateTo')
 */
export function httpErrorAt(status: number, message: string, field: string): Answer<never> {
  return { status, envelope: { isSuccess: false, errorCode: status, message, result: { field } satisfies FieldRefusal as never } };
}

/**
 * A business refusal (HTTP 200) at one field of the body, as `httpErrorAt` says it.
 *
 * @example refusedAt(BusinessError.CAR_EXISTS, '/carLicense')
 */
export function refusedAt(error: { errorCode: number; message: string }, field: string, message = error.message): Answer<never> {
  return { status: 200, envelope: { isSuccess: false, errorCode: error.errorCode, message, result: { field } satisfies FieldRefusal as never } };
}

/**
 * A request the boundary cannot take (a missing or malformed parameter), thrown by the request
 * readers and turned into its answer by the route wrapper, so a handler reads parameters in one line.
 */
export class RequestRejected extends Error {
  override name = 'RequestRejected';
  /**
   * `detail`: what the log line says after the answer's Chinese message, in English, naming the
   * parameter or the pointer the person does not see (`query parameter orderId is missing`).
   */
  constructor(
    readonly answer: Answer<never>,
    readonly detail?: string,
  ) {
    super(answer.envelope.message);
  }
}

/** A file a download route answers (docs/transport.md "Downloads"): the bytes, their type and the name for Content-Disposition. */
export interface FileAnswer {
  file: { name: string; contentType: string; data: Uint8Array };
}

/** A download's answer: the file, sent as an attachment. @example fileAnswer('订单.xlsx', XLSX_TYPE, bytes) */
export function fileAnswer(name: string, contentType: string, data: Uint8Array): FileAnswer {
  return { file: { name, contentType, data } };
}
