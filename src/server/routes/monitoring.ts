/**
 * Monitoring intake for local runs (spec §7 "Monitoring"; docs/transport.md): RUM events as
 * newline-delimited JSON (gzip when `Content-Encoding: gzip`) stored one row per event, the agent
 * config with an ETag, and `GET /dev/rum-events` for developers and tests. Plain JSON: no cipher,
 * no CORS (the portal posts from its own origin). Registered only when the server's `monitoring`
 * option is on (docs/server.md). Bounded so one request cannot stall the server (docs/security.md
 * §2): the raw body, the unpacked body and the events per request are capped, and anything past a
 * cap is answered 413 before a row is written. Bounded in time and store too (docs/security.md §13):
 * one client address may send `RUM_INTAKE_RATE` bodies and events a minute (429 past it), each event
 * at most `RUM_EVENTS_KEPT.MAX_EVENT_BYTES`, and the store keeps a day and 10,000 events at most
 * (store/rum-events.ts). Every event is stored with its secrets blanked (src/shared/monitoring-redaction.ts,
 * the portal's own filter run again for a tab still open from before), and `/dev/rum-events` answers
 * only a signed-in user with `admin.monitoring`.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '../../../rules/index.ts';
import { redactSecrets } from '../../shared/monitoring-redaction.ts';
import type { ServerDeps } from '../context.ts';
import { RateLimitText, statusMessage } from '../messages.ts';
import { readCookie, SESSION_COOKIE } from '../protocol/cookies.ts';
import { isJsonObject } from '../protocol/params.ts';
import { countRateEvent, isRateLimited, rateCount, rateWindowEndsAt, type RateLimit } from '../store/rate-limits.ts';
import { referenceRows } from '../store/reference.ts';
import { insertRumEvents, recentRumEvents, RUM_EVENTS_KEPT, type RumService } from '../store/rum-events.ts';
import { sessionUserId } from '../store/sessions.ts';
import { userById } from '../store/users.ts';

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

const MINUTE = 60 * 1000;

/**
 * How fast one client address may send (issue 21 §2): the agent queues its events and sends them
 * one body per flush, at most one each `flushInterval` (500 ms) after the first event queued, and it
 * queues at most `eventsLimit` (80) transactions and errors per 60 s (apm-rum-core apm-server.js,
 * spec §9), each transaction followed by its spans and breakdowns as lines of their own. So a tab
 * at its very busiest sends at most 80 bodies a minute (one per transaction), and a real tab a few:
 * in the browser tests a page visit sent one or two bodies of 5 to 45 events (a page-load
 * transaction comes with its resource spans; docs/server.md "Monitoring"). The limits leave room
 * for a few busy tabs behind one address (an office's NAT) and stop a flood: past them the intake
 * answers 429, as the APM server does, with nothing stored.
 */
