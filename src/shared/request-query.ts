/**
 * The encrypted query every call carries (spec §7, docs/transport.md "Request"): the caller's
 * parameters followed by `timestamp`, `OperatorId` and `Platform`, as a URL query string,
 * encrypted into `?q=`. Standard `URLSearchParams` only, so the reference server can decode
 * with this module too.
 */
import { PLATFORM_CODE } from '../../rules/model/constants.ts';
import type { AsyncCipher, Cipher } from './cipher.ts';

/** One query parameter: a list repeats the key; `null` and `undefined` leave the key out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** A caller's query parameters. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** The keys the transport adds to every query (spec §7); a caller's value under them is dropped. */
export const ADDED_QUERY_KEYS = { TIMESTAMP: 'timestamp', OPERATOR_ID: 'OperatorId', PLATFORM: 'Platform' } as const;

const ADDED_KEYS: ReadonlySet<string> = new Set(Object.values(ADDED_QUERY_KEYS));

/**
 * The caller's parameters alone as a query string, in their order, without the added keys.
 *
 * @example callerQuery({ orderId: 7, tags: ['a', 'b'], empty: undefined }) // 'orderId=7&tags=a&tags=b'
 */
export function callerQuery(params: QueryParams = {}): string {
  return callerSearchParams(params).toString();
}

function callerSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (ADDED_KEYS.has(key) || value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly unknown[]) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}

/**
 * The plain query of a call (spec §7): the caller's parameters, then `timestamp` (China time,
 * `requestTimestamp`), `OperatorId` and `Platform` 1011200 (spec §9).
 *
 * @example
 * plainQuery({ orderId: 7 }, { timestamp: '2026/11/22 10:05:09', operatorId: '42' })
 * // 'orderId=7&timestamp=2026%2F11%2F22+10%3A05%3A09&OperatorId=42&Platform=1011200'
 */
export function plainQuery(params: QueryParams, added: { timestamp: string; operatorId: string }): string {
  const search = callerSearchParams(params);
  search.append(ADDED_QUERY_KEYS.TIMESTAMP, added.timestamp);
  search.append(ADDED_QUERY_KEYS.OPERATOR_ID, added.operatorId);
  search.append(ADDED_QUERY_KEYS.PLATFORM, String(PLATFORM_CODE));
  return search.toString();
}

/**
 * The `q` value of a URL: the encrypted plain query, URI-encoded (Base64 has `+` and `/`).
 *
 * @example `${url}?q=${encryptedQueryValue('orderId=7&…', cipher)}`
 */
export function encryptedQueryValue(plain: string, cipher: Cipher): string {
  return encodeURIComponent(cipher.encrypt(plain));
}

/**
 * `encryptedQueryValue` with the portal's (asynchronous) cipher.
 *
 * @example `${url}?q=${await encryptedQueryValueAsync('orderId=7&…', webCipher)}`
 */
export async function encryptedQueryValueAsync(plain: string, cipher: AsyncCipher): Promise<string> {
  return encodeURIComponent(await cipher.encrypt(plain));
}

/**
 * The server side: the parameters of a `q` as the server's URL parser hands it over (already
 * URI-decoded), or `undefined` when it does not decrypt (the server then answers 400).
 *
 * @example decodeQuery(new URL(request.url, 'http://x').searchParams.get('q') ?? '', cipher)?.get('orderId') // '7'
 */
export function decodeQuery(q: string, cipher: Cipher): URLSearchParams | undefined {
  const decrypted = cipher.decrypt(q);
  return decrypted.ok ? new URLSearchParams(decrypted.text) : undefined;
}
