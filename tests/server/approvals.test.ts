/**
 * Approvals on the reference server (docs/approvals.md): the seeded chain, the pending list of the
 * approver, approve and refuse one or a batch, the booker's detail with the history, the e-mail
 * link (one use, expiry, tampering) and the text code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import type { ApprovalLinkAnswer, PendingApproval } from '../../src/shared/index.ts';
import { writeDatabase } from './abuse/support.ts';
import { signedInClient, startTestServer, type TestClient, type TestServer } from './client.ts';
import { specialCarPayload } from './payloads.ts';

let t: TestServer;
let booker: TestClient;
let approver: TestClient;
let admin: TestClient;
let clock = Date.now();

const signedIn = (phone: string, password: string): Promise<TestClient> => signedInClient(t, phone, password);

beforeAll(async () => {
  t = await startTestServer({ now: () => clock });
  booker = await signedIn('13800000001', 'Demo@2026');
  approver = await signedIn('13912345678', 'Audit@2026');
  admin = await signedIn('13800000002', 'Admin@2026');
});
afterAll(() => t.stop());

async function pending(client: TestClient, businessType?: number): Promise<PendingApproval[]> {
  const answer = await client.call(endpoints.ownOrder.auditOrders, { params: businessType === undefined ? {} : { businessType } });
  expect(answer.envelope.isSuccess).toBe(true);
  return answer.envelope.result.items;
}

/** The last approval link and text code the server's log shows. */
function lastLink(): { path: string; token: string; code: string } {
  const line = [...t.logs].reverse().find((l) => l.startsWith('[email] 审批邮件已发送至'));
  const match = line && /(\/OrderAudit\?token=([A-Za-z0-9_-]+)) 审批码 ([A-Z0-9]{8})/.exec(line);
  if (!match) throw new Error('no approval e-mail in the log');
  return { path: match[1]!, token: match[2]!, code: match[3]! };
}

describe('the pending list', () => {
  it('shows 李建华 the seeded orders waiting for him (reviewer approved first), not the reviewer’s, not another enterprise’s', async () => {
    const rows = await pending(approver);
    expect(rows.map((r) => [r.kindName, r.roleName, r.step, r.stepCount, r.passengerName])).toEqual([
      ['专车', '审批人', 1, 2, '陈晓明'],
      ['专车', '审批人', 1, 2, '孙浩'],
      ['自有车', '成本中心审批人', 0, 1, '王小明'],
      // The order lists' seed (db/seed/orders.json): 陈晓明's pending own-car order names him as its approver.
      ['自有车', '成本中心审批人', 0, 1, '陈晓明'],
    ]);
    expect(rows.every((r) => r.statusName === '待审批')).toBe(true);
    expect(rows[0]!.bookerComment).toBe('赴杭州拜访客户（阿里云），同行 2 人');
    // What he decides on (issue 25 §3): the booking form's titles, the enterprise's name of the reason, the special fields by their names.
    expect(rows[0]!.details).toEqual([
      { label: '车型等级', value: '舒适型' },
      { label: '预估价格', value: '暂无预估' },
      { label: '成本中心', value: '研发中心' },
      { label: '审批备注', value: '赴杭州拜访客户（阿里云），同行 2 人' },
      { label: '项目编号', value: 'PRJ-2026-118' },
      { label: '出差事由', value: '客户拜访' },
    ]);
    expect(rows[2]!.details).toEqual([
      { label: '预估价格', value: '暂无预估' },
      { label: '成本中心', value: '研发中心' },
      { label: '备注', value: '接待来访客户' },
      { label: '出差事由', value: '会议' },
    ]);
    expect((await pending(approver, 5)).map((r) => r.kindName)).toEqual(['自有车', '自有车']);
  });

  it('is refused to a booker without audit.orders (484)', async () => {
    const answer = await booker.call(endpoints.ownOrder.auditOrders);
    expect(answer.status).toBe(484);
    expect(answer.envelope.message).toBe('用户没有该功能权限');
  });

  it('shows an audit.orders user nothing that does not wait for him (赵敏 is on no chain)', async () => {
    expect(await pending(admin)).toEqual([]);
  });
});

