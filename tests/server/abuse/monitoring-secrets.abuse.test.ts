/**
 * No approval token from the monitoring intake (issue 21 §2, §5; docs/security.md §13), replayed over
 * real HTTP against a temporary database, time moved by the server's clock:
 * - the poll: an approver's tab posts what an unfiltered agent sends (the page URL with the
 *   link's token, an API span with `q`); an outsider polls `/dev/rum-events` and refuses the order
 *   with the token. Now the outsider gets 401, a booker 484, and even the admin reads no token;
 * - the flood: one client posting body after body is answered 429 past its rate, with nothing stored;
 * - the store is bounded: by count and by age, an event's size, and a body's metadata is never
 *   repeated per row (one body of 1,000 tiny events under a 100 KB metadata line wrote 100 MB).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DATABASE_FILE, migrationScripts, openDatabase } from '../../../src/server/db/database.ts';

import { RUM_INTAKE_RATE } from '../../../src/server/routes/monitoring.ts';
import { RUM_EVENTS_KEPT } from '../../../src/server/store/rum-events.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { signedInClient, type TestClient } from '../client.ts';
import { MINUTE, readDatabase, startClockedServer, type ClockedServer } from './support.ts';

const INTAKE = '/intake/v2/rum/events';
const EVENTS = '/dev/rum-events';
const METADATA = JSON.stringify({ metadata: { service: { name: 'enterprise', environment: 'prod' } } });
const REFUSED = 8;

let t: ClockedServer;
let booker: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await startClockedServer({ monitoring: true });
  booker = await signedInClient(t, '13800000001', 'Demo@2026');
  admin = await signedInClient(t, '13800000002', 'Admin@2026');
});
afterAll(() => t.stop());
// Each test starts in a fresh rate window of its own.
beforeEach(() => t.advance(MINUTE));

const rowCount = () => readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM rum_events').get() as { n: number }).n);
/** The bytes of text `rum_events` holds, every text column (the metadata's too, where a database still has it). */
const storedBytes = () =>
  readDatabase(t, (db) => {
    const columns = (db.prepare('PRAGMA table_info(rum_events)').all() as { name: string; type: string }[]).filter((c) => c.type === 'TEXT').map((c) => `length(${c.name})`);
    return (db.prepare(`SELECT COALESCE(SUM(${columns.join(' + ')}), 0) AS n FROM rum_events`).get() as { n: number }).n;
  });

const post = (body: string) => fetch(`${t.server.url}${INTAKE}`, { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body });
const transaction = (n: number, extra: object = {}) => JSON.stringify({ transaction: { id: `t-${n}`, name: '/EnterpriseService/*', type: 'route-change', duration: 1, ...extra } });
const ndjson = (events: number, metadata = METADATA) => [metadata, ...Array.from({ length: events }, (_, n) => transaction(n))].join('\n');

function lastLinkToken(): string {
  const line = [...t.logs].reverse().find((l) => l.startsWith('[email] 审批邮件已发送至'));
  const token = line && /token=([A-Za-z0-9_-]+) 审批码/.exec(line)?.[1];
  if (!token) throw new Error('no approval e-mail in the log');
  return token;
}

