/**
 * The approval messages (docs/approvals.md "Approval messages"): the first waiting step's person gets
 * the e-mail link and the SMS with the text code when the order is booked (special car and own car),
 * again when an update restarts the approval, never for an order that waits for nobody; the booker's
 * SMS log shows the SMS with its code masked; `POST /CsOrder/sendAuditMessage` texts the code again.
 * Over real HTTP and SQLite; the server's clock is moved by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatBoardingTime } from '../../rules/index.ts';
import { startApproval } from '../../src/server/approvals.ts';
import type { ServerDeps } from '../../src/server/context.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { endpoints } from '../../src/shared/index.ts';
import type { OrderNotificationLog } from '../../src/shared/index.ts';
import { MINUTE, readDatabase, startClockedServer, writeDatabase, type ClockedServer } from './abuse/support.ts';
import { signedInClient, type TestClient } from './client.ts';
import { ownCarPayload, specialCarPayload } from './payloads.ts';

let t: ClockedServer;
let booker: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await startClockedServer();
  booker = await signedInClient(t, '13800000001', 'Demo@2026');
  admin = await signedInClient(t, '13800000002', 'Admin@2026');
});
afterAll(() => t.stop());

/** The approval e-mails and SMS the log shows for an order: address and text code. */
function sent(orderId: string): { mails: { to: string; code: string }[]; texts: { to: string; code: string }[] } {
  const mails = t.logs.flatMap((l) => {
    // The link carries the portal's public address (PUBLIC_URL; by default the server's own, issue 25 §3).
    const m = /^\[email\] 审批邮件已发送至 (\S+)：http:\/\/127\.0\.0\.1:\d+\/OrderAudit\?token=\S+ 审批码 ([A-Z0-9]{8})/.exec(l);
    return m && emailOrder(l) === orderId ? [{ to: m[1]!, code: m[2]! }] : [];
  });
  const texts = t.logs.flatMap((l) => {
    const m = new RegExp(`^\\[sms\\] 审批短信已发送至 (\\d+)：【企业用车】订单 ${orderId} 待您（.+）审批：请在 http://127\\.0\\.0\\.1:\\d+/TextAudit 输入审批码 ([A-Z0-9]{8})`).exec(l);
    return m ? [{ to: m[1]!, code: m[2]! }] : [];
  });
  return { mails, texts };
}

/** The order an approval e-mail's log line is about (read from the recorded e-mail with the same code). */
function emailOrder(line: string): string | undefined {
  const code = / 审批码 ([A-Z0-9]{8})/.exec(line)?.[1];
  return readDatabase(t, (db) => (db.prepare('SELECT order_id FROM approval_links WHERE text_code = ?').get(code) as { order_id: string } | undefined)?.order_id);
}

let days = 40;
/** An own-car booking of the demo booker on a day of its own (one car cannot be booked twice at once). */
function ownOrder(overrides: Parameters<typeof ownCarPayload>[0] = {}) {
  days += 1;
  const date = formatBoardingTime(Date.now() + days * 24 * 3600_000).slice(0, 10);
  return ownCarPayload({ fromTime: `${date} 09:00`, toTime: `${date} 11:00`, ...overrides });
}

async function createOwn(overrides: Parameters<typeof ownCarPayload>[0] = {}): Promise<string> {
  const created = await booker.call(endpoints.ownOrder.create, { body: ownOrder(overrides) });
  if (!created.envelope.isSuccess) throw new Error(created.envelope.message);
  return created.envelope.result.orderId;
}

const sentEmails = (orderId: string) =>
  readDatabase(t, (db) => db.prepare('SELECT sent_to AS sentTo, body FROM sent_emails WHERE order_id = ? ORDER BY id').all(orderId) as { sentTo: string; body: string }[]);

