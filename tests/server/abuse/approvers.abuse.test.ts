/**
 * Approvers attacked (issue 21 §1 and §5 third bullet; docs/approvals.md "Who may be an approver",
 * "One live link"; docs/security.md §12). A booker named his own phone as the approver, got the
 * approval SMS code and booked his own order with two `PUT /csorder/AuditForWeb` calls; any phone
 * was accepted. `EncryptAuditForWeb` sent 100 live approval links in 2.6 s. Here: every approver
 * an order names is a user of the booker's enterprise the server knows, never the booker or a
 * passenger; the links and codes go to that user's stored e-mail and phone whatever the body said;
 * the approver may read the order he is asked to decide; resends are limited per order and a new
 * link ends the older ones. Over real HTTP against a temporary database with a hand-moved clock,
 * counted in the database file and the server's log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatBoardingTime } from '../../../rules/index.ts';
import { endpoints } from '../../../src/shared/index.ts';
import { OTHER_ENTERPRISE_BOOKER, signedInClient, type TestClient } from '../client.ts';
import { ownCarPayload, specialCarPayload } from '../payloads.ts';
import { MINUTE, orderCount, RATE_LIMITED, readDatabase, startClockedServer, writeDatabase, type ClockedServer } from './support.ts';

const BOOKER_PHONE = '13800000001';
const LI = { name: '李建华', phone: '13912345678', email: 'lijianhua@huaxin-tech.example.cn' };
const REVIEWER = { phone: '13912349999', email: 'zhouguodong@huaxin-tech.example.cn' };
const ATTACKER_MAIL = 'attacker@evil.example';

let t: ClockedServer;
let booker: TestClient;
let approver: TestClient;
let colleague: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await startClockedServer();
  booker = await signedInClient(t, BOOKER_PHONE, 'Demo@2026');
  approver = await signedInClient(t, LI.phone, 'Audit@2026');
  colleague = await signedInClient(t, '13800000003', 'Demo@2026');
  admin = await signedInClient(t, '13800000002', 'Admin@2026');
});
afterAll(() => t.stop());

/** The approval SMS the log shows to `phone` (about `orderId` when given). */
const textsTo = (phone: string, orderId = '') => t.logs.filter((l) => l.startsWith(`[sms] 审批短信已发送至 ${phone}：`) && l.includes(orderId));
const sentEmails = (orderId: string) =>
  readDatabase(t, (db) => db.prepare('SELECT sent_to AS sentTo FROM sent_emails WHERE order_id = ? ORDER BY id').all(orderId) as { sentTo: string }[]).map((e) => e.sentTo);
const storedPayload = (orderId: string) =>
  readDatabase(t, (db) => JSON.parse((db.prepare('SELECT payload_json FROM orders WHERE order_id = ?').get(orderId) as { payload_json: string }).payload_json) as Record<string, unknown>);
const statusOf = (orderId: string) => readDatabase(t, (db) => (db.prepare('SELECT status FROM orders WHERE order_id = ?').get(orderId) as { status: number }).status);

let days = 60;
/** An own-car booking of the demo booker on a day of its own (one car is not booked twice at once). */
function ownOrder(overrides: Parameters<typeof ownCarPayload>[0] = {}) {
  days += 1;
  const date = formatBoardingTime(Date.now() + days * 24 * 3600_000).slice(0, 10);
  return ownCarPayload({ fromTime: `${date} 09:00`, toTime: `${date} 11:00`, ...overrides });
}

async function created(client: TestClient, endpoint: typeof endpoints.csOrder.create | typeof endpoints.ownOrder.create, body: unknown): Promise<string> {
  const answer = await client.call(endpoint, { body });
  if (!answer.envelope.isSuccess) throw new Error(answer.envelope.message);
  return answer.envelope.result.orderId;
}

