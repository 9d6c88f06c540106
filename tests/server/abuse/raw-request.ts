/**
 * A request built by hand the way an attacker (or another site's page) would send it: any method,
 * content type, headers, body and request timestamp, with the real wire format otherwise (the
 * query encrypted into `q` by the shared modules), and the answer's envelope decoded.
 */
import { requestTimestamp } from '../../../rules/index.ts';
import { API_PREFIXES, decodeBody, encryptedQueryValue, plainQuery, type Endpoint, type Envelope } from '../../../src/shared/index.ts';
import { cipher } from '../client.ts';

export interface RawRequest {
  /** The request's timestamp (epoch ms) in its query; omitted from the query when `null`. */
  sentAt: number | null;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  /** The decoded envelope, or undefined when the answer is not one. */
  envelope: Envelope | undefined;
}

/** The URL of a call with the given timestamp: what a captured request's URL looks like. */
export function callUrl(baseUrl: string, endpoint: Pick<Endpoint, 'path'>, sentAt: number | null, params: Record<string, string | number> = {}): string {
  const plain = plainQuery(params, { timestamp: sentAt === null ? '' : requestTimestamp(sentAt), operatorId: '' });
  const query = sentAt === null ? plain.replace(/(^|&)timestamp=[^&]*/, '') : plain;
  return `${baseUrl}${API_PREFIXES.ENTERPRISE}${endpoint.path}?q=${encryptedQueryValue(query, cipher)}`;
}

export async function rawCall(baseUrl: string, endpoint: Pick<Endpoint, 'method' | 'path'>, request: RawRequest): Promise<RawAnswer> {
  const response = await fetch(callUrl(baseUrl, endpoint, request.sentAt, request.params), {
    method: endpoint.method,
    headers: request.headers ?? {},
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const decoded = decodeBody(await response.text(), cipher);
  return { status: response.status, headers: response.headers, envelope: decoded.ok ? (decoded.value as Envelope) : undefined };
}