export const RUM_INTAKE_RATE = {
  /** Bodies per client a minute, counted before the body is read: one and a half tabs at the agent's very busiest. */
  BODIES: { scope: 'rum-intake:bodies', max: 120, windowMs: MINUTE },
  /** Events (stored rows) per client a minute: a hundred page visits of a few dozen events each. */
  EVENTS: { scope: 'rum-intake:events', max: 3_000, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

/** The permission `/dev/rum-events` asks for: the demo admin has it (db/seed/reference.json, migration 010). */
export const MONITORING_PERMISSION = 'admin.monitoring';

/** The agent cuts its service name and environment at 1,024 characters (apm-rum-core truncate.js, KEYWORD_LIMIT); longer ones are not the agent's. */
const MAX_SERVICE_FIELD_CHARS = 1024;

const INTAKE_PATH = '/intake/v2/rum/events';
const EVENTS_PATH = '/dev/rum-events';

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

/** The events as stored: their secrets blanked, each as its JSON text; undefined when one is longer than a row may be. */
function storedEvents(events: readonly { kind: string; event: unknown }[]): { kind: string; eventJson: string }[] | undefined {
  const stored = events.map(({ kind, event }) => ({ kind, eventJson: JSON.stringify(redactSecrets(event)) }));
  return stored.every(({ eventJson }) => Buffer.byteLength(eventJson) <= RUM_EVENTS_KEPT.MAX_EVENT_BYTES) ? stored : undefined;
}

/** A client past an intake rate: 429 as the APM server answers it, nothing stored, and the log line. */
function tooFast(reply: FastifyReply, deps: ServerDeps, limit: RateLimit, client: string): FastifyReply {
  const what = limit === RUM_INTAKE_RATE.BODIES ? { zh: '个请求', en: 'bodies' } : { zh: '个事件', en: 'events' };
  deps.log(`[429] POST ${INTAKE_PATH}: 监控数据发送过于频繁，每分钟超过 ${limit.max} ${what.zh} / monitoring data sent too fast, over ${limit.max} ${what.en} a minute (${limit.scope} ${client})`);
  // How long until the client's window ends, in the answer's words and in Retry-After (RFC 9110 §10.2.3, seconds).
  const now = deps.now();
  const left = (rateWindowEndsAt(deps.db, limit, client, now) ?? now + limit.windowMs) - now;
  return reply
    .code(429)
    .header('Retry-After', String(Math.max(1, Math.ceil(left / 1000))))
    .send({ accepted: 0, errors: [{ message: `${RateLimitText.tooOften(left)} / rate limit exceeded, retry after ${Math.ceil(left / 1000)} s` }] });
}

/** The user of the request's session cookie (read as the API reads it, protocol/api-routes.ts), or undefined. */
export function sessionUser(request: FastifyRequest, deps: ServerDeps) {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  const userId = token === undefined ? undefined : sessionUserId(deps.db, token, deps.now());
  const user = userId === undefined ? undefined : userById(deps.db, userId);
  return user?.active === true ? user : undefined;
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

  app.post(
    INTAKE_PATH,
    {
      // Counted before the body is read: a client past its rate costs no read, no gunzip, no parse.
      onRequest: async (request, reply) => {
        const now = deps.now();
        if (isRateLimited(deps.db, RUM_INTAKE_RATE.BODIES, request.ip, now)) return tooFast(reply, deps, RUM_INTAKE_RATE.BODIES, request.ip);
        countRateEvent(deps.db, RUM_INTAKE_RATE.BODIES, request.ip, now);
        return undefined;
      },
    },
    async (request, reply) => {
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
      const from = service(parsed.metadata);
      if (from.name.length > MAX_SERVICE_FIELD_CHARS || from.environment.length > MAX_SERVICE_FIELD_CHARS) {
        return tooLarge(reply, deps, `服务名称或环境超过 ${MAX_SERVICE_FIELD_CHARS} 个字符`, `the service name or environment is over ${MAX_SERVICE_FIELD_CHARS} characters`);
      }
      const events = storedEvents(parsed.events);
      if (!events) {
        const max = `${RUM_EVENTS_KEPT.MAX_EVENT_BYTES} bytes`;
        return tooLarge(reply, deps, `单个事件超过 ${max}`, `an event is over ${max}`);
      }
      const now = deps.now();
      if (rateCount(deps.db, RUM_INTAKE_RATE.EVENTS, request.ip, now) + events.length > RUM_INTAKE_RATE.EVENTS.max) {
        return tooFast(reply, deps, RUM_INTAKE_RATE.EVENTS, request.ip);
      }
      countRateEvent(deps.db, RUM_INTAKE_RATE.EVENTS, request.ip, now, events.length);
      insertRumEvents(deps.db, { service: from, events }, now);
      return reply.code(202).send();
    },
  );

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

  // The events are the portal's users' page views: only an admin with the monitoring permission reads them.
  app.get(EVENTS_PATH, (request, reply) => {
    const user = sessionUser(request, deps);
    if (!user) {
      deps.log(`[401] GET ${EVENTS_PATH}: 未登录，不能查看监控数据 / not signed in, monitoring events refused`);
      return reply.code(401).send({ message: statusMessage(401) });
    }
    if (!hasPermission(user.permissions, MONITORING_PERMISSION)) {
      deps.log(`[484] GET ${EVENTS_PATH}: ${user.userId} 没有 ${MONITORING_PERMISSION} 权限 / lacks ${MONITORING_PERMISSION}, monitoring events refused`);
      return reply.code(484).send({ message: statusMessage(484) });
    }
    const limit = Math.min(10_000, Math.max(1, Number((request.query as Record<string, unknown>).limit) || 1000));
    return reply.header('cache-control', 'private, no-store').send(recentRumEvents(deps.db, limit));
  });
}