describe('approve and refuse', () => {
  it('a booker cannot approve (484), and his order stays 待审批', async () => {
    const [row] = await pending(approver, 4);
    const answer = await booker.call(endpoints.csOrder.audit, { body: { orderIds: [row!.orderId], decision: 1 } });
    expect(answer.status).toBe(484);
    const detail = await booker.call(endpoints.csOrder.detail, { params: { orderId: row!.orderId } });
    expect(detail.envelope.result.statusName).toBe('待审批');
  });

  it('a refusal without a comment is a 422 with the Chinese message', async () => {
    const [row] = await pending(approver, 4);
    const answer = await approver.call(endpoints.csOrder.audit, { body: { orderIds: [row!.orderId], decision: 2, comment: '  ' } });
    expect(answer.status).toBe(422);
    expect(answer.envelope.message).toBe('拒绝时请填写审批意见');
  });

  it('a malformed body is a 422 naming the field in words (never its pointer), never a 500', async () => {
    for (const body of [{}, { orderIds: [], decision: 1 }, { orderIds: ['x'], decision: 1 }, { orderIds: ['CS20261122000001'], decision: 3 }, { orderIds: ['CS20261122000001'], decision: 1, extra: 1 }]) {
      const answer = await approver.call(endpoints.csOrder.audit, { body });
      expect(answer.status).toBe(422);
      expect(answer.envelope.message, JSON.stringify(body)).toMatch(/^[^/a-zA-Z]+$/);
    }
    expect((await approver.call(endpoints.csOrder.audit, { body: {} })).envelope.message).toBe('订单号为必填项');
  });

  it('approving the last step books the order; refusing ends it; the booker reads both with the history', async () => {
    const [first, second] = await pending(approver, 4);
    const approved = await approver.call(endpoints.csOrder.audit, { body: { orderIds: [first!.orderId], decision: 1, comment: '同意' } });
    expect(approved.envelope.result.outcomes).toEqual([{ orderId: first!.orderId, ok: true, status: 2, statusName: '已预订', message: '' }]);
    const refusedAnswer = await approver.call(endpoints.csOrder.audit, { body: { orderIds: [second!.orderId], decision: 2, comment: '请改乘高铁' } });
    expect(refusedAnswer.envelope.result.outcomes[0]).toMatchObject({ ok: true, status: 8, statusName: '审批未通过' });

    const done = await booker.call(endpoints.csOrder.detail, { params: { orderId: first!.orderId } });
    expect(done.envelope.result.statusName).toBe('已预订');
    expect(done.envelope.result.approval?.history.map((h) => [h.roleName, h.decisionName, h.viaName])).toEqual([
      ['行政审核人', '同意', '邮件链接'],
      ['审批人', '同意', '企业用车平台'],
    ]);
    const refusedDetail = await booker.call(endpoints.csOrder.detail, { params: { orderId: second!.orderId } });
    expect(refusedDetail.envelope.result.statusName).toBe('审批未通过');
    expect(refusedDetail.envelope.result.approval?.history.at(-1)).toMatchObject({ approverName: '李建华', decisionName: '拒绝', comment: '请改乘高铁' });
    expect(refusedDetail.envelope.result.approval?.steps.map((s) => s.state)).toEqual(['approved', 'refused']);

    // 已审批 (issue 25 §3): his own decisions, newest first, paged; nobody else's. The third is the seed's
    // refusal of his (db/seed/approvals.json), the oldest (tests/server/audited-by-link.test.ts: by link and code).
    const audited = await approver.call(endpoints.ownOrder.auditedOrders, { params: { pageIndex: 1, pageSize: 1 } });
    expect(audited.envelope.result.total).toBe(3);
    expect(audited.envelope.result.items.map((r) => [r.orderId, r.decisionName, r.comment, r.statusName])).toEqual([[second!.orderId, '拒绝', '请改乘高铁', '审批未通过']]);
    const next = await approver.call(endpoints.ownOrder.auditedOrders, { params: { pageIndex: 2, pageSize: 1 } });
    expect(next.envelope.result.items.map((r) => [r.orderId, r.decisionName, r.statusName])).toEqual([[first!.orderId, '同意', '已预订']]);
    expect((await admin.call(endpoints.ownOrder.auditedOrders)).envelope.result).toEqual({ total: 0, items: [] });
    expect((await booker.call(endpoints.ownOrder.auditedOrders)).status).toBe(484);
  });

  it('a cancelled order shows its undecided steps as closed (未审批), not as waiting for an earlier step', async () => {
    const [waiting] = await pending(approver, 5);
    expect(waiting).toBeDefined();
    const before = await booker.call(endpoints.ownOrder.detail, { params: { orderId: waiting!.orderId } });
    expect(before.envelope.result.approval?.steps.map((s) => s.state)).toContain('waiting');
    const cancelled = await booker.call(endpoints.ownOrder.cancel, { params: { orderId: waiting!.orderId } });
    expect(cancelled.envelope.isSuccess).toBe(true);
    const after = await booker.call(endpoints.ownOrder.detail, { params: { orderId: waiting!.orderId } });
    const undecided = (after.envelope.result.approval?.steps ?? []).filter((s) => s.state !== 'approved' && s.state !== 'refused');
    expect(undecided.length).toBeGreaterThan(0);
    expect(undecided.map((s) => s.state)).toEqual(undecided.map(() => 'closed'));
  });

  it('a second decision on a decided order is refused per order, others in the batch still decided', async () => {
    const ownCar = (await pending(approver, 5)).map((r) => r.orderId);
    const own = (await pending(approver, 5))[0]!;
    // The earlier tests decided every special-car order waiting for him: only own-car ones are left.
    expect((await pending(approver)).map((r) => r.orderId)).toEqual(ownCar);
    // A batch on the own-car call: the pending own-car order and an unknown one.
    const answer = await approver.call(endpoints.ownOrder.audit, { body: { orderIds: [own.orderId, 'OC20991231000999'], decision: 1 } });
    expect(answer.envelope.result.outcomes.map((o) => [o.ok, o.statusName || o.message])).toEqual([
      [true, '已预订'],
      [false, '订单不存在'],
    ]);
    const again = await approver.call(endpoints.ownOrder.audit, { body: { orderIds: [own.orderId], decision: 2, comment: '改主意' } });
    expect(again.envelope.result.outcomes[0]).toMatchObject({ ok: false, message: '该订单的审批已结束' });
  });

  it('another enterprise’s order naming his phone is answered as not existing, and stays pending', async () => {
    const liu = await signedIn('13800000004', 'Demo@2026');
    const list = await liu.call(endpoints.csOrder.list, { body: { pageIndex: 1, pageSize: 10, status: 1 } });
    const [theirs] = list.envelope.result.items;
    expect(theirs?.statusName).toBe('待审批');
    const answer = await approver.call(endpoints.csOrder.audit, { body: { orderIds: [theirs!.orderId], decision: 1 } });
    expect(answer.envelope.result.outcomes[0]).toMatchObject({ ok: false, message: '订单不存在' });
    const detail = await liu.call(endpoints.csOrder.detail, { params: { orderId: theirs!.orderId } });
    expect(detail.envelope.result.statusName).toBe('待审批');
    // Nor can he open its detail.
    expect((await approver.call(endpoints.csOrder.detail, { params: { orderId: theirs!.orderId } })).status).toBe(404);
  });
});