describe('the issue’s poll of /dev/rum-events', () => {
  it('gives an outsider no token: 401 without a session, 484 for a booker, and blanked for the admin', async () => {
    // A seeded order of 1001 waiting at a step with an e-mail address (its reviewer's), its link sent by the booker.
    const waiting = readDatabase(t, (db) => (db.prepare('SELECT order_id FROM orders WHERE enterprise_id = 1001 AND business_type = 4 AND status = 1 ORDER BY order_id').all() as { order_id: string }[]).map((r) => r.order_id));
    let orderId = '';
    for (const candidate of waiting) {
      if ((await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId: candidate } })).envelope.isSuccess) {
        orderId = candidate;
        break;
      }
    }
    expect(orderId).not.toBe('');
    const token = lastLinkToken();
    // What the approver's tab sent before the portal's filter: the page URL, the API call's span with `q`.
    const page = `http://127.0.0.1/OrderAudit?token=${token}`;
    const span = { name: 'PUT /enterpriseapi/csorder/AuditForWeb', type: 'external', context: { http: { method: 'PUT', url: `http://127.0.0.1/enterpriseapi/csorder/AuditForWeb?q=c2VjcmV0JTNE%2Bq` } } };
    expect((await post([METADATA, transaction(1, { name: '/OrderAudit/*', type: 'page-load', context: { page: { url: page, referer: page } } }), JSON.stringify({ span })].join('\n'))).status).toBe(202);

    // The outsider polls, as the attacker did, and would refuse the order with any token found.
    const poll = await fetch(`${t.server.url}${EVENTS}`);
    const text = await poll.text();
    const found = text.match(/token=([A-Za-z0-9_-]{20,})/)?.[1];
    if (found) await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: found, decision: 2, comment: '外部人员拒绝' } });
    expect({ status: poll.status, tokenFound: found !== undefined }).toEqual({ status: 401, tokenFound: false });
    expect(JSON.parse(text)).toEqual({ message: '用户没有权限（令牌、用户名、密码错误）' });
    expect(readDatabase(t, (db) => (db.prepare('SELECT status FROM orders WHERE order_id = ?').get(orderId) as { status: number }).status)).not.toBe(REFUSED);
    expect(t.logs).toContain(`[401] GET ${EVENTS}: 未登录，不能查看监控数据 / not signed in, monitoring events refused`);

    // A signed-in booker is no admin.
    const asBooker = await booker.fetchWithSession(EVENTS);
    expect([asBooker.status, await asBooker.json()]).toEqual([484, { message: '用户没有该功能权限' }]);

    // The admin reads the events, the token and `q` blanked by the intake.
    const asAdmin = await admin.fetchWithSession(EVENTS);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    const events = await asAdmin.text();
    expect(events).toContain('/OrderAudit?token=[REDACTED]');
    expect(events).toContain('AuditForWeb?q=[REDACTED]');
    expect(events).not.toContain(token);
    expect(readDatabase(t, (db) => db.prepare('SELECT event_json FROM rum_events').all() as { event_json: string }[]).some((r) => r.event_json.includes(token))).toBe(false);
  });
});

