/**
 * Monitoring intake for local runs (spec §7 "Monitoring"; docs/transport.md): RUM events as
 * newline-delimited JSON (gzip when `Content-Encoding: gzip`) stored one row per event, the agent
 * config with an ETag, and `GET /dev/rum-events` for developers and tests. Plain JSON: no session,
 * no cipher.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../context.ts';
import { isJsonObject } from '../protocol/params.ts';
import { referenceRows } from '../store/reference.ts';
import { insertRumEvents, recentRumEvents, type RumService } from '../store/rum-events.ts';

type Parsed = { ok: true; metadata: Record<string, unknown>; events: { kind: string; event: unknown }[] } | { ok: false; error: string };

/** Reads an intake body: an optional metadata line, then one `{ <kind>: {...} }` object per line. */
export function parseRumNdjson(text: string): Parsed {
  let metadata: Record<string, unknown> = {};
  const events: { kind: string; event: unknown }[] = [];
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
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
  return { ok: true, metadata, events };
}

function service(metadata: Record<string, unknown>): RumService {
  const s = isJsonObject(metadata.service) ? metadata.service : {};
  return { name: typeof s.name === 'string' ? s.name : '', environment: typeof s.environment === 'string' ? s.environment : '' };
}

/** Lets a portal served from another origin (vite dev) reach the intake. */
function allowCors(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('access-control-allow-origin', request.headers.origin ?? '*');
  reply.header('access-control-allow-headers', 'Content-Type, Content-Encoding, If-None-Match');
  reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
  reply.header('access-control-expose-headers', 'ETag');
  reply.header('vary', 'Origin');
}

export function registerMonitoring(app: FastifyInstance, deps: ServerDeps): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', (request, reply, done) => {
    allowCors(request, reply);
    done();
  });
  app.options('/intake/v2/rum/events', (_request, reply) => reply.code(204).send());
  app.options('/config/v1/rum/agents', (_request, reply) => reply.code(204).send());

  app.post('/intake/v2/rum/events', (request, reply) => {
    let raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (String(request.headers['content-encoding'] ?? '').toLowerCase() === 'gzip') {
      try {
        raw = gunzipSync(raw);
      } catch {
        return reply.code(400).send({ accepted: 0, errors: [{ message: 'body is not gzip' }] });
      }
    }
    const parsed = parseRumNdjson(raw.toString('utf8'));
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