describe('a new order of the booker', () => {
  it('waits for the reviewer first (excoOrder 1), and 李建华 may not decide before him', async () => {
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
    const { orderId, status } = created.envelope.result;
    expect(status).toBe(1);
    const early = await approver.call(endpoints.csOrder.audit, { body: { orderIds: [orderId], decision: 1 } });
    expect(early.envelope.result.outcomes[0]).toMatchObject({ ok: false, message: '您不是该订单当前的审批人' });
    const detail = await booker.call(endpoints.csOrder.detail, { params: { orderId } });
    // The reviewer is stored by phone and e-mail only; the chain names him as the user the server resolved (issue 22 §2).
    expect(detail.envelope.result.approval?.steps.map((s) => [s.roleName, s.name, s.state])).toEqual([
      ['行政审核人', '周国栋', 'waiting'],
      ['审批人', '李建华', 'later'],
    ]);
    expect(detail.envelope.result.approval?.waitingFor).toBe('周国栋');
  });
});

/** A new order of the booker with a link sent to its reviewer (the first step, who has an e-mail). */
async function freshLink(): Promise<{ orderId: string; token: string; code: string }> {
  const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
  const { orderId } = created.envelope.result;
  const sent = await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
  expect(sent.envelope.isSuccess).toBe(true);
  return { orderId, ...lastLink() };
}