describe('booking sends the first approval messages', () => {
  it('a special-car order: its reviewer (the first step) gets the e-mail and the SMS, with one text code that decides', async () => {
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
    const { orderId, status } = created.envelope.result;
    expect(status).toBe(1);
    const { mails, texts } = sent(orderId);
    expect(mails).toEqual([{ to: 'zhouguodong@huaxin-tech.example.cn', code: mails[0]!.code }]);
    expect(texts).toEqual([{ to: '13912349999', code: mails[0]!.code }]);
    expect(sentEmails(orderId).map((e) => e.sentTo)).toEqual(['zhouguodong@huaxin-tech.example.cn']);
    expect(sentEmails(orderId)[0]!.body).toContain(`审批码 ${mails[0]!.code}`);
    // Nobody else: 李建华 (the second step) hears nothing until the reviewer approves.
    expect(texts.map((x) => x.to)).not.toContain('13912345678');
    const decided = await t.client().call(endpoints.csOrder.auditForWeb, { body: { code: texts[0]!.code, decision: 1 } });
    expect(decided.envelope.result).toMatchObject({ roleName: '行政审核人', statusName: '待审批' });
    // The chain moved on: 李建华 gets the SMS and the e-mail, at the phone and e-mail the server holds for him.
    expect(sent(orderId).texts.map((x) => x.to)).toEqual(['13912349999', '13912345678']);
    expect(sent(orderId).mails.map((x) => x.to)).toEqual(['zhouguodong@huaxin-tech.example.cn', 'lijianhua@huaxin-tech.example.cn']);
  });

  it('an own-car order: its approver gets the SMS and the e-mail at his stored addresses (the body named his phone only); the booker’s SMS log shows it, code masked', async () => {
    const orderId = await createOwn({ auditor: { phoneNumber: '13912345678', email: '', name: '李建华' } });
    const { mails, texts } = sent(orderId);
    expect(mails.map((x) => x.to)).toEqual(['lijianhua@huaxin-tech.example.cn']);
    expect(sentEmails(orderId).map((e) => e.sentTo)).toEqual(['lijianhua@huaxin-tech.example.cn']);
    expect(texts.map((x) => x.to)).toEqual(['13912345678']);
    const log = (await booker.call(endpoints.ownOrder.smsLog, { params: { orderId } })).envelope.result as OrderNotificationLog[];
    const approverRows = log.filter((n) => n.recipient === 'approver');
    expect(approverRows.map((n) => [n.eventName, n.recipientName, n.address])).toEqual([['已提交', '审批人', '13912345678']]);
    expect(approverRows[0]!.content).toBe(`【企业用车】订单 ${orderId} 待您（成本中心审批人）审批：请在 ${t.server.url}/TextAudit 输入审批码 ********，72 小时内有效，只能使用一次。`);
    expect(JSON.stringify(log)).not.toContain(texts[0]!.code);
  });

  it('an update that changes a pending order restarts the approval and sends again; an unchanged one sends nothing', async () => {
    const payload = ownOrder();
    const created = await booker.call(endpoints.ownOrder.create, { body: payload });
    const { orderId } = created.envelope.result;
    const changed = { ...payload, other: { ...payload.other, remark: '改为下午出发' } };
    const updated = await booker.call(endpoints.ownOrder.update, { params: { orderId }, body: changed });
    expect(updated.envelope.result).toMatchObject({ orderId, status: 1 });
    expect(sent(orderId).texts).toHaveLength(2);
    const log = (await booker.call(endpoints.ownOrder.smsLog, { params: { orderId } })).envelope.result as OrderNotificationLog[];
    expect(log.filter((n) => n.recipient === 'approver').map((n) => n.eventName)).toEqual(['已提交', '已修改']);
    const again = await booker.call(endpoints.ownOrder.update, { params: { orderId }, body: changed });
    expect(again.envelope.isSuccess).toBe(true);
    expect(sent(orderId).texts).toHaveLength(2);
  });

  it('an order that waits for no approval sends nothing (none stored, none logged)', () => {
    const db = openDatabase(t.dataDir);
    try {
      const booked = db.prepare("SELECT order_id AS orderId, business_type AS businessType FROM orders WHERE status = 2 AND enterprise_id = 1001 LIMIT 1").get() as { orderId: string; businessType: 4 | 5 };
      const lines: string[] = [];
      const links = () => (db.prepare('SELECT COUNT(*) AS n FROM approval_links').get() as { n: number }).n;
      const before = links();
      const deps = { db, now: () => Date.now(), log: (l: string) => lines.push(l), bundleOf: () => undefined } as unknown as ServerDeps;
      startApproval(deps, booked.orderId, booked.businessType, 'update');
      expect([links(), lines]).toEqual([before, []]);
    } finally {
      db.close();
    }
  });
});

