/**
 * The one wrapper every call goes through (spec §7, §8; docs/transport.md). It encrypts the
 * query, sends the body as JSON, decrypts and normalises the answer, shares identical
 * in-flight calls, retries 5xx answers when asked, and tells the app what to show through
 * `TransportHooks`. It imports no UI.
 */
import { requestTimestamp } from '../../rules/model/china-time.ts';
import {
  callerQuery,
  ClientError,
  decodeBodyAsync,
  DEFAULT_CIPHER_ENVIRONMENT,
  downloadFailureText,
  encryptedQueryValueAsync,
  EnvelopeCode,
  httpErrorTitle,
  isToastedBusinessError,
  missingResponse,
  normaliseEnvelope,
  plainQuery,
  statusText,
} from '../shared/index.ts';
import type {
  AsyncCipher,
  BodyFailureReason,
  CipherEnvironment,
  DownloadEndpoint,
  Endpoint,
  Envelope,
  QueryParams,
  ResponseOf,
  UploadEndpoint,
} from '../shared/index.ts';
import { readOperatorId } from './operator-id.ts';
import { createWebCipher } from './web-cipher.ts';

/** The default time limit of one attempt, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

const HTTP_UNAUTHORIZED = 401;
const HTTP_NO_CONTENT = 204;

/**
 * A failure below the envelope: no answer, no answer in time, a non-2xx status, or a call its caller
 * cancelled (`CallOptions.signal`; no hook hears of that one).
 */
export type TransportError =
  | { kind: 'timeout'; endpoint: Endpoint; message: string; messageEn: string }
  | { kind: 'aborted'; endpoint: Endpoint; message: string; messageEn: string }
  | { kind: 'network'; endpoint: Endpoint; message: string; messageEn: string }
  | { kind: 'http'; endpoint: Endpoint; status: number; message: string; messageEn: string };

/** What is reported as code 999 (spec §8): an answer lacking `errorCode` or `isSuccess`. */
export interface MissingEnvelopeReport {
  code: typeof EnvelopeCode.MISSING_ENVELOPE_REPORT;
  endpoint: Endpoint;
  status: number;
  /** `missingFields`: JSON without the two fields; otherwise why the body is not JSON at all. */
  reason: 'missingFields' | BodyFailureReason;
  /** The parsed body when there is one. */
  body?: unknown;
}

/**
 * How the app hears about failures (spec §8). Every hook is optional; the transport shows
 * nothing itself. Identical calls sharing one request hear about it once.
 */
export interface TransportHooks {
  /**
   * A non-2xx answer: show a notification titled `title` (the status's sentence of the catalogue,
   * `httpErrorTitle`: no number, issue 22) with `message`; `status` is for logs and monitoring.
   */
  onHttpError?(status: number, message: string, title: string): void;
  /** A 401 answer, after `onHttpError`: the app goes to `/login`. */
  onUnauthorized?(): void;
  /** A business error of a 2xx answer, unless suppressed or 20200001: an error toast. */
  onBusinessError?(message: string, envelope: Envelope): void;
  /** An answer lacking `errorCode` or `isSuccess`: report it to the error service as code 999. */
  reportMissingEnvelope?(report: MissingEnvelopeReport): void;
  /** No answer (`网络错误`) or none in time (`请求超时`). */
  onTransportError?(error: TransportError): void;
  /** A failed download: show `message` as info (the server's, or `网络错误【{status}】`). */
  onDownloadFailure?(message: string): void;
}

/** The answer of `call`: the envelope, plus the HTTP status and any transport error. */
export interface TransportResult<T = unknown> extends Envelope<T> {
  /** The HTTP status; `undefined` when no answer came. */
  status: number | undefined;
  transportError?: TransportError;
}

/** The answer of `download`. */
export type DownloadResult =
  | { ok: true; fileName: string; blob: Blob }
  | { ok: false; status: number | undefined; message: string };

