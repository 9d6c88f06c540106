/**
 * Approvals attacked (docs/approvals.md, docs/security.md): another enterprise's order that names the
 * approver's phone stays out of reach; a booker cannot decide; a link's one use holds under a race;
 * text codes cannot be guessed at speed; forged bodies and files are refused. Over real HTTP against
 * a temporary database, read back from the database file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../../src/shared/index.ts';
import { signedInClient, type TestClient } from '../client.ts';
import { specialCarPayload } from '../payloads.ts';
import { MINUTE, RATE_LIMITED, readDatabase, startClockedServer, writeDatabase, type ClockedServer } from './support.ts';

let t: ClockedServer;
let booker: TestClient;
let approver: TestClient;
let outsider: TestClient;

const signedIn = (phone: string, password: string): Promise<TestClient> => signedInClient(t, phone, password);

beforeAll(async () => {
  t = await startClockedServer();
  booker = await signedIn('13800000001', 'Demo@2026');
  approver = await signedIn('13912345678', 'Audit@2026');
  outsider = await signedIn('13800000004', 'Demo@2026');
});
afterAll(() => t.stop());

const statusOf = (orderId: string) => readDatabase(t, (db) => (db.prepare('SELECT status FROM orders WHERE order_id = ?').get(orderId) as { status: number }).status);
const historyCount = () => readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM approval_history').get() as { n: number }).n);
const foreignOrderId = () =>
  readDatabase(t, (db) => (db.prepare("SELECT order_id FROM orders WHERE enterprise_id = 2002 AND status = 1").get() as { order_id: string }).order_id);

function lastLink(): { token: string; code: string } {
  const line = [...t.logs].reverse().find((l) => l.startsWith('[email] 审批邮件已发送至'));
  const match = line && /token=([A-Za-z0-9_-]+) 审批码 ([A-Z0-9]{8})/.exec(line);
  if (!match) throw new Error('no approval e-mail in the log');
  return { token: match[1]!, code: match[2]! };
}

async function freshLink(): Promise<{ orderId: string; token: string; code: string }> {
  const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
  const { orderId } = created.envelope.result;
  await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
  return { orderId, ...lastLink() };
}

describe('another enterprise', () => {
  it('李建华 cannot decide, see or list an order of 中原能源 even though it names his phone', async () => {
    const orderId = foreignOrderId();
    // No booking can name him there any more (order-approvers.ts); one stored before could: planted here.
    writeDatabase(t, (db) => {
      db.prepare("UPDATE orders SET payload_json = replace(payload_json, '13711112222', '13912345678') WHERE order_id = ?").run(orderId);
      db.prepare("UPDATE order_approvals SET chain_json = replace(chain_json, '13711112222', '13912345678') WHERE order_id = ?").run(orderId);
    });
    const chain = readDatabase(t, (db) => (db.prepare('SELECT chain_json FROM order_approvals WHERE order_id = ?').get(orderId) as { chain_json: string }).chain_json);
    expect(chain).toContain('13912345678');
    const before = historyCount();
    for (const decision of [1, 2]) {
      const answer = await approver.call(endpoints.csOrder.audit, { body: { orderIds: [orderId], decision, comment: '越权' } });
      expect(answer.envelope.result.outcomes).toEqual([{ orderId, ok: false, status: 0, statusName: '', message: '订单不存在' }]);
    }
    expect((await approver.call(endpoints.ownOrder.auditOrders)).envelope.result.items.map((r) => r.orderId)).not.toContain(orderId);
    expect((await approver.call(endpoints.csOrder.detail, { params: { orderId } })).status).toBe(404);
    expect((await approver.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } })).status).toBe(404);
    expect([statusOf(orderId), historyCount()]).toEqual([1, before]);
  });

  it('a user of 中原能源 without audit.orders gets 484 on every approver call, and cannot mail himself a link to 1001’s orders', async () => {
    const [row] = (await approver.call(endpoints.ownOrder.auditOrders)).envelope.result.items;
    for (const answer of [
      await outsider.call(endpoints.ownOrder.auditOrders),
      await outsider.call(endpoints.csOrder.audit, { body: { orderIds: [row!.orderId], decision: 1 } }),
      await outsider.call(endpoints.ownOrder.audit, { body: { orderIds: [row!.orderId], decision: 1 } }),
    ]) {
      expect([answer.status, answer.envelope.message]).toEqual([484, '用户没有该功能权限']);
    }
    expect((await outsider.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId: row!.orderId } })).status).toBe(404);
    expect(statusOf(row!.orderId)).toBe(1);
  });
});

describe('forged requests', () => {
  it('a booker cannot decide his own order (484), the status and history stay', async () => {
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
    const { orderId } = created.envelope.result;
    const before = historyCount();
    const answer = await booker.call(endpoints.csOrder.audit, { body: { orderIds: [orderId], decision: 1 } });
    expect(answer.status).toBe(484);
    expect([statusOf(orderId), historyCount()]).toEqual([1, before]);
  });

  it('a body naming who decides, or a step, is refused at the boundary (422), nothing decided', async () => {
    const [row] = (await approver.call(endpoints.ownOrder.auditOrders)).envelope.result.items;
    const before = historyCount();
    for (const body of [
      { orderIds: [row!.orderId], decision: 1, approverPhone: '13800000001' },
      { orderIds: [row!.orderId], decision: 1, step: 0 },
      { orderIds: Array.from({ length: 51 }, (_, i) => `CS20261123${String(i).padStart(6, '0')}`), decision: 1 },
      { orderIds: [row!.orderId], decision: 1, comment: '长'.repeat(201) },
    ]) {
      expect((await approver.call(endpoints.csOrder.audit, { body })).status).toBe(422);
    }
    expect(historyCount()).toBe(before);
  });

  it('a file that is not an upload of the enterprise cannot be attached to a decision (422)', async () => {
    const [row] = (await approver.call(endpoints.ownOrder.auditOrders)).envelope.result.items;
    const answer = await approver.call(endpoints.csOrder.audit, { body: { orderIds: [row!.orderId], decision: 1, fileIds: ['not-a-file'] } });
    expect([answer.status, answer.envelope.message]).toEqual([422, '附件不存在或不可用，请重新上传']);
    expect(statusOf(row!.orderId)).toBe(1);
  });
});

describe('links under attack', () => {
  it('two decisions racing on one link: exactly one is taken', async () => {
    const { orderId, token } = await freshLink();
    const before = historyCount();
    const answers = await Promise.all([1, 2, 1, 2, 1].map((decision) => t.client().call(endpoints.csOrder.auditForWeb, { body: { token, decision, comment: '并发' } })));
    expect(answers.filter((a) => a.envelope.isSuccess)).toHaveLength(1);
    expect(answers.filter((a) => a.envelope.message === '该审批链接已使用过，不能再次审批')).toHaveLength(4);
    expect(historyCount()).toBe(before + 1);
    expect([1, 8]).toContain(statusOf(orderId));
  });

  it('guessing text codes is limited per client: the 21st try in 10 minutes is 487, even with the right code; later it works', async () => {
    const { code, orderId } = await freshLink();
    const guesser = t.client();
    for (let i = 0; i < 20; i += 1) {
      const wrong = await guesser.call(endpoints.csOrder.auditForWeb, { body: { code: `ZZZZ${String(2000 + i).slice(0, 4).replace(/[01]/g, '9')}` } });
      expect(wrong.status).toBe(400);
    }
    const blocked = await guesser.call(endpoints.csOrder.auditForWeb, { body: { code, decision: 1 } });
    expect(blocked.status).toBe(RATE_LIMITED);
    expect(statusOf(orderId)).toBe(1);
    t.advance(11 * MINUTE);
    const allowed = await guesser.call(endpoints.csOrder.auditForWeb, { body: { code, decision: 1 } });
    expect(allowed.envelope.isSuccess).toBe(true);
  });

  it('a link of one order cannot decide another: the sealed order must be the link row’s', async () => {
    const first = await freshLink();
    const second = await freshLink();
    // Tokens are sealed; swapping halves makes a token no key opens.
    const spliced = first.token.slice(0, 40) + second.token.slice(40);
    const answer = await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: spliced, decision: 1 } });
    expect(answer.status).toBe(400);
    expect([statusOf(first.orderId), statusOf(second.orderId)]).toEqual([1, 1]);
  });
});

describe('已审批 (GET /own/order/AuditedOrders, issue 25 §3)', () => {
  it('lists the session’s own decisions only: a user, phone or enterprise in the query changes nothing, and a bad page is a 4xx, never a 500', async () => {
    // 孙丽 of 中原能源 decides her own enterprise's pending order; 李建华 must never read it.
    const sunli = readDatabase(t, (db) => (db.prepare("SELECT user_id FROM users WHERE phone_number = '13711112222'").get() as { user_id: string } | undefined)?.user_id);
    writeDatabase(t, (db) => {
      db.prepare(
        `INSERT INTO approval_history (order_id, round, step, role, approver_name, user_id, decision, comment, file_ids_json, via, decided_at)
         VALUES (?, 1, 0, 'auditor', '孙丽', ?, 2, '外企业的拒绝', '[]', 'portal', ?)`,
      ).run(foreignOrderId(), sunli ?? 'u-sunli', Date.now());
    });
    const approverId = readDatabase(t, (db) => (db.prepare("SELECT user_id FROM users WHERE phone_number = '13912345678'").get() as { user_id: string }).user_id);
    const own = (await approver.call(endpoints.ownOrder.auditedOrders)).envelope.result;
    const forged: Record<string, string | number>[] = [{ userId: sunli ?? 'u-sunli' }, { phoneNumber: '13711112222' }, { enterpriseId: 2002 }, { userId: approverId, pageSize: 99_999 }];
    for (const params of forged) {
      const answer = await approver.call(endpoints.ownOrder.auditedOrders, { params });
      expect(answer.status).toBe(200);
      expect(answer.envelope.result.total).toBe(own.total);
      expect(JSON.stringify(answer.envelope.result)).not.toContain('外企业的拒绝');
    }
    const tooFar = await approver.call(endpoints.ownOrder.auditedOrders, { params: { pageIndex: 1e9 } });
    expect(tooFar.status).toBeGreaterThanOrEqual(400);
    expect(tooFar.status).toBeLessThan(500);
    // An outsider of another enterprise without audit.orders: 484, nothing listed.
    expect((await outsider.call(endpoints.ownOrder.auditedOrders)).status).toBe(484);
  });
});