describe('the intake flood', () => {
  it('answers one client 429 past its bodies a minute, before reading them, storing nothing; the next minute it is served', async () => {
    const before = rowCount();
    const statuses: number[] = [];
    for (let n = 0; n < RUM_INTAKE_RATE.BODIES.max + 5; n += 1) statuses.push((await post(ndjson(1))).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(RUM_INTAKE_RATE.BODIES.max);
    expect(statuses.slice(RUM_INTAKE_RATE.BODIES.max)).toEqual([429, 429, 429, 429, 429]);
    expect(rowCount()).toBe(before + RUM_INTAKE_RATE.BODIES.max);
    const refused = await post(ndjson(1));
    expect(await refused.json()).toEqual({ accepted: 0, errors: [{ message: '操作频繁，请 1 分钟后再试 / rate limit exceeded, retry after 60 s' }] });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(t.logs.at(-1)).toBe(`[429] POST ${INTAKE}: 监控数据发送过于频繁，每分钟超过 ${RUM_INTAKE_RATE.BODIES.max} 个请求 / monitoring data sent too fast, over ${RUM_INTAKE_RATE.BODIES.max} bodies a minute (rum-intake:bodies 127.0.0.1)`);
    t.advance(MINUTE);
    expect((await post(ndjson(1))).status).toBe(202);
  });

  it('answers 429 to a body that would pass the client’s events a minute, and stores none of it', async () => {
    const before = rowCount();
    const full = RUM_INTAKE_RATE.EVENTS.max / 1000;
    for (let n = 0; n < full; n += 1) expect((await post(ndjson(1000))).status).toBe(202);
    expect((await post(ndjson(1))).status).toBe(429);
    expect(rowCount()).toBe(before + RUM_INTAKE_RATE.EVENTS.max);
    expect(t.logs.at(-1)).toContain(`over ${RUM_INTAKE_RATE.EVENTS.max} events a minute`);
  });
});

describe('the bounded store', () => {
  it('keeps at most RUM_EVENTS_KEPT.MAX_EVENTS, the newest, however many arrive', async () => {
    const bodies = Math.ceil(RUM_EVENTS_KEPT.MAX_EVENTS / 1000) + 2;
    for (let n = 0; n < bodies; n += 1) {
      t.advance(MINUTE);
      expect((await post(ndjson(1000))).status).toBe(202);
    }
    expect(rowCount()).toBe(RUM_EVENTS_KEPT.MAX_EVENTS);
    const newest = readDatabase(t, (db) => db.prepare('SELECT MAX(received_at) - MIN(received_at) AS span FROM rum_events').get() as { span: number });
    // Only the last ten bodies are left: the oldest went first.
    expect(newest.span).toBe((RUM_EVENTS_KEPT.MAX_EVENTS / 1000 - 1) * MINUTE);
  });

  it('drops events older than a day, on the next body and at start', async () => {
    expect((await post(ndjson(3))).status).toBe(202);
    expect(rowCount()).toBeGreaterThan(3);
    t.advance(RUM_EVENTS_KEPT.MAX_AGE_MS);
    expect((await post(ndjson(2))).status).toBe(202);
    expect(rowCount()).toBe(2);
    t.advance(RUM_EVENTS_KEPT.MAX_AGE_MS);
    await t.restart();
    expect(rowCount()).toBe(0);
  });

  it('stores a body’s metadata once, not once per event: 1,000 tiny events under a 100 KB metadata line store kilobytes', async () => {
    const before = storedBytes();
    const metadata = JSON.stringify({ metadata: { service: { name: 'enterprise', environment: 'prod' }, labels: { padding: 'x'.repeat(100_000) } } });
    expect((await post(ndjson(1000, metadata))).status).toBe(202);
    expect(storedBytes() - before).toBeLessThan(1000 * 200);
  });

  it('refuses an event over MAX_EVENT_BYTES and a service name over 1,024 characters with 413, storing nothing', async () => {
    const before = rowCount();
    const big = [METADATA, transaction(1), transaction(2, { name: 'x'.repeat(RUM_EVENTS_KEPT.MAX_EVENT_BYTES) })].join('\n');
    const refused = await post(big);
    expect(refused.status).toBe(413);
    expect(t.logs.at(-1)).toBe(`[413] POST ${INTAKE}: 监控数据被拒绝，单个事件超过 ${RUM_EVENTS_KEPT.MAX_EVENT_BYTES} bytes / monitoring body refused, an event is over ${RUM_EVENTS_KEPT.MAX_EVENT_BYTES} bytes`);
    const named = JSON.stringify({ metadata: { service: { name: 'e'.repeat(1025), environment: 'prod' } } });
    expect((await post(ndjson(1, named))).status).toBe(413);
    expect(rowCount()).toBe(before);
  });
});

describe('migration 010 on a database from before', () => {
  it('drops the stored events (they may hold tokens) and their metadata column, and gives the seeded admin admin.monitoring', () => {
    const dir = mkdtempSync(join(tmpdir(), 'enterprise-migration-'));
    try {
      const old = new Database(join(dir, DATABASE_FILE));
      old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
      for (const script of migrationScripts().filter((s) => s.version < 10)) {
        old.exec(script.sql);
        old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 0)').run(script.version, script.name);
      }
      const tree = [{ permissionName: 'audit', childNodes: [{ permissionName: 'audit.orders' }] }, { permissionName: 'admin', childNodes: [{ permissionName: 'admin.config' }] }];
      old.prepare("INSERT INTO reference_rows (kind, scope, data_json) VALUES ('permissionTree', '', ?)").run(JSON.stringify(tree));
      old.exec(`INSERT INTO enterprises VALUES (1001, 'e', 'e', '{}');
        INSERT INTO users (user_id, enterprise_id, phone_number, profile_json, permissions_json) VALUES ('u-1001-900', 1001, '13800000002', '{}', '["admin.config"]');
        INSERT INTO users (user_id, enterprise_id, phone_number, profile_json, permissions_json) VALUES ('u-1001-101', 1001, '13800000001', '{}', '["specialCar.book"]');
        INSERT INTO rum_events (received_at, kind, event_json, metadata_json) VALUES (0, 'transaction', '{"context":{"page":{"url":"/OrderAudit?token=abc"}}}', '{}');`);
      old.close();
      const db = openDatabase(dir);
      expect(db.prepare('SELECT COUNT(*) AS n FROM rum_events').get()).toEqual({ n: 0 });
      expect((db.prepare('PRAGMA table_info(rum_events)').all() as { name: string }[]).map((c) => c.name)).not.toContain('metadata_json');
      const permissions = (id: string) => JSON.parse((db.prepare('SELECT permissions_json FROM users WHERE user_id = ?').get(id) as { permissions_json: string }).permissions_json) as string[];
      expect(permissions('u-1001-900')).toEqual(['admin.config', 'admin.monitoring']);
      expect(permissions('u-1001-101')).toEqual(['specialCar.book']);
      const migrated = JSON.parse((db.prepare("SELECT data_json FROM reference_rows WHERE kind = 'permissionTree'").get() as { data_json: string }).data_json) as unknown;
      expect(migrated).toEqual([tree[0], { permissionName: 'admin', childNodes: [{ permissionName: 'admin.config' }, { permissionName: 'admin.monitoring' }] }]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
