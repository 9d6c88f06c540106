/**
 * The monitoring intake cannot be used to stall the server or fill its database (issue 7 point 2,
 * docs/security.md §2): a gzip bomb, too many events and an oversized body are answered 413 with
 * nothing stored while other requests are served; the intake and `/dev/*` are off unless turned
 * on, and answer no other origin's page.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUM_INTAKE_LIMITS } from '../../../src/server/routes/monitoring.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { DEMO_BOOKER, startTestServer, type TestServer } from '../client.ts';
import { readDatabase } from './support.ts';

const INTAKE = '/intake/v2/rum/events';
const METADATA = JSON.stringify({ metadata: { service: { name: 'enterprise', environment: 'prod' } } });
const event = (n: number) => JSON.stringify({ transaction: { id: `t-${n}`, name: '/EnterpriseService', type: 'page-load', duration: 1 } });
const ndjson = (events: number) => [METADATA, ...Array.from({ length: events }, (_, n) => event(n))].join('\n');

/**
 * A gzip bomb of `megabytes` MiB of spaces from about 1 KiB per MiB: gzip members concatenated
 * (gunzip inflates every member), so building it costs nothing while inflating it costs the lot.
 */
function gzipBomb(megabytes: number): Uint8Array<ArrayBuffer> {
  const member = gzipSync(Buffer.alloc(1024 * 1024, 0x20));
  return Buffer.concat(Array.from({ length: megabytes }, () => member));
}

const rowCount = (t: TestServer) => readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM rum_events').get() as { n: number }).n);

function post(t: TestServer, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${t.server.url}${INTAKE}`, { method: 'POST', headers: { 'content-type': 'application/x-ndjson', ...headers }, body });
}

describe('the monitoring intake, turned on', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ monitoring: true });
  });
  afterAll(() => t.stop());

  it('refuses a gzip bomb (960 MiB of spaces in under 1 MiB) with 413, stores nothing, and answers a parallel request', async () => {
    const bomb = gzipBomb(960);
    expect(bomb.length).toBeLessThan(RUM_INTAKE_LIMITS.MAX_RAW_BYTES);
    const before = rowCount(t);
    const client = t.client();
    const [refused, other] = await Promise.all([
      post(t, bomb, { 'content-encoding': 'gzip' }),
      client.call(endpoints.userLogin.passwordLogin, { body: DEMO_BOOKER }),
    ]);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { accepted: number }).accepted).toBe(0);
    expect(other.status).toBe(200);
    expect(other.envelope.isSuccess).toBe(true);
    expect(rowCount(t)).toBe(before);
    expect(t.logs.some((line) => line.startsWith(`[413] POST ${INTAKE}: 监控数据被拒绝，解压后超过`) && line.includes('monitoring body refused'))).toBe(true);
  });

  it('refuses more than 1,000 events in one body with 413 and stores none of them', async () => {
    const before = rowCount(t);
    const tooMany = await post(t, gzipSync(ndjson(RUM_INTAKE_LIMITS.MAX_EVENTS + 1)), { 'content-encoding': 'gzip' });
    expect(tooMany.status).toBe(413);
    expect(rowCount(t)).toBe(before);
    expect(t.logs.at(-1)).toContain(`over ${RUM_INTAKE_LIMITS.MAX_EVENTS} events`);
  });

  it('takes exactly 1,000 events in one body', async () => {
    const before = rowCount(t);
    const full = await post(t, gzipSync(ndjson(RUM_INTAKE_LIMITS.MAX_EVENTS)), { 'content-encoding': 'gzip' });
    expect(full.status).toBe(202);
    expect(rowCount(t)).toBe(before + RUM_INTAKE_LIMITS.MAX_EVENTS);
  });

  it('refuses the issue\'s 149 KB body of three million empty-event lines with 413, storing nothing', async () => {
    const before = rowCount(t);
    // 3,000,000 lines of `{"x":0}` gzip to well under 150 KB and unpack to 24 MB.
    const lines = gzipSync(`${METADATA}\n${'{"x":0}\n'.repeat(3_000_000)}`);
    expect(lines.length).toBeLessThan(150_000);
    const refused = await post(t, lines, { 'content-encoding': 'gzip' });
    expect(refused.status).toBe(413);
    expect(rowCount(t)).toBe(before);
  });

  it('refuses a plain body over 1 MiB with 413 while reading it, storing nothing', async () => {
    const before = rowCount(t);
    const big = `${METADATA}\n${event(0)}\n${' '.repeat(RUM_INTAKE_LIMITS.MAX_RAW_BYTES)}`;
    const refused = await post(t, big);
    expect(refused.status).toBe(413);
    expect(rowCount(t)).toBe(before);
    expect(t.logs.at(-1)).toMatch(/^\[413\] POST \/intake\/v2\/rum\/events: 监控数据被拒绝，请求体超过 \d+ bytes \/ monitoring body refused, the body is over \d+ bytes$/);
  });

  it('answers a body that is not gzip with 400, not 500', async () => {
    const refused = await post(t, Buffer.from('not gzip at all'), { 'content-encoding': 'gzip' });
    expect(refused.status).toBe(400);
  });

  it('sends no CORS headers to another origin, and has no preflight route', async () => {
    const evil = { origin: 'https://evil.example' };
    const intake = await post(t, ndjson(1), evil);
    expect(intake.headers.get('access-control-allow-origin')).toBeNull();
    const config = await fetch(`${t.server.url}/config/v1/rum/agents?service.name=enterprise`, { headers: evil });
    expect(config.headers.get('access-control-allow-origin')).toBeNull();
    const events = await fetch(`${t.server.url}/dev/rum-events`, { headers: evil });
    expect(events.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${t.server.url}${INTAKE}`, {
      method: 'OPTIONS',
      headers: { ...evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the monitoring intake, by default', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  it('is off: the intake, the agent config and /dev/rum-events answer 404 and nothing is stored', async () => {
    expect((await post(t, gzipSync(ndjson(3)), { 'content-encoding': 'gzip' })).status).toBe(404);
    expect((await fetch(`${t.server.url}/config/v1/rum/agents?service.name=enterprise`)).status).toBe(404);
    expect((await fetch(`${t.server.url}/dev/rum-events`)).status).toBe(404);
    expect(rowCount(t)).toBe(0);
  });
});
