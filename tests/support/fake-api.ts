/**
 * A fake `fetch` for transport tests: it records every request, decodes the encrypted query
 * the way a server would (its own code, with the real cipher) and answers with what the test
 * says. No network.
 */
import { createNodeCipher } from '../../src/server/protocol/node-cipher.ts';
import type { Cipher } from '../../src/shared/cipher.ts';

/** The cipher of the default (`testing`) environment, as the server holds it. */
export const serverCipher: Cipher = createNodeCipher('testing');

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** The body as text (`undefined` when none was sent). */
  body: string | undefined;
  /** The decrypted `q`, parsed; `undefined` when there is no `q` or it does not decrypt. */
  query: URLSearchParams | undefined;
  /** The decrypted `q` as plain text. */
  plainQuery: string | undefined;
  signal: AbortSignal | undefined;
}

export type Answer = (request: RecordedRequest, index: number) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  requests: RecordedRequest[];
}

/** A fetch that answers every request with `answer`. */
export function fakeFetch(answer: Answer): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://portal.test');
    const q = url.searchParams.get('q');
    const decrypted = q === null ? undefined : serverCipher.decrypt(q);
    const plainQuery = decrypted?.ok ? decrypted.text : undefined;
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? init.body : undefined,
      query: plainQuery === undefined ? undefined : new URLSearchParams(plainQuery),
      plainQuery,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return answer(request, requests.length - 1);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** An answer whose body is the encrypted JSON of `body` (an envelope, or anything else). */
export function encryptedAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(serverCipher.encrypt(JSON.stringify(body)), {
    status,
    headers: { 'Content-Type': 'text/plain', ...headers },
  });
}

/** A successful envelope with `result`. */
export function success(result: unknown = null, status = 200): Response {
  return encryptedAnswer({ isSuccess: true, errorCode: 0, message: '', result }, status);
}

/** A business error envelope on a 200 answer. */
export function businessError(errorCode: number, message: string): Response {
  return encryptedAnswer({ isSuccess: false, errorCode, message, result: null });
}

/** A fetch that never answers but rejects like a browser when its signal aborts. */
export function hangingAnswer(request: RecordedRequest): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

/** Resolves after the pending promise callbacks have run (lets in-flight calls reach fetch). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
