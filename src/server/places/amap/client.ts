/**
 * One call to the AMap (高德) Web Service: a GET of `https://restapi.amap.com<path>` with the key and
 * the query, within a time limit, answered as JSON. Every failure is a `PlaceProviderError` saying,
 * in Chinese and English, which call failed and why; the key is never in it (the URL, which carries
 * it, is never quoted, and AMap's own text is scrubbed of it). Nothing here logs.
 */
import { PlaceProviderError, scrubSecret } from '../provider-error.ts';
import type { AmapEnvelope } from './answers.ts';

export const AMAP_BASE_URL = 'https://restapi.amap.com';

/** How long one call may take by default (ms): a suggestion is useless later. */
export const AMAP_TIMEOUT_MS = 3000;

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface AmapCallOptions {
  key: string;
  fetch: FetchLike;
  baseUrl?: string;
  timeoutMs?: number;
  /** The caller's cancellation (a booker typing on). */
  signal?: AbortSignal | undefined;
}

/** What each call is, for the messages: `inputtips` → 输入提示 / input tips. */
const OPERATIONS: Record<string, { zh: string; en: string }> = {
  '/v3/assistant/inputtips': { zh: '输入提示', en: 'input tips' },
  '/v3/geocode/geo': { zh: '地理编码', en: 'geocoding' },
  '/v3/geocode/regeo': { zh: '逆地理编码', en: 'reverse geocoding' },
  '/v3/direction/driving': { zh: '驾车路径规划', en: 'driving directions' },
};

/** AMap's error codes (https://lbs.amap.com/api/webservice/guide/tools/info) this provider explains. */
const INFOCODES: Record<string, { zh: string; en: string }> = {
  '10001': { zh: 'Key 无效，请检查服务器配置的 AMAP_KEY', en: 'the key is invalid; check the server\'s AMAP_KEY' },
  '10002': { zh: '该 Key 没有开通此服务', en: 'the key may not use this service' },
  '10003': { zh: '今日调用次数已用完', en: 'the daily quota is used up' },
  '10004': { zh: '调用过于频繁', en: 'too many calls per minute' },
  '10005': { zh: '服务器 IP 不在 Key 的白名单内', en: 'the server\'s IP address is not on the key\'s whitelist' },
  '10009': { zh: 'Key 的服务平台不是「Web服务」', en: 'the key is not a Web Service key' },
  '10010': { zh: '服务器 IP 调用次数超限', en: 'the server\'s IP address is over its quota' },
  '10012': { zh: '该 Key 没有此服务的权限', en: 'the key lacks the privilege for this service' },
  '10013': { zh: 'Key 已被删除', en: 'the key was deleted' },
  '10014': { zh: '云图服务 QPS 超限', en: 'the service\'s request rate is exceeded' },
  '10019': { zh: '服务总 QPS 超限', en: 'the service\'s request rate is exceeded' },
  '10020': { zh: 'Key 的 QPS 超限', en: 'the key\'s request rate is exceeded' },
  '10021': { zh: '账号 QPS 超限', en: 'the account\'s request rate is exceeded' },
  '10044': { zh: '账号今日调用次数已用完', en: 'the account\'s daily quota is used up' },
  '20000': { zh: '请求参数不正确', en: 'a request parameter is invalid' },
  '20001': { zh: '缺少必填参数', en: 'a required parameter is missing' },
  '20003': { zh: '高德内部错误', en: 'an unknown AMap error' },
  '20800': { zh: '起点、终点或途经点不在服务范围内', en: 'a point is outside the service area' },
  '20801': { zh: '起点、终点或途经点附近没有道路', en: 'no road near a point' },
  '20802': { zh: '路线计算失败', en: 'the route could not be computed' },
  '20803': { zh: '起点终点距离过长', en: 'the points are too far apart' },
};

function failure(path: string, kind: PlaceProviderError['failure'], zh: string, en: string, code?: string): PlaceProviderError {
  const operation = OPERATIONS[path] ?? { zh: path, en: path };
  return new PlaceProviderError({
    provider: 'amap',
    operation: path.replace(/^\/v3\//, ''),
    failure: kind,
    messageZh: `高德地图${operation.zh}失败：${zh}`,
    messageEn: `AMap ${operation.en} failed: ${en}`,
    ...(code === undefined ? {} : { code }),
  });
}

/**
 * GETs an AMap Web Service path with the key and query and returns its JSON answer when `status` is
 * "1"; throws a PlaceProviderError otherwise. A call the caller cancelled rejects with the caller's
 * own abort reason (the request is gone, nobody waits for an explanation).
 */
export async function amapGet<T extends AmapEnvelope>(path: string, query: Record<string, string>, options: AmapCallOptions): Promise<T> {
  const url = new URL(path, options.baseUrl ?? AMAP_BASE_URL);
  url.searchParams.set('key', options.key);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set('output', 'JSON');
  const timeoutMs = options.timeoutMs ?? AMAP_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const scrub = (value: string) => scrubSecret(value, options.key);

  let body: unknown;
  try {
    const response = await options.fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) {
      throw failure(path, 'network', `服务返回 HTTP ${response.status}`, `the service answered HTTP ${response.status}`);
    }
    const raw = await response.text();
    try {
      body = JSON.parse(raw);
    } catch {
      throw failure(path, 'malformed', '返回的不是 JSON', 'the answer is not JSON');
    }
  } catch (error) {
    if (error instanceof PlaceProviderError) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) {
      throw failure(path, 'timeout', `${timeoutMs} 毫秒内没有应答`, `no answer within ${timeoutMs} ms`);
    }
    // The cause's own text may quote the URL (and with it the key): only its name and code are said.
    const cause = error instanceof Error ? [error.name, (error as { cause?: { code?: unknown } }).cause?.code].filter(Boolean).join(' ') : 'unknown';
    throw failure(path, 'network', `无法连接高德服务（${scrub(cause)}）`, `the service could not be reached (${scrub(cause)})`);
  }

  const envelope = body as Partial<AmapEnvelope> | null;
  if (!envelope || typeof envelope !== 'object') throw failure(path, 'malformed', '返回的不是对象', 'the answer is not an object');
  if (envelope.status !== '1') {
    const code = typeof envelope.infocode === 'string' ? scrub(envelope.infocode) : '';
    const info = typeof envelope.info === 'string' ? scrub(envelope.info) : '';
    const known = INFOCODES[code];
    const said = [code, info].filter(Boolean).join(' ');
    throw failure(
      path,
      'refused',
      `${said || '未知错误'}${known ? `：${known.zh}` : ''}`,
      `${said || 'unknown error'}${known ? `: ${known.en}` : ''}`,
      code || undefined,
    );
  }
  return body as T;
}