describe('e-mail links', () => {
  let orderId: string;

  beforeAll(async () => {
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
    orderId = created.envelope.result.orderId;
  });

  it('the booker has the link sent; he gets a masked address, never the link', async () => {
    const sent = await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
    expect(sent.envelope.result).toMatchObject({ orderId, sentTo: 'zh***@huaxin-tech.example.cn' });
    expect(JSON.stringify(sent.envelope)).not.toContain('token');
    expect(lastLink().token.length).toBeGreaterThan(40);
  });

  it('another enterprise’s user cannot have a link sent for the order (404)', async () => {
    const other = await signedIn('13800000004', 'Demo@2026');
    const answer = await other.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
    expect(answer.status).toBe(404);
  });

  it('a link shows the order without a session, decides once, and a second use says it was used', async () => {
    const { token } = lastLink();
    const anonymous = t.client();
    const look = await anonymous.call(endpoints.csOrder.auditForWeb, { body: { token } });
    const view = look.envelope.result as ApprovalLinkAnswer;
    expect(view).toMatchObject({ orderId, roleName: '行政审核人', statusName: '待审批', decision: null });
    expect(view.summary.find((l) => l.label === '乘车人')?.value).toBe('陈晓明');
    const decided = await anonymous.call(endpoints.csOrder.auditForWeb, { body: { token, decision: 1, comment: '同意' } });
    expect(decided.envelope.result).toMatchObject({ decision: 1, decisionName: '同意', statusName: '待审批' });
    const again = await anonymous.call(endpoints.csOrder.auditForWeb, { body: { token, decision: 2, comment: '再试' } });
    expect(again.status).toBe(200);
    expect(again.envelope).toMatchObject({ isSuccess: false, errorCode: 20400003, message: '该审批链接已使用过，不能再次审批' });
    // The reviewer's approval moved the chain on: 李建华 now sees it.
    expect((await pending(approver, 4)).map((r) => r.orderId)).toContain(orderId);
  });

  it('the next link goes to the waiting step’s e-mail as the server holds it (李建华’s), not as the order was sent', async () => {
    const answer = await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
    expect(answer.envelope.result).toMatchObject({ orderId, sentTo: 'li***@huaxin-tech.example.cn' });
    expect(t.logs.filter((l) => l.startsWith('[email] 审批邮件已发送至')).at(-1)).toMatch(/^\[email\] 审批邮件已发送至 lijianhua@huaxin-tech\.example\.cn：/);
  });

  it('no link is sent for a step whose person has no e-mail (a user of the enterprise without one)', async () => {
    writeDatabase(t, (db) =>
      db.prepare("INSERT INTO users (user_id, enterprise_id, phone_number, password_hash, active, role_id, profile_json, permissions_json) VALUES ('u-1001-777', 1001, '13900000777', NULL, 0, 3, ?, '[]')")
        .run(JSON.stringify({ userId: 'u-1001-777', enterpriseId: 1001, phoneNumber: '13900000777', trueName: '钱多多', email: '' })),
    );
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload({ approverName: '钱多多', approverPhone: '13900000777' }) });
    const id = created.envelope.result.orderId;
    // The reviewer decides with the code the booking texted him; the order then waits for 钱多多.
    const code = [...t.logs].reverse().map((l) => new RegExp(`^\\[sms\\] 审批短信已发送至 13912349999：【企业用车】订单 ${id} .*审批码 ([A-Z0-9]{8})`).exec(l)?.[1]).find(Boolean);
    expect((await t.client().call(endpoints.csOrder.auditForWeb, { body: { code, decision: 1 } })).envelope.isSuccess).toBe(true);
    const answer = await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId: id } });
    expect(answer.envelope).toMatchObject({ isSuccess: false, errorCode: 20400007, message: '当前审批人没有邮箱，无法发送审批邮件' });
  });

  it('a tampered, cut or made-up token is a 400 with the Chinese message, never a 500', async () => {
    const { token } = await freshLink();
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    for (const bad of [flip(token, 5), flip(token, token.length - 3), token.slice(0, 30), 'x', '!!!', 'A'.repeat(500), `${token}A`]) {
      const answer = await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: bad, decision: 1 } });
      expect([bad, answer.status, answer.envelope.message]).toEqual([bad, 400, '审批链接或审批码无效，请检查是否完整']);
      expect(answer.envelope.message).toBe('审批链接或审批码无效，请检查是否完整');
    }
    const tooLong = await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: 'A'.repeat(600) } });
    expect(tooLong.status).toBe(422);
  });

  it('an expired link is refused with its message', async () => {
    const { token } = await freshLink();
    clock += 73 * 3600_000;
    try {
      const answer = await t.client().call(endpoints.csOrder.auditForWeb, { body: { token } });
      expect(answer.envelope).toMatchObject({ isSuccess: false, errorCode: 20400004, message: '该审批链接已过期，请联系预订人重新发送' });
    } finally {
      clock -= 73 * 3600_000;
    }
  });

  it('a text code decides like the link (spaces, dashes and case ignored), once', async () => {
    const { code, orderId } = await freshLink();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const decided = await t.client().call(endpoints.csOrder.auditForWeb, { body: { code: typed, decision: 2, comment: '行程已取消' } });
    expect(decided.envelope.result).toMatchObject({ decisionName: '拒绝', statusName: '审批未通过' });
    const again = await t.client().call(endpoints.csOrder.auditForWeb, { body: { code } });
    expect(again.envelope.message).toBe('该审批链接已使用过，不能再次审批');
    const detail = await booker.call(endpoints.csOrder.detail, { params: { orderId } });
    expect(detail.envelope.result.approval?.history.at(-1)).toMatchObject({ viaName: '审批码', comment: '行程已取消', roleName: '行政审核人' });
  });

  it('an approval that leaves the order waiting e-mails the next step’s person, when he has an e-mail', async () => {
    const created = await booker.call(endpoints.csOrder.create, { body: specialCarPayload({ approverEmail: 'lijianhua@huaxin-tech.example.cn' }) });
    expect(created.envelope.isSuccess).toBe(true);
    const { orderId } = created.envelope.result;
    await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
    const reviewer = lastLink();
    const sentBefore = t.logs.filter((l) => l.startsWith('[email] 审批邮件已发送至 lijianhua@')).length;
    await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: reviewer.token, decision: 1 } });
    const mails = t.logs.filter((l) => l.startsWith('[email] 审批邮件已发送至 lijianhua@'));
    expect(mails).toHaveLength(sentBefore + 1);
    // 李建华 decides with his own link: the last step, the order is booked, and nobody is mailed after.
    const his = lastLink();
    const decided = await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: his.token, decision: 1 } });
    expect(decided.envelope.result).toMatchObject({ roleName: '审批人', statusName: '已预订' });
    expect(t.logs.filter((l) => l.startsWith('[email] 审批邮件已发送至')).at(-1)).toBe(mails.at(-1));
  });

  it('a link whose step was decided meanwhile (by a second link sent for it) is refused as stale', async () => {
    const first = await freshLink();
    await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId: first.orderId } });
    const second = lastLink();
    await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: second.token, decision: 1 } });
    const stale = await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: first.token } });
    expect(stale.envelope).toMatchObject({ isSuccess: false, message: '该订单已不在此审批环节，链接已失效' });
  });
});
