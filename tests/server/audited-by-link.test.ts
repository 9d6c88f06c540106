/**
 * 已审批 lists an approver's decisions however they came (issue 25 §3, docs/approvals.md "已审批"; migration
 * 031): in the portal, through the e-mailed link or with the text code. A link's decision is the user of the
 * order's enterprise who is the step's person; nobody else's list shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { DEMO_BOOKER, signedInClient, startTestServer, type TestClient, type TestServer } from './client.ts';
import { specialCarPayload } from './payloads.ts';

let t: TestServer;
let booker: TestClient;
let approver: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  booker = await signedInClient(t, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
  approver = await signedInClient(t, '13912345678', 'Audit@2026');
});
afterAll(() => t.stop());

/** The newest approval e-mail to `to` in the server's log: its token and code. */
function lastMail(to: string): { token: string; code: string } {
  const line = [...t.logs].reverse().find((l) => l.startsWith(`[email] 审批邮件已发送至 ${to}`));
  const match = line && /\/OrderAudit\?token=([A-Za-z0-9_-]+) 审批码 ([A-Z0-9]{8})/.exec(line);
  if (!match) throw new Error(`no approval e-mail to ${to}:\n${t.logs.join('\n')}`);
  return { token: match[1]!, code: match[2]! };
}

/** A new order whose reviewer has approved by his link, so it waits for 李建华, who was mailed his own link. */
async function waitingForLi(): Promise<string> {
  const { orderId } = (await booker.call(endpoints.csOrder.create, { body: specialCarPayload() })).envelope.result;
  await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId } });
  // The newest approval e-mail: the reviewer's, just sent.
  const reviewer = [...t.logs].reverse().find((l) => l.startsWith('[email] 审批邮件已发送至'))!;
  expect(reviewer).not.toContain('lijianhua@');
  const token = /token=([A-Za-z0-9_-]+)/.exec(reviewer)![1]!;
  expect((await t.client().call(endpoints.csOrder.auditForWeb, { body: { token, decision: 1 } })).envelope.isSuccess).toBe(true);
  return orderId;
}

const audited = async (client: TestClient) => (await client.call(endpoints.ownOrder.auditedOrders, { params: { pageSize: 50 } })).envelope.result;

describe('已审批 of decisions by link and by code', () => {
  it('lists 李建华’s decision by his e-mailed link and by his text code, and the seeded one, newest first; the reviewer’s decision is not his', async () => {
    const before = await audited(approver);
    // The seed's refusal by 李建华 (db/seed/approvals.json) is his.
    expect(before.items.map((r) => r.decisionName)).toContain('拒绝');

    const byLink = await waitingForLi();
    const link = lastMail('lijianhua@huaxin-tech.example.cn');
    expect((await t.client().call(endpoints.csOrder.auditForWeb, { body: { token: link.token, decision: 1, comment: '邮件里同意' } })).envelope.isSuccess).toBe(true);

    const byCode = await waitingForLi();
    const code = lastMail('lijianhua@huaxin-tech.example.cn').code;
    expect((await t.client().call(endpoints.csOrder.auditForWeb, { body: { code, decision: 2, comment: '改乘高铁' } })).envelope.isSuccess).toBe(true);

    const after = await audited(approver);
    expect(after.total).toBe(before.total + 2);
    expect(after.items.slice(0, 2).map((r) => [r.orderId, r.decisionName, r.comment, r.statusName])).toEqual([
      [byCode, '拒绝', '改乘高铁', '审批未通过'],
      [byLink, '同意', '邮件里同意', '已预订'],
    ]);
    // The reviewer's approvals of both orders (by his link) are not 李建华's.
    expect(after.items.filter((r) => r.orderId === byLink || r.orderId === byCode)).toHaveLength(2);
    // Nor anyone else's: the admin decided nothing.
    const admin = await signedInClient(t, '13800000002', 'Admin@2026');
    expect((await audited(admin)).items.map((r) => r.orderId)).not.toContain(byLink);
  });
});