export interface CallOptions {
  /** The caller's query parameters, encrypted into `q` with the added keys. */
  query?: QueryParams;
  /** The body: sent as JSON; `FormData`, `Blob` and `URLSearchParams` are sent as they are. */
  body?: unknown;
  /** How many times a 5xx answer is retried (spec §7: default 0). */
  retry?: number;
  /** Overrides the endpoint's `suppressBusinessMessage` for this call. */
  suppressBusinessMessage?: boolean;
  /**
   * The caller draws every failure of this call itself (under a field, in a row table, on a widget's
   * line, in the form's alert), so the transport tells no hook of it: no business-error toast, no
   * HTTP-error notification, no network toast. A 401 is still told (its notification and the way to
   * /login: the session is gone, which no form can mend) and a missing envelope still reported.
   * One message once (issue 22; docs/transport.md "Who tells a failure").
   */
  suppressErrorMessages?: boolean;
  /**
   * A 401 answer calls neither `onHttpError` nor `onUnauthorized`: the caller handles the missing
   * session itself. The session guard asks who is signed in this way when nothing is stored, so a
   * first-time visitor goes to /login without an error they did not cause (docs/transport.md).
   */
  quietUnauthorized?: boolean;
  /**
   * Cancels the call (docs/transport.md "Cancelling a call"): once it aborts, the request on its way is
   * aborted (`fetch`'s own signal), no retry follows, no hook is told (no toast: the caller asked for
   * it), and the call answers `isSuccess: false` with `transportError.kind` `'aborted'`. A call with a
   * signal is never shared with an identical one in flight: one caller's cancel must not take another's
   * answer away. XState's `fromPromise` hands its actor such a signal, aborted when the actor stops (the
   * special-car machine's estimate, superseded by an edit).
   */
  signal?: AbortSignal;
}

export interface DownloadOptions {
  /** Sent as the encrypted JSON body. */
  params?: unknown;
  /**
   * Called as the file's bytes arrive (the body read as a stream): `total` is the answer's
   * Content-Length, 0 when it sends none (then only `loaded` is known). Once more at the end.
   */
  onProgress?: (progress: DownloadProgress) => void;
}

/** How far a download has come, in bytes; `total` 0 when the answer did not say. */
export interface DownloadProgress {
  loaded: number;
  total: number;
}

/**
 * The body as a Blob, read chunk by chunk so the caller hears the progress against Content-Length
 * (docs/transport.md "Downloads"); a body that cannot be streamed is read whole.
 */
async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const declared = Number(response.headers.get('Content-Length'));
  const total = Number.isSafeInteger(declared) && declared > 0 ? declared : 0;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ loaded: blob.size, total: total || blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** How far an upload has come, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** The caller's query parameters, encrypted into `q` with `fileName` and the added keys. */
  query?: QueryParams;
  /** The file's name, sent as `fileName` in the query; by default the `File`'s own name. */
  fileName?: string;
  /** Called as the bytes go out (`XMLHttpRequest.upload.onprogress`; fetch reports no upload progress). */
  onProgress?: (progress: UploadProgress) => void;
  /** Overrides the endpoint's `suppressBusinessMessage` for this call. */
  suppressBusinessMessage?: boolean;
  /** The caller draws every failure of the upload itself (as `CallOptions.suppressErrorMessages`). */
  suppressErrorMessages?: boolean;
}

export interface TransportOptions {
  /** Prepended to every path; empty means same origin (docs/transport.md). */
  baseUrl?: string;
  cipherEnvironment?: CipherEnvironment;
  fetch?: typeof globalThis.fetch;
  /** The operator sent as `OperatorId`; by default `localStorage.OperatorId`, empty before sign-in. */
  getOperatorId?: () => string;
  now?: () => Date;
  /** The time limit of one attempt. */
  timeoutMs?: number;
  hooks?: TransportHooks;
  /** Makes the request of an upload; `new XMLHttpRequest()` by default (tests pass a fake). */
  createXhr?: () => XMLHttpRequest;
}

export interface Transport {
  /** The `result` is typed by the endpoint (`src/shared/responses.ts`); `unknown` where none is declared. */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions): Promise<TransportResult<ResponseOf<E>>>;
  download(endpoint: DownloadEndpoint, options?: DownloadOptions): Promise<DownloadResult>;
  /**
   * Sends one file (docs/transport.md "Uploads"): its bytes as the body with its own content type,
   * `fileName` in the encrypted query, the answer handled as `call`'s (envelope, hooks, statuses).
   */
  upload<E extends UploadEndpoint>(endpoint: E, file: Blob, options?: UploadOptions): Promise<TransportResult<ResponseOf<E>>>;
  /** The portal's cipher (Web Crypto), of the transport's environment. */
  readonly cipher: AsyncCipher;
  /**
   * Resolves once every call started so far has handed its request to `fetch` (each waits for its
   * encryption first). The boot starts importing the page's code then, so that the work of the import
   * does not hold the requests back (src/app/boot-prefetch.ts; issue 9, mount).
   */
  sent(): Promise<void>;
}

