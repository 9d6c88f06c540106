/**
 * Monitoring intake for local runs (spec §7 "Monitoring"; docs/transport.md): RUM events as
 * newline-delimited JSON (gzip when `Content-Encoding: gzip`) stored one row per event, the agent
 * config with an ETag, and `GET /dev/rum-events` for developers and tests. Plain JSON: no session,
 * no cipher, no CORS (the portal posts from its own origin). Registered only when the server's
 * `monitoring` option is on (docs/server.md); bounded so one request cannot stall the server
 * (docs/security.md §2): the raw body, the unpacked body and the events per request are capped,
 * and anything past a cap is answered 413 before a row is written.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerDeps } from '../context.ts';
import { isJsonObject } from '../protocol/params.ts';
import { referenceRows } from '../store/reference.ts';
import { insertRumEvents, recentRumEvents, type RumService } from '../store/rum-events.ts';

const gunzipAsync = promisify(gunzip);

/**
 * The intake's caps. The agent sends at most 80 events per 60 s (spec §9) in one body of a few
 * kilobytes per event, so 1,000 events and 1 MiB leave a wide margin for a real portal while a
 * body past them is refused before it costs more than one bounded gunzip.
 */
export const RUM_INTAKE_LIMITS = {
  /** Events in one body (the metadata line not counted). */
  MAX_EVENTS: 1_000,
  /** The body as sent (gzip or not), in bytes; fastify refuses a longer one while it reads. */
  MAX_RAW_BYTES: 1024 * 1024,
  /** The body after gunzip, in bytes: zlib stops inflating past it (`maxOutputLength`). */
  MAX_UNPACKED_BYTES: 1024 * 1024,
} as const;

const INTAKE_PATH = '/intake/v2/rum/events';

type Parsed =
  | { ok: true; metadata: Record<string, unknown>; events: { kind: string; event: unknown }[] }
  | { ok: false; error: string }
  /** More events than the cap: refused as a whole (413), nothing stored. */
  | { ok: false; tooMany: true };

/** Reads an intake body: an optional metadata line, then one `{ <kind>: {...} }` object per line, at most `maxEvents` of them. */
export function parseRumNdjson(text: string, maxEvents = RUM_INTAKE_LIMITS.MAX_EVENTS): Parsed {
  let metadata: Record<string, unknown> = {};
  const events: { kind: string; event: unknown }[] = [];
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  // One metadata line may come on top of the events; counted before any line is parsed.
  if (lines.length > maxEvents + 1) return { ok: false, tooMany: true };
  for (const [index, line] of lines.entries()) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return { ok: false, error: `line ${index + 1} is not JSON` };
    }
    const kind = isJsonObject(value) ? Object.keys(value)[0] : undefined;
    if (!isJsonObject(value) || kind === undefined) return { ok: false, error: `line ${index + 1} is not an event object` };
    if (kind === 'metadata' && isJsonObject(value.metadata)) metadata = value.metadata;
    else events.push({ kind, event: value[kind] });
  }
  if (events.length > maxEvents) return { ok: false, tooMany: true };
  return { ok: true, metadata, events };
}

function service(metadata: Record<string, unknown>): RumService {
  const s = isJsonObject(metadata.service) ? metadata.service : {};
  return { name: typeof s.name === 'string' ? s.name : '', environment: typeof s.environment === 'string' ? s.environment : '' };
}

/** A refused intake body: the answer the agent understands, and the log line in Chinese and English. */
function tooLarge(reply: FastifyReply, deps: ServerDeps, zh: string, en: string): FastifyReply {
  deps.log(`[413] POST ${INTAKE_PATH}: 监控数据被拒绝，${zh} / monitoring body refused, ${en}`);
  return reply.code(413).send({ accepted: 0, errors: [{ message: en }] });
}

/** The body unpacked, or why not: `tooLarge` past the cap, `notGzip` when it does not inflate. */
async function unpacked(raw: Buffer, gzip: boolean): Promise<{ ok: true; text: string } | { ok: false; reason: 'tooLarge' | 'notGzip' }> {
  if (!gzip) return raw.length > RUM_INTAKE_LIMITS.MAX_UNPACKED_BYTES ? { ok: false, reason: 'tooLarge' } : { ok: true, text: raw.toString('utf8') };
  try {
    // On the thread pool, and zlib stops at the cap instead of inflating a bomb to gigabytes.
    const inflated = await gunzipAsync(raw, { maxOutputLength: RUM_INTAKE_LIMITS.MAX_UNPACKED_BYTES });
    return { ok: true, text: inflated.toString('utf8') };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ok: false, reason: code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'notGzip' };
  }
}

export function registerMonitoring(app: FastifyInstance, deps: ServerDeps): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: RUM_INTAKE_LIMITS.MAX_RAW_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const where = `${request.method} ${request.url.split('?')[0]}`;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = `${RUM_INTAKE_LIMITS.MAX_RAW_BYTES} bytes`;
      return tooLarge(reply, deps, `请求体超过 ${limit}`, `the body is over ${limit}`);
    }
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    deps.log(`[${status}] ${where}: ${status === 500 ? '服务器内部错误 / internal server error' : '请求有误 / bad request'}: ${error.message}`);
    return reply.code(status).send({ error: status === 500 ? 'internal server error' : 'bad request' });
  });

  app.post(INTAKE_PATH, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const gzip = String(request.headers['content-encoding'] ?? '').toLowerCase() === 'gzip';
    const body = await unpacked(raw, gzip);
    if (!body.ok && body.reason === 'notGzip') return reply.code(400).send({ accepted: 0, errors: [{ message: 'body is not gzip' }] });
    const limit = `${RUM_INTAKE_LIMITS.MAX_UNPACKED_BYTES} bytes`;
    if (!body.ok) return tooLarge(reply, deps, `解压后超过 ${limit}`, `it unpacks to over ${limit}`);
    const parsed = parseRumNdjson(body.text);
    if (!parsed.ok && 'tooMany' in parsed) {
      const max = RUM_INTAKE_LIMITS.MAX_EVENTS;
      return tooLarge(reply, deps, `事件超过 ${max} 条`, `over ${max} events`);
    }
    if (!parsed.ok) return reply.code(400).send({ accepted: 0, errors: [{ message: parsed.error }] });
    insertRumEvents(deps.db, { service: service(parsed.metadata), metadata: parsed.metadata, events: parsed.events }, deps.now());
    return reply.code(202).send();
  });

  app.get('/config/v1/rum/agents', (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const name = query['service.name'];
    const environment = typeof query['service.environment'] === 'string' ? query['service.environment'] : '';
    if (typeof name !== 'string' || name === '') return reply.code(400).send({ error: 'service.name is required' });
    const configs = referenceRows(deps.db, 'rumAgentConfig', name);
    const config = configs.find((c) => c.serviceEnvironment === environment) ?? configs.find((c) => c.serviceEnvironment === '');
    const body = JSON.stringify(config?.settings ?? {});
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 20)}"`;
    reply.header('etag', etag).header('cache-control', 'max-age=0');
    const ifNoneMatch = String(request.headers['if-none-match'] ?? '').replace(/^W\//, '');
    if (ifNoneMatch === etag) return reply.code(304).send();
    return reply.code(200).type('application/json; charset=utf-8').send(body);
  });

  app.get('/dev/rum-events', (request, reply) => {
    const limit = Math.min(10_000, Math.max(1, Number((request.query as Record<string, unknown>).limit) || 1000));
    return reply.send(recentRumEvents(deps.db, limit));
  });
}