/** The newest text code texted to `phone` for the order. */
function codeTexted(phone: string, orderId: string): string {
  const code = [...t.logs].reverse().map((l) => new RegExp(`^\\[sms\\] 审批短信已发送至 ${phone}：【企业用车】订单 ${orderId} .*审批码 ([A-Z0-9]{8})`).exec(l)?.[1]).find(Boolean);
  if (!code) throw new Error(`no approval SMS to ${phone} for ${orderId}`);
  return code;
}

/** The newest approval link e-mailed for the order. */
function lastLink(orderId: string): { token: string; code: string } {
  const row = readDatabase(t, (db) => db.prepare('SELECT body FROM sent_emails WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(orderId) as { body: string } | undefined);
  const match = row && /token=([A-Za-z0-9_-]+) .*审批码 ([A-Z0-9]{8})/.exec(row.body);
  if (!match) throw new Error(`no approval e-mail for ${orderId}`);
  return { token: match[1]!, code: match[2]! };
}

describe('the attack of the issue: a booker names himself as the approver', () => {
  it('a special-car order naming his own phone is refused with its code and sentence: nothing stored, no code texted to him', async () => {
    const before = orderCount(t);
    const started = performance.now();
    const answer = await booker.call(endpoints.csOrder.create, { body: specialCarPayload({ approverName: '王小明', approverPhone: BOOKER_PHONE, approverEmail: '' }) });
    const ms = performance.now() - started;
    expect([answer.status, answer.envelope.isSuccess, answer.envelope.errorCode, answer.envelope.message]).toEqual([200, false, 20400010, '审批人不能是预订人本人，请填写其他审批人']);
    expect(orderCount(t)).toBe(before);
    expect(textsTo(BOOKER_PHONE)).toEqual([]);
    expect(t.logs.at(-1)).toBe('[audit] u-1001-101 special car: 审批人不能是预订人本人，请填写其他审批人 / approver refused (approver.isBooker, userInput)');
    console.info(`[figure] self-approval create: HTTP ${answer.status}, errorCode ${answer.envelope.errorCode}, ${ms.toFixed(0)} ms, orders stored ${orderCount(t) - before}`);
  });

  it('any other phone, a name that is not the phone’s, or a passenger is refused too', async () => {
    const before = orderCount(t);
    for (const [form, code, message] of [
      [{ approverName: '王五', approverPhone: '13900000000' }, 20400010, '审批人不是本企业的用户，请核对姓名和手机号'],
      [{ approverName: '王五', approverPhone: LI.phone }, 20400010, '审批人不是本企业的用户，请核对姓名和手机号'],
      [{ approverName: '陈晓明', approverPhone: '13800000003' }, 20400010, '审批人不能是乘车人，请填写其他审批人'],
      [{ administrativeReviewerMsg: { email: ATTACKER_MAIL, city: '上海', phoneNumber: '' } }, 20400012, '行政审核人不在本企业的行政审核人名单中，请从名单中选择'],
      [{ administrativeReviewerMsg: { email: 'wangxiaoming@huaxin-tech.example.cn', city: '上海', phoneNumber: '' } }, 20400012, '行政审核人不在本企业的行政审核人名单中，请从名单中选择'],
    ] as const) {
      const answer = await booker.call(endpoints.csOrder.create, { body: specialCarPayload(form) });
      expect([JSON.stringify(form), answer.envelope.errorCode, answer.envelope.message]).toEqual([JSON.stringify(form), code, message]);
    }
    expect(orderCount(t)).toBe(before);
  });

  it('an own-car order: the approver is the cost centre’s; naming himself is refused, as is a cost centre whose approver is the booker', async () => {
    const before = orderCount(t);
    const self = await booker.call(endpoints.ownOrder.create, { body: ownOrder({ auditor: { phoneNumber: BOOKER_PHONE, email: '', name: '王小明' } }) });
    expect([self.envelope.errorCode, self.envelope.message]).toEqual([20400011, '成本中心审批人应为所选成本中心的审批人（李建华），请重新选择']);
    // Without a cost centre (the form's is optional text), the approver must be a cost centre's: not himself.
    const noCentre = await booker.call(endpoints.ownOrder.create, { body: ownOrder({ costCentre: '', auditor: { phoneNumber: BOOKER_PHONE, email: '', name: '' } }) });
    expect([noCentre.envelope.errorCode, noCentre.envelope.message]).toEqual([20400011, '成本中心审批人不是本企业成本中心的审批人，请按成本中心选择']);
    const unknown = await booker.call(endpoints.ownOrder.create, { body: ownOrder({ costCentre: '不存在的部门' }) });
    expect([unknown.envelope.errorCode, unknown.envelope.message]).toEqual([20400011, '所选成本中心不存在，请重新选择成本中心']);
    // 赵敏 approves 行政部's orders: her own booking on 行政部 cannot wait for herself.
    const zhao = await admin.call(endpoints.ownOrder.create, {
      body: ownOrder({ bookerName: '赵敏', bookerPhone: '13800000002', passName: '赵敏', passPhone: '13800000002', contactPhone: '13800000002', costCentre: '行政部', auditor: { phoneNumber: '13800000002', email: '', name: '赵敏' } }),
    });
    expect([zhao.envelope.errorCode, zhao.envelope.message]).toEqual([20400011, '成本中心审批人不能是预订人本人，请填写其他成本中心审批人']);
    expect(orderCount(t)).toBe(before);
    expect(textsTo(BOOKER_PHONE)).toEqual([]);
  });

  it('an update cannot name him either: refused, the stored order keeps its approver', async () => {
    const orderId = await created(booker, endpoints.csOrder.create, specialCarPayload());
    const answer = await booker.call(endpoints.csOrder.update, { params: { orderId }, body: specialCarPayload({ approverName: '王小明', approverPhone: BOOKER_PHONE, justification: '改' }) });
    expect([answer.envelope.errorCode, answer.envelope.message]).toEqual([20400010, '审批人不能是预订人本人，请填写其他审批人']);
    expect((storedPayload(orderId).baseData as { auditorPhoneNumber: string }).auditorPhoneNumber).toBe(LI.phone);
  });

  it('an order stored before approvers were resolved that names the booker: his decision with the code is refused', async () => {
    const orderId = await created(booker, endpoints.ownOrder.create, ownOrder());
    // Planted as an old order would be: its approver is the booker himself.
    writeDatabase(t, (db) => {
      const row = db.prepare('SELECT payload_json FROM orders WHERE order_id = ?').get(orderId) as { payload_json: string };
      const payload = JSON.parse(row.payload_json) as { auditor: { phoneNumber: string; email: string; name: string } };
      payload.auditor = { phoneNumber: BOOKER_PHONE, email: '', name: '王小明' };
      db.prepare('UPDATE orders SET payload_json = ? WHERE order_id = ?').run(JSON.stringify(payload), orderId);
    });
    t.advance(MINUTE);
    expect((await booker.call(endpoints.csOrder.sendAuditMessage, { body: { orderId } })).envelope.isSuccess).toBe(true);
    const code = codeTexted(BOOKER_PHONE, orderId);
    const look = await t.client().call(endpoints.ownOrder.auditForWeb, { body: { code } });
    expect(look.envelope.isSuccess).toBe(true);
    const decided = await t.client().call(endpoints.ownOrder.auditForWeb, { body: { code, decision: 1 } });
    expect([decided.envelope.errorCode, decided.envelope.message]).toEqual([20400016, '预订人或乘车人不能审批该订单']);
    expect(statusOf(orderId)).toBe(1);
  });
});

describe('links and codes go to the approver the server resolved', () => {
  it('a real approver with a forged e-mail, a real reviewer with the booker’s phone: the e-mail and SMS go to their stored addresses', async () => {
    const orderId = await created(
      booker,
      endpoints.csOrder.create,
      specialCarPayload({ approverEmail: ATTACKER_MAIL, administrativeReviewerMsg: { email: REVIEWER.email, city: '上海', phoneNumber: BOOKER_PHONE } }),
    );
    const stored = storedPayload(orderId).baseData as Record<string, string>;
    expect([stored.auditorName, stored.auditorPhoneNumber, stored.auditorEmail, stored.secondAuditorPhoneNumber, stored.secondAuditorEmail]).toEqual([
      LI.name,
      LI.phone,
      LI.email,
      REVIEWER.phone,
      REVIEWER.email,
    ]);
    // At booking the reviewer (the first step) is texted at his own phone, never at the booker's.
    expect(textsTo(BOOKER_PHONE, orderId)).toEqual([]);
    const code = codeTexted(REVIEWER.phone, orderId);
    expect(sentEmails(orderId)).toEqual([REVIEWER.email]);
    await t.client().call(endpoints.csOrder.auditForWeb, { body: { code, decision: 1 } });
    // The chain moved on to 李建华: his stored e-mail and phone, not the forged address.
    expect(sentEmails(orderId)).toEqual([REVIEWER.email, LI.email]);
    expect(codeTexted(LI.phone, orderId)).toMatch(/^[A-Z0-9]{8}$/);
    expect(t.logs.some((l) => l.includes(ATTACKER_MAIL))).toBe(false);
    expect(readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM sent_emails WHERE sent_to = ?').get(ATTACKER_MAIL) as { n: number }).n)).toBe(0);
  });
});

describe('the approver reads the order he is asked to decide', () => {
  it('李建华 opens the detail of an order on his chain, before and when it waits for him; a colleague off the chain and another enterprise get 404', async () => {
    const orderId = await created(booker, endpoints.csOrder.create, specialCarPayload());
    // Waiting for the reviewer first: 李建华 is a later step, and may read it already.
    const early = await approver.call(endpoints.csOrder.detail, { params: { orderId } });
    expect([early.status, early.envelope.result.orderId, early.envelope.result.asApprover]).toEqual([200, orderId, true]);
    expect(early.envelope.result.approval?.steps.map((s) => [s.roleName, s.state])).toEqual([
      ['行政审核人', 'waiting'],
      ['审批人', 'later'],
    ]);
    expect((await booker.call(endpoints.csOrder.detail, { params: { orderId } })).envelope.result.asApprover).toBe(false);
    expect((await colleague.call(endpoints.csOrder.detail, { params: { orderId } })).status).toBe(404);
    const outsider = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
    expect((await outsider.call(endpoints.csOrder.detail, { params: { orderId } })).status).toBe(404);
    // Reading is all: the booker's calls stay his.
    expect((await approver.call(endpoints.csOrder.cancel, { params: { orderId } })).status).toBe(404);
    expect((await approver.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } })).status).toBe(404);
  });

  it('an approver of an earlier round still reads it after the booker names another one', async () => {
    const orderId = await created(booker, endpoints.ownOrder.create, ownOrder());
    expect((await approver.call(endpoints.ownOrder.detail, { params: { orderId } })).status).toBe(200);
    const payload = ownOrder({ costCentre: '市场部', auditor: { phoneNumber: '13912340002', email: 'wangli@huaxin-tech.example.cn', name: '王丽' } });
    const updated = await booker.call(endpoints.ownOrder.update, { params: { orderId }, body: payload });
    expect(updated.envelope.isSuccess).toBe(true);
    const detail = await approver.call(endpoints.ownOrder.detail, { params: { orderId } });
    expect([detail.status, detail.envelope.result.auditorName, detail.envelope.result.asApprover]).toEqual([200, '王丽', true]);
  });
});