/** A programmer error in using the transport (a body on a GET, a negative retry count). */
export class TransportUsageError extends Error {
  override readonly name = 'TransportUsageError';
}

type Attempt<R> = { kind: 'answer'; response: Response; content: R } | { kind: 'timeout' } | { kind: 'network' } | { kind: 'aborted' };

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams
  );
}

/** Which of a call's failures the hooks are not told of (the caller tells them itself). */
interface Quiet {
  /** A business error of a 2xx answer (`suppressBusinessMessage`, or `suppressErrorMessages`). */
  business: boolean;
  /** A non-2xx answer other than 401, and no answer at all (`suppressErrorMessages`). */
  errors: boolean;
  /** A 401 (`quietUnauthorized`). */
  unauthorized: boolean;
}

function quietOf(endpoint: Endpoint, options: { suppressBusinessMessage?: boolean; suppressErrorMessages?: boolean }, unauthorized: boolean): Quiet {
  const errors = options.suppressErrorMessages ?? false;
  return { business: errors || (options.suppressBusinessMessage ?? endpoint.suppressBusinessMessage ?? false), errors, unauthorized };
}

const isOk = (status: number) => status >= 200 && status < 300;
const isServerError = (status: number) => status >= 500 && status < 600;

/**
 * Creates the transport (docs/transport.md "The transport's API in the portal").
 *
 * @example
 * const transport = createTransport({
 *   baseUrl: import.meta.env.VITE_API_BASE_URL,
 *   hooks: { onUnauthorized: () => navigate('/login'), onBusinessError: (message) => toastError(message) },
 * });
 * const res = await transport.call(endpoints.csOrder.detail, { query: { orderId } });
 * if (res.isSuccess) show(res.result);
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const {
    baseUrl = '',
    cipherEnvironment = DEFAULT_CIPHER_ENVIRONMENT,
    fetch: fetchFn = globalThis.fetch,
    getOperatorId = readOperatorId,
    now = () => new Date(),
    timeoutMs = DEFAULT_TIMEOUT_MS,
    hooks = {},
    createXhr = () => new XMLHttpRequest(),
  } = options;
  const cipher = createWebCipher(cipherEnvironment);
  const root = baseUrl.replace(/\/+$/, '');
  // spec §7: identical in-flight requests share a result; nothing is kept once settled (cache time 0).
  const inFlight = new Map<string, Promise<TransportResult>>();
  // Calls still encrypting their request, and who waits for none to be (`sent`).
  let preparing = 0;
  let waitingForSent: (() => void)[] = [];
  const prepared = () => {
    preparing -= 1;
    if (preparing > 0) return;
    const waiting = waitingForSent;
    waitingForSent = [];
    for (const done of waiting) done();
  };
  const sent = (): Promise<void> => (preparing === 0 ? Promise.resolve() : new Promise((done) => waitingForSent.push(done)));

  /**
   * One attempt under the time limit, cancelled when the caller's `signal` aborts; a fetch that ignores
   * the abort still loses the race.
   */
  async function attempt<R>(url: string, init: RequestInit, read: (response: Response) => Promise<R>, signal?: AbortSignal): Promise<Attempt<R>> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    const timeout = new Promise<Attempt<R>>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ kind: 'timeout' });
      }, timeoutMs);
    });
    const cancelled = new Promise<Attempt<R>>((resolve) => {
      onAbort = () => {
        controller.abort();
        resolve({ kind: 'aborted' });
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    const exchange = (async (): Promise<Attempt<R>> => {
      try {
        const response = await fetchFn(url, { ...init, signal: controller.signal });
        return { kind: 'answer', response, content: await read(response) };
      } catch {
        return { kind: 'network' };
      }
    })();
    try {
      return await Promise.race([exchange, timeout, cancelled]);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  /** A call its caller cancelled: no hook is told (the caller asked for it), nothing retried. */
  function aborted(endpoint: Endpoint): TransportResult {
    const text = ClientError.ABORTED;
    return { ...missingResponse(text.zh), status: undefined, transportError: { kind: 'aborted', endpoint, message: text.zh, messageEn: text.en } };
  }

  function noAnswer(endpoint: Endpoint, kind: 'timeout' | 'network', quiet: Quiet): TransportResult {
    const text = kind === 'timeout' ? ClientError.TIMEOUT : ClientError.NETWORK;
    const transportError: TransportError = { kind, endpoint, message: text.zh, messageEn: text.en };
    if (!quiet.errors) hooks.onTransportError?.(transportError);
    return { ...missingResponse(text.zh), status: undefined, transportError };
  }

  async function readEnvelope(endpoint: Endpoint, status: number, text: string): Promise<Envelope> {
    // A 204 carries no body by HTTP; it is the catalogue's "deleted" success (spec §8).
    if (status === HTTP_NO_CONTENT && text === '') {
      return { isSuccess: true, errorCode: EnvelopeCode.SUCCESS, message: statusText(status).zh, result: undefined };
    }
    const decoded = await decodeBodyAsync(text, cipher);
    if (!decoded.ok) {
      hooks.reportMissingEnvelope?.({ code: EnvelopeCode.MISSING_ENVELOPE_REPORT, endpoint, status, reason: decoded.reason });
      return missingResponse('');
    }
    const { envelope, missingFields } = normaliseEnvelope(decoded.value);
    if (missingFields) {
      hooks.reportMissingEnvelope?.({
        code: EnvelopeCode.MISSING_ENVELOPE_REPORT,
        endpoint,
        status,
        reason: 'missingFields',
        body: decoded.value,
      });
    }
    return envelope;
  }

  async function send(endpoint: Endpoint, options: CallOptions, retry: number, quiet: Quiet): Promise<TransportResult> {
    const { query = {}, body, signal } = options;
    const init: RequestInit = { method: endpoint.method, credentials: 'include' };
    if (body !== undefined) {
      init.body = isRawBody(body) ? body : JSON.stringify(body);
      if (!isRawBody(body)) init.headers = { 'Content-Type': 'application/json' };
    }
    for (let attemptsLeft = retry; ; attemptsLeft -= 1) {
      if (signal?.aborted) return aborted(endpoint);
      // Each attempt carries its own timestamp (spec §7).
      const plain = plainQuery(query, { timestamp: requestTimestamp(now()), operatorId: getOperatorId() });
      preparing += 1;
      let url: string;
      try {
        url = `${root}${endpoint.prefix}${endpoint.path}?q=${await encryptedQueryValueAsync(plain, cipher)}`;
      } catch (error) {
        prepared();
        throw error;
      }
      // Cancelled while the query was being encrypted: nothing is sent.
      if (signal?.aborted) {
        prepared();
        return aborted(endpoint);
      }
      // `attempt` hands the request to fetch before it returns its promise.
      const exchange = attempt(url, init, (response) => response.text(), signal);
      prepared();
      const outcome = await exchange;
      if (outcome.kind === 'aborted') return aborted(endpoint);
      if (outcome.kind !== 'answer') return noAnswer(endpoint, outcome.kind, quiet);
      const { status } = outcome.response;
      // spec §7: retry applies to 5xx answers only.
      if (isServerError(status) && attemptsLeft > 0) continue;
      return answered(endpoint, status, outcome.content, quiet);
    }
  }

  /** An answer's envelope as the caller gets it, the hooks told (a call's and an upload's alike). */
  async function answered(endpoint: Endpoint, status: number, text: string, quiet: Quiet): Promise<TransportResult> {
    const envelope = await readEnvelope(endpoint, status, text);
    if (!isOk(status)) return httpFailure(endpoint, status, envelope, quiet);
    if (!quiet.business && isToastedBusinessError(envelope) && envelope.message !== '') {
      hooks.onBusinessError?.(envelope.message, envelope);
    }
    return { ...envelope, status };
  }

  function httpFailure(endpoint: Endpoint, status: number, envelope: Envelope, quiet: Quiet): TransportResult {
    const text = statusText(status);
    const message = envelope.message || text.zh;
    const transportError: TransportError = { kind: 'http', endpoint, status, message, messageEn: text.en };
    if (status === HTTP_UNAUTHORIZED) {
      if (!quiet.unauthorized) {
        hooks.onHttpError?.(status, message, httpErrorTitle(status));
        hooks.onUnauthorized?.();
      }
    } else if (!quiet.errors) {
      hooks.onHttpError?.(status, message, httpErrorTitle(status));
    }
    // Every failure reads as one whichever field the caller checks: isSuccess false, errorCode not 0.
    const errorCode = envelope.errorCode === EnvelopeCode.SUCCESS ? EnvelopeCode.MISSING_RESPONSE : envelope.errorCode;
    return { ...envelope, isSuccess: false, errorCode, message, status, transportError };
  }

  function call<E extends Endpoint>(endpoint: E, options: CallOptions = {}): Promise<TransportResult<ResponseOf<E>>> {
    type T = ResponseOf<E>;
    const retry = options.retry ?? 0;
    if (!Number.isInteger(retry) || retry < 0) throw new TransportUsageError(`retry must be a whole number ≥ 0, got ${retry}`);
    if (endpoint.method === 'GET' && options.body !== undefined) {
      throw new TransportUsageError(`${endpoint.path} is a GET call and takes no body; pass query instead`);
    }
    const quiet = quietOf(endpoint, options, options.quietUnauthorized ?? false);
    // A raw body (a file) cannot be compared, and a call with its own signal can be cancelled alone: neither is shared.
    if (isRawBody(options.body) || options.signal) return send(endpoint, options, retry, quiet) as Promise<TransportResult<T>>;
    // The request without its timestamp: endpoint, caller query, operator, body, and the call's handling.
    const key = JSON.stringify([
      endpoint.method,
      endpoint.prefix,
      endpoint.path,
      callerQuery(options.query),
      getOperatorId(),
      options.body === undefined ? null : JSON.stringify(options.body),
      retry,
      quiet.business,
      quiet.errors,
      quiet.unauthorized,
    ]);
    let shared = inFlight.get(key);
    if (!shared) {
      shared = send(endpoint, options, retry, quiet).finally(() => inFlight.delete(key));
      inFlight.set(key, shared);
    }
    // The result's type is the caller's claim: the transport checks the envelope, not `result`.
    return shared as Promise<TransportResult<T>>;
  }

  async function download(endpoint: DownloadEndpoint, options: DownloadOptions = {}): Promise<DownloadResult> {
    const init: RequestInit = {
      method: endpoint.method,
      credentials: 'include',
      headers: { 'Content-Type': 'text/plain' },
      body: await cipher.encrypt(JSON.stringify(options.params ?? {})),
    };
    const url = `${root}${endpoint.prefix}${endpoint.path}`;
    const { onProgress } = options;
    const outcome = await attempt<Blob | string>(url, init, (response) =>
      !isOk(response.status) ? response.text() : onProgress ? readWithProgress(response, onProgress) : response.blob(),
    );
    if (outcome.kind !== 'answer') {
      // A download takes no signal: its attempt ends in an answer, no answer, or none in time.
      const message = outcome.kind === 'timeout' ? ClientError.TIMEOUT.zh : ClientError.NETWORK.zh;
      hooks.onDownloadFailure?.(message);
      return { ok: false, status: undefined, message };
    }
    const { response, content } = outcome;
    if (isOk(response.status) && content instanceof Blob) {
      // The header's parser (content-disposition) is fetched by the first download: no page needs it to draw (issue 9 §2).
      const { downloadFileName } = await import('./download-file-name.ts');
      return { ok: true, fileName: downloadFileName(response.headers.get('Content-Disposition')), blob: content };
    }
    // spec §8: the server's message as info, or 网络错误【{status}】.
    const decoded = await decodeBodyAsync(typeof content === 'string' ? content : '', cipher);
    const serverMessage = decoded.ok ? normaliseEnvelope(decoded.value).envelope.message : '';
    const message = serverMessage || downloadFailureText(response.status);
    hooks.onDownloadFailure?.(message);
    if (response.status === HTTP_UNAUTHORIZED) hooks.onUnauthorized?.();
    return { ok: false, status: response.status, message };
  }

  async function upload<E extends UploadEndpoint>(endpoint: E, file: Blob, options: UploadOptions = {}): Promise<TransportResult<ResponseOf<E>>> {
    const quiet = quietOf(endpoint, options, false);
    const fileName = options.fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : '');
    const plain = plainQuery({ ...options.query, fileName }, { timestamp: requestTimestamp(now()), operatorId: getOperatorId() });
    const url = `${root}${endpoint.prefix}${endpoint.path}?q=${await encryptedQueryValueAsync(plain, cipher)}`;
    return new Promise<TransportResult>((resolve) => {
      const xhr = createXhr();
      xhr.open(endpoint.method, url);
      xhr.withCredentials = true;
      xhr.timeout = timeoutMs;
      // The file's own type: the server checks it against the file's bytes (docs/security.md 8).
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
      xhr.onload = () => resolve(answered(endpoint, xhr.status, xhr.responseText, quiet));
      xhr.onerror = () => resolve(noAnswer(endpoint, 'network', quiet));
      xhr.ontimeout = () => resolve(noAnswer(endpoint, 'timeout', quiet));
      xhr.send(file);
    }) as Promise<TransportResult<ResponseOf<E>>>;
  }

  return { call, download, upload, cipher, sent };
}