describe('POST /CsOrder/sendAuditMessage', () => {
  let orderId: string;

  beforeAll(async () => {
    orderId = await createOwn();
  });

  it('is refused within 60 s of the SMS at booking, with the seconds left (487)', async () => {
    t.advance(20_000);
    const answer = await booker.call(endpoints.csOrder.sendAuditMessage, { body: { orderId } });
    expect(answer.status).toBe(487);
    expect(answer.envelope).toMatchObject({ isSuccess: false, errorCode: 20400009, message: '审批短信已发送，请 40 秒后再试' });
  });

  it('after a minute texts a new code to the waiting approver; the booker gets the masked number', async () => {
    t.advance(MINUTE);
    const answer = await booker.call(endpoints.csOrder.sendAuditMessage, { body: { orderId } });
    expect(answer.envelope).toMatchObject({ isSuccess: true, result: { orderId, sentTo: '139****5678' } });
    const { texts } = sent(orderId);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.code).not.toBe(texts[0]!.code);
    const log = (await booker.call(endpoints.ownOrder.smsLog, { params: { orderId } })).envelope.result as OrderNotificationLog[];
    expect(log.filter((n) => n.recipient === 'approver').map((n) => n.eventName)).toEqual(['已提交', '审批提醒']);
    // The new code decides.
    const decided = await t.client().call(endpoints.ownOrder.auditForWeb, { body: { code: texts[1]!.code, decision: 1 } });
    expect(decided.envelope.result).toMatchObject({ statusName: '已预订' });
  });

  it('is refused when the order waits for nobody (422, 该订单的审批已结束)', async () => {
    t.advance(MINUTE);
    const answer = await booker.call(endpoints.csOrder.sendAuditMessage, { body: { orderId } });
    expect(answer.status).toBe(422);
    expect(answer.envelope.message).toBe('该订单的审批已结束');
  });

  it('is refused when the waiting approver has no phone (422): an order stored before approvers were resolved', async () => {
    // A user always has a phone, so only an order written before the server resolved approvers names
    // one without: planted here, its chain is made again from the payload on the next look.
    const id = await createOwn();
    writeDatabase(t, (db) => {
      const { payload_json } = db.prepare('SELECT payload_json FROM orders WHERE order_id = ?').get(id) as { payload_json: string };
      const payload = JSON.parse(payload_json) as { auditor: { phoneNumber: string } };
      payload.auditor.phoneNumber = '';
      db.prepare('UPDATE orders SET payload_json = ? WHERE order_id = ?').run(JSON.stringify(payload), id);
    });
    t.advance(MINUTE);
    const answer = await booker.call(endpoints.csOrder.sendAuditMessage, { body: { orderId: id } });
    expect(answer.status).toBe(422);
    expect(answer.envelope.message).toBe('当前审批人没有手机号，无法发送审批短信');
  });

  it('whoever sees all orders may send it; the special car’s waiting reviewer gets it', async () => {
    const id = (await booker.call(endpoints.csOrder.create, { body: specialCarPayload() })).envelope.result.orderId;
    t.advance(MINUTE);
    const answer = await admin.call(endpoints.csOrder.sendAuditMessage, { body: { orderId: id } });
    expect(answer.envelope.result).toMatchObject({ orderId: id, sentTo: '139****9999' });
  });
});