describe('resending approval links (§5)', () => {
  it('100 EncryptAuditForWeb at once: 5 links are sent, the other 95 are 487 with the Chinese message; one link stays live', async () => {
    const orderId = await created(booker, endpoints.csOrder.create, specialCarPayload());
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 100 }, () => booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } })));
    const ms = performance.now() - started;
    const sent = answers.filter((a) => a.envelope.isSuccess);
    const refused = answers.filter((a) => a.status === RATE_LIMITED);
    expect([sent.length, refused.length]).toEqual([5, 95]);
    expect(new Set(refused.map((a) => `${a.envelope.errorCode} ${a.envelope.message}`))).toEqual(new Set(['20400013 该订单本小时已重发 5 次审批消息，请稍后再试']));
    // The booking's e-mail and the 5 resends; of their 6 links only the newest works.
    expect(sentEmails(orderId)).toHaveLength(6);
    const live = readDatabase(t, (db) => (db.prepare('SELECT COUNT(*) AS n FROM approval_links WHERE order_id = ? AND used_at IS NULL AND ended_at IS NULL').get(orderId) as { n: number }).n);
    expect(live).toBe(1);
    console.info(`[figure] 100 EncryptAuditForWeb: ${sent.length} sent, ${refused.length} × HTTP 487 in ${ms.toFixed(0)} ms; live links ${live}`);
    // An SMS resend of the same order counts against the same 5.
    t.advance(MINUTE);
    const sms = await booker.call(endpoints.csOrder.sendAuditMessage, { body: { orderId } });
    expect([sms.status, sms.envelope.errorCode]).toEqual([RATE_LIMITED, 20400013]);
    // An hour later the booker may remind the approver again.
    t.advance(60 * MINUTE);
    expect((await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } })).envelope.isSuccess).toBe(true);
  });

  it('an older link or code after a new one is refused with its message; the newest decides', async () => {
    t.advance(2 * 60 * MINUTE);
    const orderId = await created(booker, endpoints.csOrder.create, specialCarPayload());
    const atBooking = codeTexted(REVIEWER.phone, orderId);
    await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
    const first = lastLink(orderId);
    await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
    const second = lastLink(orderId);
    const ended = { isSuccess: false, errorCode: 20400015, message: '该审批链接已失效：已发送了新的审批链接或审批码，请使用最新的一条' };
    for (const body of [{ token: first.token }, { token: first.token, decision: 1 }, { code: first.code }, { code: atBooking, decision: 1 }]) {
      expect((await t.client().call(endpoints.csOrder.auditForWeb, { body })).envelope).toMatchObject(ended);
    }
    // One rule for both: the SMS resend's code ends the e-mailed link too.
    t.advance(MINUTE);
    expect((await booker.call(endpoints.csOrder.sendAuditMessage, { body: { orderId } })).envelope.isSuccess).toBe(true);
    expect((await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: second.token } })).envelope).toMatchObject(ended);
    const newest = codeTexted(REVIEWER.phone, orderId);
    const decided = await t.client().call(endpoints.csOrder.auditForWeb, { body: { code: newest, decision: 1 } });
    expect(decided.envelope.result).toMatchObject({ roleName: '行政审核人', decisionName: '同意' });
  });

  it('one booker over many orders: 10 approval e-mails an hour, then 487', async () => {
    t.advance(2 * 60 * MINUTE);
    const orders: string[] = [];
    for (let i = 0; i < 11; i += 1) orders.push(await created(booker, endpoints.csOrder.create, specialCarPayload()));
    const answers = [];
    for (const orderId of orders) answers.push(await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } }));
    expect(answers.slice(0, 10).every((a) => a.envelope.isSuccess)).toBe(true);
    expect([answers[10]!.status, answers[10]!.envelope.errorCode, answers[10]!.envelope.message]).toEqual([RATE_LIMITED, 20400014, '审批邮件发送过于频繁，请稍后再试']);
    expect(sentEmails(orders[10]!)).toHaveLength(1);
  });
});
