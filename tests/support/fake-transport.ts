/**
 * A fake transport for portal component tests: the tests mock the transport's `call`, not
 * fetch. Each endpoint path answers with what the test says; every call is recorded.
 */
import { httpErrorTitle } from '../../src/shared/index.ts';
import type { Endpoint } from '../../src/shared/index.ts';
import type { CallOptions, Transport, TransportHooks, TransportResult, UploadOptions } from '../../src/transport/index.ts';
import { createWebCipher } from '../../src/transport/web-cipher.ts';

export type FakeAnswer = (options: CallOptions) => TransportResult | Promise<TransportResult>;

export interface RecordedCall {
  path: string;
  options: CallOptions;
}

export interface FakeTransport extends Transport {
  calls: RecordedCall[];
  /** The calls of one endpoint path, e.g. '/UserLogin/PasswordLogin'. */
  callsTo(path: string): RecordedCall[];
}

/** A successful answer with `result`. */
export function ok<T>(result: T): TransportResult<T> {
  return { isSuccess: true, errorCode: 0, message: '', result, status: 200 };
}

/** A business error on a 200 answer (e.g. 20100001 手机号或密码错误). */
export function refused(errorCode: number, message: string): TransportResult<null> {
  return { isSuccess: false, errorCode, message, result: null, status: 200 };
}

/** A non-2xx answer, as the transport resolves it (its hooks would already have run). */
export function httpError(status: number, message: string, endpoint: Endpoint): TransportResult<null> {
  return {
    isSuccess: false,
    errorCode: 1,
    message,
    result: null,
    status,
    transportError: { kind: 'http', endpoint, status, message, messageEn: message },
  };
}

/**
 * A transport whose answers are `answers[path]`; a path without an answer fails the test
 * loudly (the component called something the test did not expect). Like the real one, it
 * tells `hooks` about non-2xx answers (and a 401) and about toasted business errors.
 */
export function fakeTransport(answers: Record<string, FakeAnswer>, hooks: TransportHooks = {}): FakeTransport {
  const calls: RecordedCall[] = [];
  const fake: FakeTransport = {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    cipher: createWebCipher('testing'),
    // Its calls ask no network: each is "sent" as soon as it is made.
    sent: () => Promise.resolve(),
    async call<T>(endpoint: Endpoint, options: CallOptions = {}) {
      calls.push({ path: endpoint.path, options });
      const answer = answers[endpoint.path];
      if (answer === undefined) throw new Error(`unexpected call to ${endpoint.path}`);
      const result = await answer(options);
      const status = result.status ?? 0;
      if (status === 401 && options.quietUnauthorized) {
        // The caller handles the missing session itself; no hook runs (as in the real transport).
      } else if (status >= 300) {
        // A page that draws its failures itself hears of them alone, but a lost session is always told.
        if (status === 401 || !options.suppressErrorMessages) hooks.onHttpError?.(status, result.message, httpErrorTitle(status));
        if (status === 401) hooks.onUnauthorized?.();
      } else if (!result.isSuccess && !options.suppressErrorMessages && !(options.suppressBusinessMessage ?? endpoint.suppressBusinessMessage)) {
        hooks.onBusinessError?.(result.message, result);
      }
      return result as TransportResult<T>;
    },
    async download() {
      throw new Error('unexpected download');
    },
    /** Answered like a call of its path, recorded with `fileName` in the query and the file as the body; progress reaches the whole file at once. */
    async upload<T>(endpoint: Endpoint, file: Blob, options: UploadOptions = {}) {
      const fileName = options.fileName ?? (file instanceof File ? file.name : '');
      options.onProgress?.({ loaded: file.size, total: file.size });
      const callOptions: CallOptions = { query: { ...options.query, fileName }, body: file };
      if (options.suppressBusinessMessage !== undefined) callOptions.suppressBusinessMessage = options.suppressBusinessMessage;
      if (options.suppressErrorMessages !== undefined) callOptions.suppressErrorMessages = options.suppressErrorMessages;
      return fake.call(endpoint, callOptions) as Promise<TransportResult<T>>;
    },
  };
  return fake;
}
